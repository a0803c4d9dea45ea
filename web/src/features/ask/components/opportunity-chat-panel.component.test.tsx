import { screen, waitFor, within } from '@testing-library/react';
import type { Chat } from '@thetix/shared/contracts/chats';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { createChat, createTurn } from '../testing/chat-fixture';
import { OPPORTUNITY_CHAT_PLACEHOLDER, OpportunityChatPanel } from './opportunity-chat-panel';

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const ASSIGNED = 'What happens if I get assigned?';
const answered = (query: string): Chat =>
  createChat({
    id: 'opp-chat',
    chat_type: 'opportunity',
    title: query,
    meta_data: { opportunity_id: 'opp-1', collection_type: 'opportunity' },
    content: [
      createTurn({
        user_query: query,
        response: [{ widget: 'markdown', content: 'You would sell 200 shares at $500 for $100,000.' }],
      }),
    ],
  });

/** The chat routes at the fetch boundary; `existing` chats are listed, questions answer completed at once. */
function stubApi(existing: Chat[] = []) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let chats = existing;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(url), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (pathname === '/api/token') return json({ token: 'xsrf-token-for-tests' });
      if (pathname === '/api/thetix-chats/suggestions')
        return json({
          welcome: 'Ask me about this covered call.',
          questions: [ASSIGNED, 'What is the risk of this trade?'],
        });
      if (pathname === '/api/thetix-chats' && method === 'GET')
        return json(chats.map((chat) => ({ ...chat, content: [] })));
      if (pathname === '/api/thetix-chats/process-opportunity') {
        const body = JSON.parse(String(init?.body)) as { query: string };
        chats = [answered(body.query)];
        return json({ saved_chat: chats[0] }, 202);
      }
      if (pathname === '/api/thetix-chats/opp-chat' && method === 'DELETE') {
        chats = [];
        return json(null, 204);
      }
      if (pathname === '/api/thetix-chats/opp-chat') return json(chats[0]);
      return json({ message: 'Not stubbed', code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

describe('opportunity chat panel (spec part 3 §2)', { timeout: 30_000 }, () => {
  let calls: ReturnType<typeof stubApi>;
  afterEach(() => vi.unstubAllGlobals());

  describe('without a chat yet', () => {
    beforeEach(() => {
      calls = stubApi();
    });

    it('welcomes with the server’s questions and asks one about this opportunity', async () => {
      // Prepare
      const { user } = renderInDom(
        <OpportunityChatPanel opportunityId="opp-1" opportunityType="covered_call" />,
      );

      // Act
      await user.click(await screen.findByRole('button', { name: ASSIGNED }));
      const answer = await screen.findByText('You would sell 200 shares at $500 for $100,000.');

      // Assess
      expect(answer).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('placeholder')).toBe(
        OPPORTUNITY_CHAT_PLACEHOLDER,
      );
      expect(calls.find((call) => call.path === '/api/thetix-chats/suggestions')).toBeTruthy();
      expect(calls.find((call) => call.path === '/api/thetix-chats/process-opportunity')?.body).toEqual({
        query: ASSIGNED,
        opportunity: 'opp-1',
      });
    });

    it('asks a question picked in the drawer once, and tells the drawer it was asked', async () => {
      // Prepare
      const asked = vi.fn();

      // Act
      renderInDom(
        <OpportunityChatPanel
          opportunityId="opp-1"
          opportunityType="covered_call"
          question="When do I receive the premium?"
          onQuestionAsked={asked}
        />,
      );
      await screen.findByText('You would sell 200 shares at $500 for $100,000.');

      // Assess
      expect(asked).toHaveBeenCalledTimes(1);
      expect(calls.filter((call) => call.path === '/api/thetix-chats/process-opportunity')).toHaveLength(1);
    });
  });

  it('continues the opportunity’s chat and clears it after the confirmation', async () => {
    // Prepare
    calls = stubApi([answered(ASSIGNED)]);
    const { user } = renderInDom(
      <OpportunityChatPanel opportunityId="opp-1" opportunityType="covered_call" />,
    );
    await screen.findByText('You would sell 200 shares at $500 for $100,000.');

    // Act
    await user.click(screen.getByRole('button', { name: 'Clear Chat' }));
    const confirm = await screen.findByRole('alertdialog');
    const text = confirm.textContent;
    await user.click(within(confirm).getByRole('button', { name: 'Clear Chat' }));

    // Assess
    await screen.findByRole('button', { name: ASSIGNED });
    expect(text).toContain('Are you sure you want to clear this chat? This action cannot be undone.');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/thetix-chats/opp-chat')).toBe(
      true,
    );
    await waitFor(() => expect(screen.queryByText(/You would sell/)).toBeNull());
  });
});
