import { defineConfig } from 'vitest/config';

/**
 * One runner for every workspace. Tiers are told apart by file name (STYLE.md §7): unit tests need no I/O,
 * integration and browser tests share one local stack (the same code `npm start` runs) started by the global
 * setup on free ports with a throw-away data folder.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Lambdas run on Node 22 in AWS; this machine has Node 20, where the SDK warns on every process.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      {
        test: {
          name: 'shared-unit',
          include: ['shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'functions-unit',
          include: ['functions/src/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts'],
        },
      },
      {
        test: {
          name: 'web-unit',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/scripts/**/*.test.ts'],
          exclude: ['**/*.component.test.tsx'],
        },
      },
      {
        // Component tests: stateful pieces mounted in jsdom and driven with user-event (STYLE.md §7).
        test: {
          name: 'web-component',
          include: ['web/src/**/*.component.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/components/testing/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'stack',
          include: ['functions/src/**/*.integration.test.ts', 'web/e2e/**/*.spec.ts'],
          globalSetup: ['functions/src/local/test-stack.global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The browser and the stack share two cores: run the files of this tier one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
