/**
 * Spec part 1 §4, goal save: the button reads 'No Changes' while the choice equals what is stored, 'Save Changes'
 * once it differs, and 'Saved!' right after a save until the next change.
 */
export type GoalSaveLabel = 'No Changes' | 'Save Changes' | 'Saved!';

export function goalSaveLabel(input: { changed: boolean; justSaved: boolean }): GoalSaveLabel {
  if (input.changed) return 'Save Changes';
  return input.justSaved ? 'Saved!' : 'No Changes';
}
