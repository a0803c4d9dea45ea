import { screen, waitFor, within } from '@testing-library/react';
import type { Chat } from '@thetix/shared/contracts/chats';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { toaster } from '../../../lib/toaster';
import { CHAT_QUERY_FAILURE_MESSAGE } from '../model/chat-messages';
import { createChat, createTurn } from '../testing/chat-fixture';
import { AskPage, REPORT_FOLLOW_UP_PLACEHOLDER } from './ask-page';

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const now = new Date();
const report = createChat({
  id: 'report-daily',
  title: '☀️ Daily action plan · Wed, Nov 25',
  chat_type: 'report',
  viewed: false,
  meta_data: { is_agent_report: true, report_type: 'daily', agent_report_completed: true },
  content: [createTurn({ user_query: '☀️ Daily action plan · Wed, Nov 25' })],
  updated_at: now.toISOString(),
});
const older = createChat({
  id: 'older',
  title: 'What is delta?',
  updated_at: '2020-01-02T10:00:00.000Z',
  content: [
    createTurn({
      dsl_template: [{ kind: 'explain', topic: 'delta' }],
      response: [{ widget: 'markdown', content: 'Delta is about 0.30 here.' }],
    }),
  ],
});

/**
 * The chat routes at the fetch boundary; `failProcess` answers the first question 500, `refuseProcess` answers it
 * 400 as the server does for a question too long, `cancelConflict` answers Cancel 409 (the answer came first).
 */
