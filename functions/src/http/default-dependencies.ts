import { tokenVerifier } from '../auth/token-verifier';
import { createLogger } from '../platform/logger';
import { systemClock } from '../platform/clock';
import { defaultTable } from '../platform/table';
import { buildProfileRepository } from '../profile/profile-repository';
import { buildSecurityLogRepository } from '../security/security-log-repository';
import { config } from '../config';
import type { HttpDependencies } from './http-types';
import { allowedOrigins, xsrfSecret } from './xsrf-token';

let shared: HttpDependencies | undefined;

/** The real side effects of the middleware chain, created once per process. */
export function defaultHttpDependencies(): HttpDependencies {
  if (shared) return shared;
  const table = defaultTable();
  const profiles = buildProfileRepository(table);
  const securityLog = buildSecurityLogRepository(table, systemClock);
  shared = {
    verifyToken: tokenVerifier(),
    isAdmin: async (userId) => (await profiles.getProfile(userId))?.featureFlags.admin === true,
    userExists: async (userId) => (await profiles.getProfile(userId)) !== undefined,
    audit: (entry) => securityLog.record(entry),
    xsrfSecret,
    allowedOrigins: () => allowedOrigins(config()),
    clock: systemClock,
    logger: createLogger(),
  };
  return shared;
}
