import { QueryClient, QueryClientProvider, QueryObserver, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRICES_UPDATED_EVENT,
  PRICE_REFRESH_MS,
  priceRefetchInterval,
  pricePolling,
  useRefreshOnPricesUpdated,
} from './price-refresh';

type Prices = { ticker: string; price: number }[];

/** A price endpoint answering from a script: each entry is one poll's answer (an Error fails that poll). */
function scriptedPrices(script: (Prices | Error)[]) {
  let call = 0;
  return vi.fn(async (): Promise<Prices> => {
    const answer = script[Math.min(call, script.length - 1)]!;
    call += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

/** Observes one price query the way a mounted component would, on a client with no retries of its own. */
function observePrices(fetcher: () => Promise<Prices>) {
  const client = new QueryClient();
  const observer = new QueryObserver(client, {
    queryKey: ['market-data', 'prices', 'realtime', ['AAPL']],
    ...pricePolling('realtime', fetcher),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { client, stop: unsubscribe };
}

describe('price refresh (spec part 2 §4, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls each kind at its interval and stops at 3 failures in a row', () => {
    expect(PRICE_REFRESH_MS).toEqual({
      realtime: 10_000,
      standard: 30_000,
      performance: 300_000,
      historical: 3_600_000,
      default: 5_000,
    });
    expect(priceRefetchInterval('standard', 2)).toBe(30_000);
    expect(priceRefetchInterval('standard', 3)).toBe(false);
  });

  it('stops polling after the third failed poll', async () => {
    // Prepare
    vi.useFakeTimers();
    const fetcher = scriptedPrices([new Error('down')]);

    // Act: the first load and two polls fail, then a minute passes
    const { stop } = observePrices(fetcher);
    await vi.advanceTimersByTimeAsync(PRICE_REFRESH_MS.realtime * 2);
    const afterThree = fetcher.mock.calls.length;
    await vi.advanceTimersByTimeAsync(PRICE_REFRESH_MS.realtime * 6);
    stop();

    // Assess
    expect(afterThree).toBe(3);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('keeps polling when a success breaks the run of failures', async () => {
    // Prepare
    vi.useFakeTimers();
    const ok: Prices = [{ ticker: 'AAPL', price: 270 }];
    const fetcher = scriptedPrices([new Error('down'), new Error('down'), ok, new Error('down'), ok]);

    // Act
    const { stop } = observePrices(fetcher);
    await vi.advanceTimersByTimeAsync(PRICE_REFRESH_MS.realtime * 5);
    stop();

    // Assess: fail, fail, ok, fail, ok, ok: six calls, polling never stopped
    expect(fetcher).toHaveBeenCalledTimes(6);
  });

  it("dispatches 'pricesUpdated' when a poll moves a price, not on the first load or an unchanged poll", async () => {
    // Prepare
    vi.useFakeTimers();
    const listener = vi.fn();
    window.addEventListener(PRICES_UPDATED_EVENT, listener);
    const fetcher = scriptedPrices([
      [{ ticker: 'AAPL', price: 270 }],
      [{ ticker: 'AAPL', price: 270 }],
      [{ ticker: 'AAPL', price: 271.5 }],
    ]);

    // Act
    const { stop } = observePrices(fetcher);
    await vi.advanceTimersByTimeAsync(0);
    const afterLoad = listener.mock.calls.length;
    await vi.advanceTimersByTimeAsync(PRICE_REFRESH_MS.realtime);
    const afterSame = listener.mock.calls.length;
    await vi.advanceTimersByTimeAsync(PRICE_REFRESH_MS.realtime);
    stop();
    window.removeEventListener(PRICES_UPDATED_EVENT, listener);

    // Assess
    expect([afterLoad, afterSame]).toEqual([0, 0]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("refetches the performance queries on 'pricesUpdated'", async () => {
    // Prepare: performance data is stale at once, as it is a minute after it loaded
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 0, retry: false } } });
    const performance = vi.fn(async () => ({ totalValue: 1000 }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useRefreshOnPricesUpdated(['portfolio', 'performance']);
        return useQuery({ queryKey: ['portfolio', 'performance', 'all'], queryFn: performance });
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    // Act
    act(() => {
      window.dispatchEvent(new Event(PRICES_UPDATED_EVENT));
    });

    // Assess
    await waitFor(() => expect(performance).toHaveBeenCalledTimes(2));
  });
});
