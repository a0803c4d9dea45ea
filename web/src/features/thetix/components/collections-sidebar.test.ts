import type { CardCollection } from '@thetix/shared/contracts/thetix';
import { describe, expect, it } from 'vitest';
import { selectionAfterDelete } from './collections-sidebar';

const collection = (id: string, is_default = false) => ({ id, is_default }) as CardCollection;

describe('the selection after deleting a collection (spec part 3 §2)', () => {
  it('keeps the selection when another collection is deleted', () => {
    expect(selectionAfterDelete([collection('a', true), collection('b'), collection('c')], 'c', 'b')).toBe(
      'b',
    );
  });

  it('selects the default collection when the selected one is deleted', () => {
    expect(selectionAfterDelete([collection('a'), collection('b', true), collection('c')], 'c', 'c')).toBe(
      'b',
    );
  });

  it('selects the first remaining one when there is no default', () => {
    expect(selectionAfterDelete([collection('a'), collection('b'), collection('c')], 'a', 'a')).toBe('b');
  });
});
