import { tableDefinition } from '@thetix/shared/table';
import { describe, expect, it } from 'vitest';
import { LIST_ATTRIBUTES } from '../opportunities/opportunity-entity';

const projected = (name: string) => {
  const index = tableDefinition.globalSecondaryIndexes.find((entry) => entry.indexName === name)!;
  return new Set<string>(['pk', 'sk', index.partitionKey, index.sortKey, ...index.nonKeyAttributes]);
};

describe('what the indexes project (decision 280)', () => {
  it('the lookup index carries every attribute an opportunity list reads, so the list needs no item reads', () => {
    // Act
    const missing = LIST_ATTRIBUTES.filter((attribute) => !projected('lookup').has(attribute));

    // Assess
    expect(missing).toEqual([]);
  });

  it('neither index carries a card result, plan or debug notes, so a card write costs no index write', () => {
    // Act
    const carried = ['lookup', 'due'].flatMap((name) =>
      ['result_json', 'plan_json', 'debug_json', 'materialized_updated_at', 'job_status'].filter(
        (attribute) => projected(name).has(attribute),
      ),
    );

    // Assess
    expect(carried).toEqual([]);
  });
});
