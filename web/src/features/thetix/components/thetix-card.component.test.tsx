import { screen } from '@testing-library/react';
import type { Card } from '@thetix/shared/contracts/thetix';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { createCard, createCollection } from '../testing/fixtures';
import { ThetixCard } from './thetix-card';

async function menuItems(user: ReturnType<typeof renderInDom>['user']) {
  await user.click(screen.getByRole('button', { name: 'Card actions for price of AAPL' }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
}

describe('ThetixCard (spec part 3 §2, §4)', () => {
  it('offers Share only in a public collection and Move only with more than one collection', async () => {
    // Prepare
    const own = createCollection();
    const { user } = renderInDom(<ThetixCard card={createCard()} collection={own} collections={[own]} />);

    // Act
    const items = await menuItems(user);

    // Assess
    expect(items).toEqual(['Edit', 'Refresh', 'Delete']);
  });

  it('offers Share, Move and Cancel when they apply', async () => {
    // Prepare
    const own = createCollection({ is_public: true });
    const other = createCollection({ id: 'col-2', name: 'Research', is_default: false });
    const running = createCard({ job_status: 'processing', job_progress: 'step 1 of 2' });
    const { user } = renderInDom(<ThetixCard card={running} collection={own} collections={[own, other]} />);

    // Act
    const items = await menuItems(user);

    // Assess
    expect(items).toEqual(['Edit', 'Share', 'Move to collection', 'Cancel', 'Delete']);
  });

  it('shows a failed card with its text and Try Again', () => {
    // Prepare / Act
    renderInDom(
      <ThetixCard
        card={createCard({ job_status: 'failed', job_progress: null, materialized_result: null })}
        collection={createCollection()}
        collections={[]}
      />,
    );

    // Assess
    expect(screen.getByText('Failed to create card')).toBeTruthy();
    expect(screen.getByText('An error occurred')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('labels Refresh with the cooldown of a model-answered card', async () => {
    // Prepare
    const card = createCard({
      dsl_template: [{ kind: 'markdown', data: { query: 'llm' } }],
      refresh_available_at: new Date(Date.now() + 4.5 * 60_000).toISOString(),
    });
    const { user } = renderInDom(<ThetixCard card={card} collection={createCollection()} collections={[]} />);

    // Act
    await menuItems(user);
    const refresh = screen.getByRole('menuitem', { name: '5m cooldown' });

    // Assess
    expect(refresh.getAttribute('aria-disabled') ?? refresh.getAttribute('data-disabled')).not.toBeNull();
    expect(refresh.getAttribute('title')).toBe('Rate limited. Wait 5m');
  });

  it('toggles between all widgets and the first one, remembered per card', async () => {
    // Prepare
    localStorage.clear();
    const { user, unmount } = renderInDom(
      <ThetixCard card={createCard()} collection={createCollection()} collections={[]} />,
    );

    // Act
    await user.click(screen.getByRole('button', { name: 'Show first widget only' }));
    unmount();
    renderInDom(<ThetixCard card={createCard()} collection={createCollection()} collections={[]} />);

    // Assess
    expect(screen.getByRole('button', { name: 'Show all widgets' })).toBeTruthy();
  });

  it('has no mode toggle with a single widget', () => {
    // Prepare / Act
    renderInDom(
      <ThetixCard
        card={createCard({
          materialized_result: [
            { widget: 'price', symbol: 'AAPL', value: 190 },
          ] as Card['materialized_result'],
        })}
        collection={createCollection()}
        collections={[]}
      />,
    );

    // Assess
    expect(screen.queryByRole('button', { name: /widget/ })).toBeNull();
  });

  it('shows the debug tab with the plan and materialized JSON only with show_thetix_debug', async () => {
    // Prepare
    const card = createCard({
      dsl_template: [{ kind: 'price', data: { query: 'quote', params: { tickers: ['AAPL'] } } }],
      debug_info: { planner: 'rules', notes: ['"price of AAPL" → quote'] },
    });
    const { user, unmount } = renderInDom(
      <ThetixCard card={card} collection={createCollection()} collections={[]} />,
    );
    const withoutFlag = screen.queryByRole('tab', { name: 'Debug' });
    unmount();
    renderInDom(<ThetixCard card={card} collection={createCollection()} collections={[]} showDebug />);

    // Act
    await user.click(screen.getByRole('tab', { name: 'Debug' }));

    // Assess
    expect(withoutFlag).toBeNull();
    expect(screen.getByText('Plan')).toBeTruthy();
    expect(screen.getByText('Materialized')).toBeTruthy();
    expect(screen.getByText(/"query": "quote"/)).toBeTruthy();
  });
});
