import { describe, expect, it } from 'vitest';
import { setAttributes, writeIf } from './table';

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
