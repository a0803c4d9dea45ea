import * as z from 'zod';

/** Feature flags named in the spec; others may appear later, so unknown names are kept. */
export const featureFlagsSchema = z.record(z.string(), z.boolean());

export const landingPageSchema = z.enum(['thetix', 'dashboard']);

export const userPreferencesSchema = z.object({
  landing_page: landingPageSchema.optional(),
});

/** GET /api/profile (spec part 1 §3, Profile/User). */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  profilePicture: z.string().nullable(),
  createdAt: z.string(),
  hasCompletedOnboarding: z.boolean(),
  /** Founder's Access: one of the first seats of the beta. */
  foundersAccess: z.boolean(),
  featureFlags: featureFlagsSchema,
  preferences: userPreferencesSchema,
});
export type Profile = z.infer<typeof profileSchema>;
