import type { Card, CardCollection } from '@thetix/shared/contracts/thetix';
import type { Widget } from '@thetix/shared/thetix/widgets';
import { callApi } from '../../testing/stack-client';

/**
 * Asks Thetix a question as the browser does (a card in the user's first collection, through the HTTP adapter, the
 * jobs queue and its worker) and waits for its widgets: what the agreement test and the evaluation set read.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ThetixAnswer {
  readonly question: string;
  /** The Answer widget's text ('' when the card has none). */
  readonly answer: string;
  readonly widgets: readonly Widget[];
  readonly card: Card;
}

const xsrfCall = (token: string, path: string, method: string, body?: unknown) =>
  callApi(path, { token, method, body, xsrf: true });

export async function firstCollection(token: string): Promise<CardCollection> {
  const listed = (await callApi('/api/thetix-card-collections', { token }))
    .body as unknown as CardCollection[];
  const [first] = listed;
  if (!first) throw new Error('the user has no card collection');
  return first;
}

export async function askThetix(
  token: string,
  question: string,
  options: { collectionId?: string; timeoutMs?: number } = {},
): Promise<ThetixAnswer> {
  const collectionId = options.collectionId ?? (await firstCollection(token)).id;
  const created = await xsrfCall(token, '/api/thetix-cards', 'POST', {
    user_query: question,
    collection_id: collectionId,
  });
  if (created.status !== 201)
    throw new Error(
      `creating a card for "${question}" answered ${created.status}: ${JSON.stringify(created.body)}`,
    );
  const id = String((created.body as unknown as Card).id);
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const read = await callApi(`/api/thetix-cards/${id}`, { token });
    const card = (read.body as unknown as { card: Card }).card;
    if (card.job_status === 'failed') throw new Error(`"${question}" failed: ${card.job_progress ?? ''}`);
    if (card.job_status === null && card.materialized_result !== null) {
      const widgets = card.materialized_result as unknown as Widget[];
      const first = widgets[0] as { widget: string; title?: string; content?: string } | undefined;
      const answer = first?.widget === 'markdown' && first.title === 'Answer' ? (first.content ?? '') : '';
      // Cards are removed again so a user's collection stays under its size limit across many questions.
      await xsrfCall(token, `/api/thetix-cards/${id}`, 'DELETE');
      return { question, answer, widgets, card };
    }
    if (Date.now() > deadline) throw new Error(`"${question}" was not answered in time`);
    await sleep(200);
  }
}

/** Dollars as the pages show them: "$61,430.51". */
export const dollars = (amount: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** The rows of the first table widget whose title matches. */
export const tableRows = (widgets: readonly Widget[], title?: RegExp): Record<string, unknown>[] => {
  const table = widgets.find(
    (widget) => widget.widget === 'table' && (!title || title.test(String(widget.title ?? ''))),
  ) as { rows?: unknown[] } | undefined;
  return (table?.rows ?? []).filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row),
  );
};
