/**
 * Runs before the app's modules (a deferred classic script ahead of them in index.html): zod compiles object
 * parsers with `new Function` unless told not to, and the Content-Security-Policy forbids eval
 * (shared/src/security-headers.ts); even zod's probe for it is reported as a violation. zod reads this shared
 * config object when it loads, so no schema is built before it is set.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
