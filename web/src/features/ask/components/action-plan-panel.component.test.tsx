import { screen, waitFor } from '@testing-library/react';
import type { Chat } from '@thetix/shared/contracts/chats';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { createChat, createTurn } from '../testing/chat-fixture';
import { ACTION_PLAN_QUESTION, ActionPlanPanel } from './action-plan-panel';

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const BRIEF = 'AAPL $275 call × 12 expires in 3 days.';
const actionPlanChat = (): Chat =>
  createChat({
    id: 'plan-a1',
    chat_type: 'dashboard',
    title: 'Action Plan',
    meta_data: { account_id: 'a1', collection_type: 'general' },
    content: [
      createTurn({
        user_query: ACTION_PLAN_QUESTION,
        response: [{ widget: 'markdown', title: 'Answer', content: BRIEF }],
      }),
    ],
  });

/**
 * The chat routes at the fetch boundary: `existing` chats are listed; the action plan answers completed at once, or
 * when `hold` is given, once the test lets it go.
 */
function stubApi(options: { existing?: Chat[]; hold?: Promise<void> } = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let chats = options.existing ?? [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(url), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (pathname === '/api/token') return json({ token: 'xsrf-token-for-tests' });
      if (pathname === '/api/thetix-chats/suggestions')
        return json({ welcome: "Here is today's plan.", questions: [ACTION_PLAN_QUESTION] });
      if (pathname === '/api/thetix-chats' && method === 'GET')
        return json(chats.map((chat) => ({ ...chat, content: [] })));
      if (pathname === '/api/thetix-chats/process-dashboard') {
        await options.hold;
        chats = [actionPlanChat()];
        return json({ saved_chat: chats[0] }, 202);
      }
      if (pathname === '/api/thetix-chats/plan-a1/viewed') return json(chats[0]);
      if (pathname === '/api/thetix-chats/plan-a1') return json(chats[0]);
      return json({ message: 'Not stubbed', code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

const panel = () => (
  <ActionPlanPanel accountId="a1" accountName="Example Brokerage" showDebug={false} threadHeight="20rem" />
);
const asked = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((call) => call.path === '/api/thetix-chats/process-dashboard');

describe('the dashboard’s action plan fills itself (issue 28 item 6)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the morning brief on open when the account has no action plan yet, once', async () => {
    // Prepare
    const calls = stubApi();

    // Act
    const view = renderInDom(panel());
    await screen.findByText(BRIEF);
    // Re-rendered with every chat query fetched again.
    await view.queryClient.invalidateQueries();

    // Assess
    expect(screen.getByText(BRIEF)).toBeTruthy();
    expect(asked(calls).map((call) => call.body)).toEqual([
      { query: ACTION_PLAN_QUESTION, account_id: 'a1', meta_data: { account_name: 'Example Brokerage' } },
    ]);
  });

  it('asks nothing when the account’s action plan already has a turn', async () => {
    // Prepare
    const calls = stubApi({ existing: [actionPlanChat()] });

    // Act
    renderInDom(panel());

    // Assess
    await screen.findByText(BRIEF);
    expect(asked(calls)).toHaveLength(0);
  });

  it('does not ask again when opened again while the first ask is on its way', async () => {
    // Prepare
    let release = () => {};
    const calls = stubApi({ hold: new Promise<void>((resolve) => (release = resolve)) });
    const first = renderInDom(panel());
    await waitFor(() => expect(asked(calls)).toHaveLength(1));

    // Act: the tab is closed and opened again before the answer arrives
    first.unmount();
    renderInDom(panel(), { queryClient: first.queryClient });
    release();

    // Assess
    await screen.findByText(BRIEF);
    expect(asked(calls)).toHaveLength(1);
  });
});
