import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { MarketingHeader } from './marketing-header';

describe('the public header', () => {
  afterEach(() => localStorage.clear());

  it('offers Login and Join the Beta to a visitor', async () => {
    // Act
    renderInDom(
      <MemoryRouter>
        <MarketingHeader />
      </MemoryRouter>,
    );

    // Assess
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open Thetix' })).toBeNull();
  });

  it('offers a signed-in reader the way back into the app instead (issue 34 item 7)', async () => {
    // Prepare: what Amplify keeps for a signed-in user.
    localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'user-1');

    // Act
    renderInDom(
      <MemoryRouter>
        <MarketingHeader />
      </MemoryRouter>,
    );

    // Assess
    expect((await screen.findByRole('link', { name: 'Open Thetix' })).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});
