import type { Widget } from '@thetix/shared/thetix/widgets';
import { CLAIM_LEASE_MS, nextClaimStep, type DeliveryLedger } from '../delivery-ledger';
import { deliveryKey, type DeliveryItem, type DeliveryKey } from '../notification-entities';
import type { StoredPushSubscription } from '../push-subscription-repository';
import type { ReportForDelivery } from '../report-delivery';

/**
 * The delivery ledger over a map, with the DynamoDB ledger's rules (the same `nextClaimStep`, compare-and-set on
 * the claim id), so the delivery rules can be tested without a table.
 */
export function createInMemoryLedger() {
  const items = new Map<string, DeliveryItem>();
  const id = (key: DeliveryKey) => deliveryKey(key).sk;
  const ledger: DeliveryLedger = {
    async claim(key, claimId, now) {
      const existing = items.get(id(key));
      const claimed = (resends: number) => {
        items.set(id(key), {
          ...deliveryKey(key),
          entity: 'delivery',
          status: 'sending',
          claimId,
          claimedAt: now.toISOString(),
          resends,
        });
        return { kind: 'claimed' as const, claimId };
      };
      if (!existing) return claimed(0);
      const step = nextClaimStep(existing, now);
      return step.kind === 'take-over' ? claimed(step.resends) : step;
    },
    async markSent(key, claimId, now, result) {
      const item = items.get(id(key));
      if (item?.status !== 'sending' || item.claimId !== claimId) return;
      items.set(id(key), {
        ...item,
        status: 'sent',
        sentAt: now.toISOString(),
        ...(result ? { pushResult: result } : {}),
      });
    },
    async markFailed(key, claimId) {
      const item = items.get(id(key));
      if (item?.status !== 'sending' || item.claimId !== claimId) return;
      items.set(id(key), { ...item, status: 'failed' });
    },
  };
  return {
    ledger,
    item: (key: DeliveryKey) => items.get(id(key)),
    /** Stands for an attempt that claimed the delivery and then crashed before marking it sent. */
    leaveClaimed: (key: DeliveryKey, claimedAt: Date, resends = 0) =>
      items.set(id(key), {
        ...deliveryKey(key),
        entity: 'delivery',
        status: 'sending',
        claimId: 'crashed-attempt',
        claimedAt: claimedAt.toISOString(),
        resends,
      }),
    leaseMs: CLAIM_LEASE_MS,
  };
}

export function createInMemoryPushSubscriptions(initial: StoredPushSubscription[] = []) {
  const byEndpoint = new Map(initial.map((subscription) => [subscription.endpoint, subscription]));
  return {
    repository: {
      list: async () => [...byEndpoint.values()],
      remove: async (_userId: string, endpoint: string) => {
        byEndpoint.delete(endpoint);
      },
    },
    endpoints: () => [...byEndpoint.keys()],
  };
}

/** A browser's push subscription as it would be stored; keys are placeholders unless a test encrypts for real. */
export const createPushSubscription = (
  overrides: Partial<StoredPushSubscription> = {},
): StoredPushSubscription => ({
  endpoint: 'https://push.example.com/send/abc',
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** Every widget kind the renderer must handle, one example each. */
export const widgetExamples: Record<Widget['widget'], Widget> = {
  chart: {
    widget: 'chart',
    kind: 'line',
    title: 'AAPL year to date',
    series: [{ name: 'AAPL', x: ['2026-01-02', '2026-06-01', '2026-11-24'], y: [243.85, 201.5, 271.2] }],
  },
  table: {
    widget: 'table',
    title: 'Calls to sell',
    columns: ['Ticker', { key: 'strike', header: 'Strike' }],
    rows: [{ Ticker: 'MSFT', strike: 520 }],
  },
  alarm: { widget: 'alarm', title: 'Assignment risk', alarm_text: 'KO 72 call is in the money', value: true },
  alert: { widget: 'alert', title: 'Price alert', name: 'KO above 72', condition: 'KO > 72' },
  alert_message: { widget: 'alert_message', message: 'One call expires Friday', type: 'warning' },
  message: { widget: 'message', title: 'Income', message: 'You earned $412 this month', type: 'success' },
  userQuery: { widget: 'userQuery', query: 'What should I sell today?' },
  payoff: {
    widget: 'payoff',
    title: 'MSFT covered call',
    legs: [
      { type: 'stock', premium: 480, quantity: 100 },
      { type: 'call', strike: 520, premium: 4.1, quantity: -1 },
    ],
  },
  optionContract: {
    widget: 'optionContract',
    symbol: 'MSFT',
    type: 'call',
    strike: 520,
    expiration: '2026-12-04',
    premium: 4.1,
    delta: 0.28,
  },
  optionsChain: {
    widget: 'optionsChain',
    symbol: 'KO',
    expiration: '2026-12-18',
    contracts: [{ type: 'call', strike: 74, premium: 0.62, bid: 0.6, ask: 0.64 }],
  },
  price: { widget: 'price', symbol: 'AAPL', value: 271.2, change: 1.35, change_percent: 0.5 },
  markdown: { widget: 'markdown', content: '## Plan\nRoll the **KO** call up and out.' },
  opportunity: {
    widget: 'opportunity',
    opportunity: { strategy_name: 'Covered Call (Balanced, Weekly)', primary_ticker: 'AAPL' },
  },
  transaction: { widget: 'transaction', transaction: { type: 'sell_call', ticker: 'KO', premium: 61 } },
  buttonGroup: { widget: 'buttonGroup', buttons: [{ label: 'Show my open calls' }] },
  section: {
    widget: 'section',
    name: 'This week',
    widgets: [{ widget: 'userQuery', query: 'Recap my week' }],
  },
};

export const createReport = (overrides: Partial<ReportForDelivery> = {}): ReportForDelivery => ({
  userId: 'user-1',
  chatId: 'chat-1',
  reportType: 'daily',
  title: '☀️ Daily action plan · Wed Nov 25',
  summary: 'Two covered calls are worth a look today, and one call is close to assignment.',
  widgets: [widgetExamples.message, widgetExamples.table],
  period: '2026-11-25',
  ...overrides,
});
