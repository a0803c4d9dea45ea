// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { goalSaveLabel } from './goal-draft';

describe('goal save button (spec part 1 §4)', () => {
  it.each([
    [{ changed: false, justSaved: false }, 'No Changes'],
    [{ changed: true, justSaved: false }, 'Save Changes'],
    [{ changed: false, justSaved: true }, 'Saved!'],
    [{ changed: true, justSaved: true }, 'Save Changes'],
  ])('%j reads %j', (input, expected) => {
    expect(goalSaveLabel(input)).toBe(expected);
  });
});
