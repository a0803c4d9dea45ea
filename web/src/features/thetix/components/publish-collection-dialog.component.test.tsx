import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { createCard, createCollection, json, stubApi } from '../testing/fixtures';
import {
  HIDE_AMOUNTS_LABEL,
  MAKE_PRIVATE_TEXT,
  MAKE_PRIVATE_TITLE,
  MAKE_PUBLIC_TEXT,
  MAKE_PUBLIC_TITLE,
  PublishCollectionDialog,
} from './publish-collection-dialog';

const plan = (...queries: string[]) =>
  queries.map((query) => ({ kind: 'table', data: { query, params: {} } }));
const sentBody = (fetch: ReturnType<typeof stubApi>) => {
  const call = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

// jsdom has no PointerEvent; the switch's press tracking (zag) makes one on blur.
beforeEach(() => vi.stubGlobal('PointerEvent', MouseEvent));
afterEach(() => vi.unstubAllGlobals());

describe('PublishCollectionDialog (issue 30 item 4)', () => {
  it('asks before publishing, lists the income, positions and open calls the cards show, and can hide amounts', async () => {
    // Prepare
    const collection = createCollection();
    const fetch = stubApi({
      'GET /api/thetix-cards': () =>
        json([
          createCard({ id: 'a', dsl_template: plan('positions', 'open_calls') }),
          createCard({ id: 'b', dsl_template: plan('income_summary') }),
          createCard({ id: 'c', dsl_template: plan('quote') }),
        ]),
      'PUT /api/thetix-card-collections/col-1': () =>
        json({ ...collection, is_public: true, hide_amounts: true }),
    });
    const onClose = vi.fn();
    const { user } = renderInDom(<PublishCollectionDialog collection={collection} onClose={onClose} />);

    // Act
    const dialog = await screen.findByRole('alertdialog', { name: MAKE_PUBLIC_TITLE });
    const list = within(dialog).getByRole('list', { name: 'What the public collection shows' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    const sentBeforeConfirm = sentBody(fetch);
    await user.click(within(dialog).getByText(HIDE_AMOUNTS_LABEL));
    await user.click(within(dialog).getByRole('button', { name: 'Make public' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    // Assess
    expect(within(dialog).getByText(MAKE_PUBLIC_TEXT)).toBeTruthy();
    expect(items).toEqual([
      "Every card's question and answer, kept up to date",
      'Your income: option premiums and dividends, with dollar amounts',
      'Your positions: tickers, share counts, cost and value',
      'Your open calls: strikes, expirations, contracts and premiums',
    ]);
    expect(sentBeforeConfirm).toBeUndefined();
    expect(sentBody(fetch)).toEqual({ is_public: true, hide_amounts: true });
  });

  it('says embeds stop showing before making a public collection private; Cancel changes nothing', async () => {
    // Prepare
    const collection = createCollection({ is_public: true });
    const fetch = stubApi({
      'PUT /api/thetix-card-collections/col-1': () => json({ ...collection, is_public: false }),
    });
    const onClose = vi.fn();
    const { user } = renderInDom(<PublishCollectionDialog collection={collection} onClose={onClose} />);

    // Act
    const dialog = await screen.findByRole('alertdialog', { name: MAKE_PRIVATE_TITLE });
    const text = within(dialog).getByText(MAKE_PRIVATE_TEXT).textContent;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const afterCancel = sentBody(fetch);

    // Assess
    expect(text).toContain('embedded in other sites will stop showing');
    expect(onClose).toHaveBeenCalledOnce();
    expect(afterCancel).toBeUndefined();
  });

  it('makes it private on confirmation', async () => {
    // Prepare
    const collection = createCollection({ is_public: true, hide_amounts: true });
    const fetch = stubApi({
      'PUT /api/thetix-card-collections/col-1': () => json({ ...collection, is_public: false }),
    });
    const onClose = vi.fn();
    const { user } = renderInDom(<PublishCollectionDialog collection={collection} onClose={onClose} />);

    // Act
    const dialog = await screen.findByRole('alertdialog', { name: MAKE_PRIVATE_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Make private' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    // Assess
    expect(sentBody(fetch)).toEqual({ is_public: false });
  });
});
