import { describe, expect, it } from 'vitest';
import { callApi } from '../testing/stack-client';
import { exampleUserWithGoals } from './testing/answer-users';
import { askThetix, dollars } from './testing/ask-thetix';

describe('"what if AAPL drops 10% before my call expires" (issue 32 item 5)', () => {
  it('answers the position’s change today and at the call’s expiry first, with the table behind it', async () => {
    // Prepare: a new example-portfolio user (1,231 AAPL shares with calls sold on them)
    const user = await exampleUserWithGoals('what-if user');
    const quote = (await callApi('/api/price/AAPL', { token: user.token })).body as { price: number };
    // Act
    const answer = await askThetix(user.token, 'what if AAPL drops 10% before my call expires');
    // Assess
    const moved = Math.round(quote.price * 0.9 * 100) / 100;
    expect(answer.answer).toContain(`If **AAPL** falls 10% to ${dollars(moved)}`);
    expect(answer.answer).toMatch(/would change by \*\*[−+-]?\$[\d,]+\.\d\d\*\* if it happened today/);
    const table = answer.widgets.find((widget) => widget.widget === 'table') as
      { title: string; rows: number[][] } | undefined;
    expect(table?.title).toBe('Your AAPL position if the stock falls 10%');
    expect(table?.rows).toHaveLength(3);
    // The calls soften the fall: at expiry the position loses less than the shares alone, by the calls' offset.
    const [, , change, sharesAlone, offset] = table!.rows[2]!;
    expect(sharesAlone!).toBeLessThan(0);
    expect(change!).toBeGreaterThanOrEqual(sharesAlone!);
    expect(Math.round((change! - sharesAlone!) * 100)).toBe(Math.round(offset! * 100));
  });
});
