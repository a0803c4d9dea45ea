/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/**
 * The CDK assertion tests run under Jest, as in CDK's own project template (issue 21 §14); every other tier stays
 * on vitest (vitest.config.ts). The infra code is ESM (`import.meta.url` in infra/lib/settings.ts), so Jest runs
 * with Node's VM modules and ts-jest only transpiles (the tsconfig sets `isolatedModules`), as tsc already checks types.
 */
const config: Config = {
  rootDir: '.',
  roots: ['<rootDir>/infra/test'],
  testMatch: ['**/*.test.ts'],
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/infra/tsconfig.json' }],
  },
  // aws-cdk-lib is large and every file synthesises the whole app: a generous timeout, as the vitest tier had.
  testTimeout: 120_000,
};

export default config;
