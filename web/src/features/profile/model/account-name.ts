import { accountNameSchema } from '@thetix/shared/contracts/portfolio';

/** Spec part 1 §4 and §5: save is enabled only when the trimmed name is non-empty and differs from the current one. */
export const canRename = (current: string, draft: string): boolean => {
  const trimmed = draft.trim();
  return accountNameSchema.safeParse(draft).success && trimmed !== current.trim();
};

/** Spec part 1 §5: 'Account name is required' after trimming; undefined when the name is acceptable. */
export const accountNameError = (draft: string): string | undefined => {
  const parsed = accountNameSchema.safeParse(draft);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};
