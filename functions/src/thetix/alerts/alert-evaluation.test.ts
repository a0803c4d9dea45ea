import { describe, expect, it } from 'vitest';
import {
  alarmWidget,
  armedAlert,
  evaluateAlert,
  nextAlertCheck,
  rearmed,
  type AlertRecord,
  type PriceAlert,
} from './alert-evaluation';

/** Price alerts evaluated one look at a time (docs/thetix.md, "Alerts"): states, crossings, one trigger per arming. */

const above: PriceAlert = { ticker: 'AAPL', direction: 'above', price: 250 };
const below: PriceAlert = { ticker: 'KO', direction: 'below', price: 60 };
const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 15, minute));

/** Evaluates the prices one after another, a minute apart, from a fresh arming; returns every step. */
function walk(alert: PriceAlert, prices: readonly number[], from?: AlertRecord) {
  let record = from;
  return prices.map((price, minute) => {
    const step = evaluateAlert({ alert, record, price, now: at(minute) });
    record = step.record;
    return step;
  });
}

describe('evaluating a price alert', () => {
  it('goes armed → tracking → triggered as the price rises across an "above" trigger', () => {
    // Act
    const steps = walk(above, [240, 248, 249.99, 250.4]);
    // Assess
    expect(steps.map((step) => step.record.state)).toEqual(['armed', 'tracking', 'tracking', 'triggered']);
    expect(steps.map((step) => step.fired)).toEqual([false, false, false, true]);
    expect(steps[3]!.record).toMatchObject({
      triggeredAt: at(3).toISOString(),
      triggeredCents: 25040,
      notifiedAt: null,
    });
  });

  it('triggers a "below" alert when the price falls across it', () => {
    const steps = walk(below, [61.5, 60.3, 59.9]);
    expect(steps.map((step) => step.record.state)).toEqual(['armed', 'tracking', 'triggered']);
    expect(steps.map((step) => step.fired)).toEqual([false, false, true]);
  });

  it('is not met at the trigger itself: "above $250" needs more than $250.00', () => {
    const steps = walk(above, [249, 250, 250.004]);
    expect(steps.some((step) => step.fired)).toBe(false);
    expect(steps.at(-1)!.record.state).toBe('tracking');
  });

  it('does not fire for a price that was already past the trigger when armed, only for the next crossing', () => {
    // Act
    const steps = walk(above, [255, 256, 249, 251]);
    // Assess
    expect(steps.map((step) => step.fired)).toEqual([false, false, false, true]);
    expect(steps[0]!.record.state).toBe('armed');
  });

  it('fires once: a triggered alert stays so, whatever the price does, until re-armed', () => {
    // Prepare
    const triggered = walk(above, [249, 251]).at(-1)!.record;
    // Act
    const after = walk(above, [252, 240, 251, 260], triggered);
    // Assess
    expect(after.every((step) => !step.fired && !step.changed)).toBe(true);
    expect(after.every((step) => step.record === triggered)).toBe(true);
  });

  it('fires again after a re-arm, on a new crossing only', () => {
    // Prepare
    const triggered = walk(above, [249, 251]).at(-1)!.record;
    const again = rearmed(triggered, at(10));
    // Act
    const steps = walk(above, [252, 248, 250.5], again);
    // Assess
    expect(again).toMatchObject({
      state: 'armed',
      rev: triggered.rev + 1,
      lastCents: null,
      triggeredAt: null,
    });
    expect(steps.map((step) => step.fired)).toEqual([false, false, true]);
  });

  it('moves the revision on with every stored change, so a write can be made conditional on it', () => {
    const steps = walk(above, [240, 241], armedAlert(at(0), 7));
    expect(steps.map((step) => step.record.rev)).toEqual([8, 9]);
  });
});

describe('when a card with an armed alert is looked at next', () => {
  it('is a minute later during the session', () => {
    expect(nextAlertCheck(new Date('2026-03-10T15:00:00Z')).toISOString()).toBe('2026-03-10T15:01:00.000Z');
  });

  it('is the close itself in the last minute, then the next open', () => {
    expect(nextAlertCheck(new Date('2026-03-10T19:59:30Z')).toISOString()).toBe('2026-03-10T20:00:00.000Z');
    expect(nextAlertCheck(new Date('2026-03-10T20:00:00Z')).toISOString()).toBe('2026-03-11T13:30:00.000Z');
  });

  it('waits over weekends and holidays for the next session', () => {
    // Friday after the close → Monday's open; Good Friday 2026 (Apr 3) is a holiday.
    expect(nextAlertCheck(new Date('2026-03-13T21:00:00Z')).toISOString()).toBe('2026-03-16T13:30:00.000Z');
    expect(nextAlertCheck(new Date('2026-04-02T21:00:00Z')).toISOString()).toBe('2026-04-06T13:30:00.000Z');
  });
});

describe('the alarm of an alert', () => {
  it('says where a tracking alert is against its trigger', () => {
    const record = walk(above, [248]).at(-1)!.record;
    const widget = alarmWidget({ alert: above, title: 'AAPL alert', price: 248, record });
    expect(widget.alarm_text).toBe('AAPL is at $248.00, within 1 % of $250.00.');
    expect(widget.alert).toMatchObject({ id: 'AAPL-above-25000', state: 'tracking', price: 248 });
    expect(widget.value).toBe(false);
  });

  it('says when and at what price it triggered, in New York time', () => {
    const record = walk(above, [249, 250.41]).at(-1)!.record;
    const widget = alarmWidget({ alert: above, title: 'AAPL alert', price: 252, record });
    expect(widget.alarm_text).toBe('AAPL went above $250.00: $250.41 at Mar 10, 11:01 AM ET.');
    expect(widget.alert).toMatchObject({ state: 'triggered', triggered_price: 250.41 });
    expect(widget.value).toBe(true);
  });

  it('says an alert armed past its trigger waits for the next crossing', () => {
    const record = walk(below, [58]).at(-1)!.record;
    const widget = alarmWidget({ alert: below, title: 'KO alert', price: 58, record });
    expect(widget.alarm_text).toBe(
      'KO is already below $60.00 (at $58.00): the alert fires the next time it falls below $60.00.',
    );
  });
});
