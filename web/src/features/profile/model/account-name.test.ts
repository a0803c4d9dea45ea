// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountNameError, canRename } from './account-name';

describe('account names (spec part 1 §4, §5)', () => {
  it.each([
    ['Brokerage', 'Roth IRA', true],
    ['Brokerage', '  Roth IRA  ', true],
    ['Brokerage', 'Brokerage', false],
    ['Brokerage', ' Brokerage ', false],
    ['Brokerage', '   ', false],
    ['Brokerage', '', false],
  ])('renaming %j to %j can be saved: %s', (current, draft, expected) => {
    expect(canRename(current, draft)).toBe(expected);
  });

  it("says 'Account name is required' for a blank name", () => {
    expect(accountNameError('   ')).toBe('Account name is required');
    expect(accountNameError('Savings')).toBeUndefined();
  });
});
