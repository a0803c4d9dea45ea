import { HISTORY_CSV_HEADER } from '@thetix/shared/portfolio/history-csv';
import { describe, expect, it } from 'vitest';
import { callApi, createUserWithProfile, stack, writeAs, type SignedInUser } from '../testing/stack-client';

interface ExportView {
  id: string;
  status: string;
  fileName: string;
  rows: number | null;
  downloadUrl: string | null;
  error: string | null;
}

/** Polls the export until its job has run (the local worker drains the real queue). */
async function whenDone(user: SignedInUser, id: string): Promise<ExportView> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const response = await callApi(`/api/history-exports/${id}`, { token: user.token });
    expect(response.status).toBe(200);
    const view = response.body as unknown as ExportView;
    if (view.status === 'ready' || view.status === 'failed') return view;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`export ${id} did not finish`);
}

const download = async (url: string) => {
  const response = await fetch(`${stack().urls.http}${url}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

describe('Trading History CSV exports against the local stack', () => {
  it('writes the filtered history as the screen shows it and hands out a signed link only its owner got', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const loaded = await writeAs(user, '/api/test-data', 'POST');
    expect(loaded.status).toBe(201);
    const accountId = String(loaded.body?.accountId);
    const screen = (
      await callApi(`/api/portfolio/transactions?accountId=${accountId}&ticker=KO&limit=500`, {
        token: user.token,
      })
    ).body as unknown as { groups: { id: string; transactions: unknown[] }[] };
    const [hidden, ...shown] = screen.groups;

    // Act
    const asked = await writeAs(user, '/api/history-exports', 'POST', {
      accountId,
      ticker: 'ko',
      exclude: [hidden!.id],
    });
    const done = await whenDone(user, String(asked.body?.id));
    const file = await download(done.downloadUrl!);
    const intruder = await createUserWithProfile();
    const theirs = await callApi(`/api/history-exports/${done.id}`, { token: intruder.token });
    const forged = await download(done.downloadUrl!.replace(/signature=[^&]+/, 'signature=AAAA'));
    const otherUser = await download(done.downloadUrl!.replace(/user=[^&]+/, `user=${intruder.userId}`));

    // Assess
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ status: 'pending', rows: null, downloadUrl: null });
    expect(done).toMatchObject({ status: 'ready', error: null });
    expect(done.fileName).toMatch(/^thetix-trading-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file.text.split('\n');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${done.fileName}"`);
    expect(lines[0]).toBe(HISTORY_CSV_HEADER);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'KO')).toBe(true);
    expect(done.rows).toBe(shown.reduce((sum, group) => sum + group.transactions.length, 0));
    expect(lines).toHaveLength(done.rows! + 1);
    expect(theirs.status).toBe(404);
    expect(forged.status).toBe(403);
    expect(otherUser.status).toBe(403);
  });

  it('refuses bad filters, another user’s account and unknown exports with a clear message', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const other = await createUserWithProfile();
    const theirs = await writeAs(other, '/api/accounts', 'POST', { name: 'Not yours' });

    // Act
    const badType = await writeAs(user, '/api/history-exports', 'POST', { type: 'lottery' });
    const badDate = await writeAs(user, '/api/history-exports', 'POST', { from: '2026-13-40' });
    const extra = await writeAs(user, '/api/history-exports', 'POST', { tickers: ['KO'] });
    const notYours = await writeAs(user, '/api/history-exports', 'POST', { accountId: theirs.body?.id });
    const unknown = await callApi('/api/history-exports/no-such-export', { token: user.token });
    const unsigned = await download('/api/history-exports/no-such-export/file');

    // Assess
    expect(badType.status).toBe(400);
    expect(badDate.status).toBe(400);
    expect(extra.status).toBe(400);
    expect(notYours).toMatchObject({ status: 404, body: { message: 'Account not found' } });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Export not found' } });
    expect(unsigned.status).toBe(400);
  });
});
