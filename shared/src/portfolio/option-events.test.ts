import { describe, expect, it } from 'vitest';
import { optionEventLines, type OptionEventRequest } from './option-events';
import type { LedgerLine } from './ledger';
import { createLine } from './testing/ledger-fixtures';

/** 10:00 New York (15:00 UTC) on a date. */
const at = (date: string) => `${date}T15:00:00.000Z`;
const NOW = new Date(at('2026-11-27'));

const soldPut: LedgerLine = createLine({
  id: 'put-1',
  groupId: 'g-put',
  ticker: 'PEP',
  symbol: 'PEP261120P00140000',
  tickerType: 'option',
  orderType: 'sell',
  optionType: 'put',
  strike: 140,
  expiration: '2026-11-20',
  quantity: 2,
  price: 1.5,
  timestamp: at('2026-11-10'),
});

const request = (overrides: Partial<OptionEventRequest> = {}): OptionEventRequest => ({
  accountId: 'account-1',
  ticker: 'PEP',
  symbol: 'PEP261120P00140000',
  event: 'assignment',
  ...overrides,
});

const run = (lines: LedgerLine[], overrides: Partial<OptionEventRequest> = {}) =>
  optionEventLines({ lines, request: request(overrides), now: NOW, newId: () => 'evt' });

describe('recording the end of a short option by hand', () => {
  it('writes a put assignment as the sync does: the option closed at 0 and 200 shares received at the strike', () => {
    const outcome = run([soldPut]);

    expect(outcome).toEqual({
      ok: true,
      lines: [
        expect.objectContaining({
          id: 'evt',
          groupId: 'g-put',
          tickerType: 'option',
          orderType: 'assignment',
          optionType: 'put',
          quantity: 2,
          price: 0,
          timestamp: '2026-11-20T21:00:00.000Z',
        }),
        expect.objectContaining({
          id: 'evt-e',
          groupId: 'g-put',
          symbol: 'PEP',
          tickerType: 'equity',
          orderType: 'assignment',
          optionType: 'put',
          quantity: 200,
          price: 140,
        }),
      ],
    });
  });

  it('writes an expiry on the expiration date only, for the contracts asked', () => {
    expect(run([soldPut], { event: 'expiry', contracts: 1 })).toMatchObject({
      ok: true,
      lines: [{ orderType: 'expiry', quantity: 1, price: 0 }],
    });
    expect(run([soldPut], { event: 'expiry', date: '2026-11-19' })).toEqual({
      ok: false,
      status: 400,
      message: 'An option expires on its expiration date, 2026-11-20',
    });
  });

  it('refuses what cannot be: an unknown option, more contracts than open, a closed one, a future date', () => {
    const closed = { ...soldPut, id: 'put-2', orderType: 'expiry' as const, timestamp: at('2026-11-20') };

    expect(run([soldPut], { symbol: 'PEP261120P00150000' })).toMatchObject({ ok: false, status: 404 });
    expect(run([soldPut], { contracts: 3 })).toMatchObject({
      ok: false,
      status: 409,
      message: 'contracts must be at most 2: only 2 of PEP261120P00140000 are still open',
    });
    expect(run([soldPut, closed])).toMatchObject({ ok: false, status: 409 });
    expect(run([soldPut], { date: '2026-11-30' })).toMatchObject({
      ok: false,
      status: 400,
      message: 'date must not be in the future (today is 2026-11-27)',
    });
  });

  it('refuses a call assignment that would deliver shares the account does not hold', () => {
    const call = {
      ...soldPut,
      id: 'call-1',
      groupId: 'g-call',
      symbol: 'PEP261120C00150000',
      optionType: 'call' as const,
      strike: 150,
    };
    const shares = createLine({
      id: 'buy',
      ticker: 'PEP',
      symbol: 'PEP',
      quantity: 100,
      timestamp: at('2026-11-02'),
    });

    const short = run([shares, call], { symbol: call.symbol });
    const covered = run([shares, call], { symbol: call.symbol, contracts: 1 });

    expect(short).toEqual({
      ok: false,
      status: 409,
      message: 'An assignment of 2 calls delivers 200 shares; this account holds 100',
    });
    expect(covered).toMatchObject({
      ok: true,
      lines: [
        { orderType: 'assignment' },
        { tickerType: 'equity', optionType: 'call', quantity: 100, price: 150 },
      ],
    });
  });

  it('dates an event recorded on the day of a sale made after the close after that sale', () => {
    const lateSale = { ...soldPut, expiration: '2026-12-04', timestamp: '2026-11-27T22:30:00.000Z' };
    const later = new Date('2026-11-27T23:00:00.000Z');

    const outcome = optionEventLines({
      lines: [lateSale],
      request: request({ date: '2026-11-27' }),
      now: later,
      newId: () => 'evt',
    });

    expect(outcome).toMatchObject({ ok: true, lines: [{ timestamp: '2026-11-27T22:30:01.000Z' }, {}] });
  });
});
