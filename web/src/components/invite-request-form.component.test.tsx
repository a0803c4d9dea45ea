import { screen } from '@testing-library/react';
import { INVITE_REQUEST_RECEIVED } from '@thetix/shared/contracts/invite-requests';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteRequestForm } from './invite-request-form';
import { renderInDom } from './testing/render-in-dom';

/** The invite-request route at the fetch boundary: `answer` is what POST /api/public/invite-requests answers. */
function stubApi(answer: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(url), 'http://localhost');
      if (pathname === '/api/token') return Response.json({ token: 'xsrf-token-for-tests' });
      if (pathname === '/api/public/invite-requests') {
        sent.push(JSON.parse(String(init?.body)));
        return answer();
      }
      return Response.json({ message: 'unexpected', code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
  return sent;
}

describe('InviteRequestForm (issue 30 item 8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the e-mail and shows the thank-you, after asking for a real address first', async () => {
    // Prepare
    const sent = stubApi(() => Response.json({ message: INVITE_REQUEST_RECEIVED }, { status: 202 }));
    const { user } = renderInDom(<InviteRequestForm />);
    const field = screen.getByRole('textbox');

    // Act
    await user.type(field, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Ask for an invite' }));
    const hint = (await screen.findByRole('alert')).textContent;
    await user.clear(field);
    await user.type(field, ' reader@example.com ');
    await user.click(screen.getByRole('button', { name: 'Ask for an invite' }));
    const thanks = await screen.findByRole('status');

    // Assess
    expect(hint).toBe('Enter an e-mail address, like name@example.com.');
    expect(sent).toEqual([{ email: 'reader@example.com' }]);
    expect(thanks.textContent).toBe(INVITE_REQUEST_RECEIVED);
  });

  it("shows the server's refusal, such as the rate limit", async () => {
    // Prepare
    stubApi(() =>
      Response.json(
        { message: 'Too many invite requests from your address', code: 'TOO_MANY_REQUESTS' },
        { status: 429 },
      ),
    );
    const { user } = renderInDom(<InviteRequestForm tone="dark" />);

    // Act
    await user.type(screen.getByRole('textbox'), 'reader@example.com{Enter}');
    const alert = await screen.findByRole('alert');

    // Assess
    expect(alert.textContent).toBe('Too many invite requests from your address');
  });
});
