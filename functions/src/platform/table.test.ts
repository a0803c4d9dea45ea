import { describe, expect, it } from 'vitest';
import { prefixRange, setAttributes, writeIf } from './table';

describe('setAttributes', () => {
  it('sets only the attributes given, every name aliased (reserved words such as name are safe)', () => {
    // Act
    const update = setAttributes({
      updated_at: 'now',
      name: 'Income',
      description: undefined,
      is_public: false,
    });
    // Assess
    expect(update).toEqual({
      UpdateExpression: 'SET #a0 = :a0, #a1 = :a1, #a2 = :a2',
      ExpressionAttributeNames: { '#a0': 'updated_at', '#a1': 'name', '#a2': 'is_public' },
      ExpressionAttributeValues: { ':a0': 'now', ':a1': 'Income', ':a2': false },
    });
  });
});

describe('writeIf', () => {
  it('answers false for a refused condition and rethrows anything else', async () => {
    const refused = Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' });
    expect(await writeIf(async () => undefined)).toBe(true);
    expect(await writeIf(async () => Promise.reject(refused))).toBe(false);
    await expect(writeIf(async () => Promise.reject(new Error('throttled')))).rejects.toThrow('throttled');
  });
});

describe('prefixRange', () => {
  // DynamoDB orders string keys by their UTF-8 bytes.
  const inRange = (key: string, range: { from: string; to: string }) =>
    Buffer.compare(Buffer.from(key), Buffer.from(range.from)) >= 0 &&
    Buffer.compare(Buffer.from(key), Buffer.from(range.to)) <= 0;

  it('selects exactly the keys that begin with the prefix', () => {
    const range = prefixRange('AGG#acc-1#BOOK#');
    const keys = [
      'AGG#acc-1#BOOK#',
      'AGG#acc-1#BOOK#AAPL',
      'AGG#acc-1#BOOK#~~~',
      'AGG#acc-1#BOOK#\u00e9t\u00e9',
      'AGG#acc-1#BOOK#\u{1F600}',
      'AGG#acc-1#BOOK',
      'AGG#acc-1#BOOL#',
      'AGG#acc-1#DAY#2026-01-02',
      'AGG#acc-10#BOOK#AAPL',
      'ACCOUNT#acc-1',
      'TXN#acc-1#AAPL#',
    ];
    expect(keys.filter((key) => inRange(key, range))).toEqual(
      keys.filter((key) => key.startsWith('AGG#acc-1#BOOK#')),
    );
  });
});