function stubApi(
  options: { failProcess?: boolean; refuseProcess?: boolean; cancelConflict?: boolean; chats?: Chat[] } = {},
) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let chats: Chat[] = options.chats ?? [report, older];
  let failures = options.failProcess ? 1 : 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(url), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (pathname === '/api/token') return json({ token: 'xsrf-token-for-tests' });
      if (pathname === '/api/thetix-chats/suggestions')
        return json({ welcome: 'Ask about your portfolio.', questions: ['What is delta?'] });
      if (pathname === '/api/thetix-chats/status')
        return json(
          chats.map(({ id, job_status, job_progress, updated_at }) => ({
            id,
            job_status,
            job_progress,
            updated_at,
          })),
        );
      if (pathname === '/api/thetix-chats' && method === 'GET')
        return json(chats.map((chat) => ({ ...chat, content: [] })));
      if (pathname === '/api/thetix-chats/process') {
        if (options.refuseProcess)
          return json(
            {
              message: 'Validation failed',
              code: 'VALIDATION_FAILED',
              fieldErrors: [{ path: 'body.query', message: 'must be at most 1000 characters' }],
            },
            400,
          );
        if (failures-- > 0) return json({ message: 'Internal server error', code: 'INTERNAL' }, 500);
        const { query, chat_id } = JSON.parse(String(init?.body)) as { query: string; chat_id?: string };
        const asked = createTurn({
          id: `turn-${query}`,
          user_query: query,
          response: [{ widget: 'markdown', content: 'Answered.' }],
        });
        const continued = chats.find((chat) => chat.id === chat_id);
        if (continued) {
          const next = { ...continued, content: [...continued.content, asked] };
          chats = chats.map((chat) => (chat.id === chat_id ? next : chat));
          return json({ saved_chat: next }, 202);
        }
        const chat = createChat({
          id: 'new-chat',
          title: query,
          content: [
            createTurn({ user_query: query, response: [{ widget: 'markdown', content: 'Answered.' }] }),
          ],
        });
        chats = [chat, ...chats];
        return json({ saved_chat: chat }, 202);
      }
      const cancelled = /^\/api\/thetix-chats\/([^/]+)\/cancel$/.exec(pathname);
      if (cancelled && options.cancelConflict) {
        // The answer arrived before the cancel: the chat is done.
        chats = chats.map((chat) =>
          chat.id === cancelled[1]
            ? {
                ...chat,
                job_status: null,
                content: chat.content.map((turn) => ({ ...turn, completed_at: now.toISOString() })),
              }
            : chat,
        );
        return json({ message: 'This chat has already been answered', code: 'CONFLICT' }, 409);
      }
      const viewed = /^\/api\/thetix-chats\/([^/]+)\/viewed$/.exec(pathname);
      if (viewed) {
        chats = chats.map((chat) => (chat.id === viewed[1] ? { ...chat, viewed: true } : chat));
        return json(chats.find((chat) => chat.id === viewed[1]));
      }
      const one = /^\/api\/thetix-chats\/([^/]+)$/.exec(pathname);
      if (one) return json(chats.find((chat) => chat.id === one[1]));
      return json({ message: 'Not stubbed', code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

const renderPage = (showDebug = false, entry = '/dashboard/ask') =>
  renderInDom(
    <MemoryRouter initialEntries={[entry]}>
      <AskPage accountName="Example Brokerage" accountHref="/profile/accounts/a1" showDebug={showDebug} />
    </MemoryRouter>,
  );

describe('Ask Thetix page (spec part 3 §2, §4, §8)', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the latest general chat, lists Today then Previous, and clears a report’s unread dot when opened', async () => {
    // Prepare
    const calls = stubApi();
    const { user } = renderPage();
    await screen.findByText('Delta is about 0.30 here.');

    // Act
    await user.click(screen.getByRole('button', { name: 'Chats' }));
    const drawer = await screen.findByRole('dialog', { name: 'Chats' });
    const today = within(drawer).getByRole('list', { name: 'Today chats' });
    const previous = within(drawer).getByRole('list', { name: 'Previous chats' });
    const unread = within(today).getByRole('button', { name: /Daily action plan.*\(unread\)/ });
    await user.click(unread);

    // Assess
    expect(within(previous).getByRole('button', { name: 'What is delta?' })).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.path === '/api/thetix-chats/report-daily/viewed'),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chats' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Example Brokerage' }).getAttribute('href')).toBe(
      '/profile/accounts/a1',
    );
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('placeholder')).toBe(
      REPORT_FOLLOW_UP_PLACEHOLDER,
    );
  });

  it('takes a follow-up question in a report chat and answers it in that chat', async () => {
    // Prepare: a report's e-mail links to /dashboard/ask?chat={id}
    const calls = stubApi();
    const { user } = renderPage(false, '/dashboard/ask?chat=report-daily');
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(input.getAttribute('placeholder')).toBe(REPORT_FOLLOW_UP_PLACEHOLDER));

    // Act
    await user.type(input, 'Why roll the AAPL call?{Enter}');

    // Assess
    await screen.findByText('Answered.');
    expect(calls.find((call) => call.path === '/api/thetix-chats/process')?.body).toEqual({
      query: 'Why roll the AAPL call?',
      chat_id: 'report-daily',
      chat_type: 'general',
    });
  });

  it('sends with Enter, never sends blank text, and keeps Shift+Enter as a new line', async () => {
    // Prepare
    const calls = stubApi();
    const { user } = renderPage();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await screen.findByText('Delta is about 0.30 here.');

    // Act
    await user.type(input, '   {Enter}');
    const blankSent = calls.some((call) => call.path === '/api/thetix-chats/process');
    await user.clear(input);
    await user.type(input, 'Two{Shift>}{Enter}{/Shift}lines');
    const typed = (input as HTMLTextAreaElement).value;
    await user.type(input, '{Enter}');
    await screen.findByText('Answered.');

    // Assess
    expect(blankSent).toBe(false);
    expect(typed).toBe('Two\nlines');
    expect(calls.find((call) => call.path === '/api/thetix-chats/process')?.body).toEqual({
      query: 'Two\nlines',
      chat_id: 'older',
      chat_type: 'general',
    });
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('shows a failed question with the toast and Retry, and Retry asks it again', async () => {
    // Prepare
    const toast = vi.spyOn(toaster, 'create');
    stubApi({ failProcess: true });
    const { user } = renderPage();
    await screen.findByText('Delta is about 0.30 here.');
    await user.click(screen.getByRole('button', { name: 'Chats' }));
    await user.click(await screen.findByRole('button', { name: 'Start New Chat' }));

    // Act
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Upcoming earnings?{Enter}');
    const failure = await screen.findByRole('alert');
    const failureText = failure.textContent;
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Answered.');

    // Assess
    expect(failureText).toContain('Sorry, I encountered an error processing your request.');
    expect(failureText).not.toContain('Please try again.');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'Error', description: 'Failed to process chat query' }),
    );
    expect(screen.queryByText(CHAT_QUERY_FAILURE_MESSAGE)).toBeNull();
  });

  it('says why a refused question was refused, naming the limit, and offers no Retry that would fail again (issue 30 item 6)', async () => {
    // Prepare
    stubApi({ refuseProcess: true });
    const { user } = renderPage();
    await screen.findByText('Delta is about 0.30 here.');

    // Act
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A question the server refuses{Enter}');
    const failure = await screen.findByRole('alert');

    // Assess
    expect(failure.textContent).toContain('Your question must be at most 1000 characters.');
    expect(within(failure).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('hides Cancel once the answer is there, and takes a 409 on Cancel as answered, without a red toast (issue 30 item 6)', async () => {
    // Prepare: one chat still running, one whose status lags behind its completed answer
    const toast = vi.spyOn(toaster, 'create');
    const running = createChat({
      id: 'running',
      job_status: 'processing',
      updated_at: now.toISOString(),
      content: [createTurn({ user_query: 'Premium on KO?', response: null, completed_at: null })],
    });
    const lagging = createChat({
      id: 'lagging',
      title: 'Earnings ahead?',
      job_status: 'processing',
      updated_at: '2020-01-01T10:00:00.000Z',
      content: [createTurn({ user_query: 'Earnings ahead?' })],
    });
    stubApi({ cancelConflict: true, chats: [running, lagging] });
    const { user } = renderPage();

    // Act
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Chats' }));
    await user.click(await screen.findByText('Earnings ahead?'));
    await screen.findByText('Delta is about 0.30 here.');

    // Assess
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to cancel chat' }));
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('offers the DSL and Materialized debug tabs only with show_thetix_chat_debug', async () => {
    // Prepare
    stubApi();
    const withDebug = renderPage(true);
    await screen.findByText('Delta is about 0.30 here.');

    // Act
    await withDebug.user.click(screen.getByRole('button', { name: 'Debug' }));

    // Assess
    expect(screen.getByRole('tab', { name: 'DSL' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Materialized' })).toBeTruthy();
    withDebug.unmount();
    renderPage(false);
    await screen.findByText('Delta is about 0.30 here.');
    expect(screen.queryByRole('button', { name: 'Debug' })).toBeNull();
  });

  it('shows a report still being made as a progress card with its usual duration', async () => {
    // Prepare
    const making = createChat({
      ...report,
      job_progress: 'step 2 of 6',
      meta_data: { is_agent_report: true, report_type: 'weekly', agent_report_completed: false },
      content: [createTurn({ response: null, completed_at: null })],
    });
    stubApi({ chats: [making] });

    // Act: a report's e-mail and push link to /dashboard/ask?chat={id}.
    renderPage(false, '/dashboard/ask?chat=report-daily');
    const card = await screen.findByRole('status');

    // Assess
    expect(card.textContent).toContain('Generating your weekly report');
    expect(card.textContent).toContain('This usually takes 2-4 minutes.');
    // Step 2 of 6: 2/6*80+10.
    expect(Number(within(card).getByRole('progressbar').getAttribute('aria-valuenow'))).toBeCloseTo(36.67, 1);
  });

  it('starts a new chat from a suggested question', async () => {
    // Prepare
    const calls = stubApi({ chats: [] });
    const { user } = renderPage();

    // Act
    await user.click(await screen.findByRole('button', { name: 'What is delta?' }));
    await screen.findByText('Answered.');

    // Assess
    expect(calls.find((call) => call.path === '/api/thetix-chats/process')?.body).toEqual({
      query: 'What is delta?',
      chat_type: 'general',
    });
  });
});
