// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../components/testing/render-to-text';
import { LoginPage } from './login-page';

function renderLogin(url: string, stage = 'local') {
  return renderToText(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
    { stage },
  );
}

describe('/login (spec part 1 §2)', () => {
  it('shows the invite-only notice, verbatim, for ?error=unauthorized', () => {
    // Act
    const { text } = renderLogin('/login?error=unauthorized');

    // Assess
    expect(text).toContain(
      'Access denied. The product is currently invite-only. If you think this is an error, please reach out to us at support@thetix.app.',
    );
  });

  it('shows no notice otherwise', () => {
    expect(renderLogin('/login').text).not.toContain('Access denied');
  });

  it("has the sign-in form and the 'Why choose' box with its two benefits", () => {
    // Act
    const { text, html } = renderLogin('/login');

    // Assess
    expect(text).toContain('Sign in to Thetix');
    // HTML attribute names are case-insensitive; React's server renderer keeps the camelCase spelling.
    expect(html).toMatch(/autocomplete="username"/i);
    expect(html).toMatch(/autocomplete="current-password"/i);
    expect(text).toContain('Why choose Thetix?');
    expect(text).toContain('Covered-call optimization');
    expect(text).toContain('Advanced risk-management alerts');
  });

  it.each(['local', 'prod'])('sends the browser to the backend /auth/google (stage %s)', (stage) => {
    // Act
    const { text, html } = renderLogin('/login', stage);

    // Assess
    expect(html).toContain('href="/auth/google"');
    expect(text).toContain('Continue with Google');
    expect(text).not.toContain('not available in the local environment');
  });

  it('takes over a finished Google sign-in instead of showing the form', () => {
    // Act
    const { text, html } = renderLogin('/login?signin=google');

    // Assess
    expect(text).toContain('Completing Google sign-in...');
    expect(html).not.toContain('href="/auth/google"');
  });

  it.each([
    [
      'google_expired',
      'Your Google sign-in expired or was started in another browser window. Please try again.',
    ],
    ['google_cancelled', 'Google sign-in was cancelled.'],
    ['google_failed', 'Google sign-in could not be completed. Please try again.'],
  ])('explains ?error=%s', (code, message) => {
    expect(renderLogin(`/login?error=${code}`).text).toContain(message);
  });
});
