// One lint configuration for every workspace. Boundaries (who may import whom) are rules, not conventions.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const webFeatures = [
  'app',
  'landing',
  'calculator',
  'auth',
  'onboarding',
  'dashboard',
  'profile',
  'marketing',
  'opportunities',
  'position',
  'history',
  'admin',
  'blog',
  'legal',
  'thetix',
  'ask',
  'public-thetix',
  'wheel',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/cdk.out/**',
      '.data/**',
      'coverage/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'shared/tsconfig.json',
            'functions/tsconfig.json',
            'infra/tsconfig.json',
            'web/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import * as z` lets esbuild drop zod's 260 KB of locales from every Lambda; `import { z }` keeps them.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind='value'] > ImportSpecifier[imported.name='z']",
          message: "Use import * as z from 'zod' (keeps Lambda bundles small).",
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // shared/ is pure domain and contracts: it may not reach into any other workspace.
            { target: './shared', from: ['./functions', './infra', './web'] },
            { target: './functions', from: ['./infra', './web'] },
            { target: './web', from: ['./functions', './infra'] },
            { target: './infra', from: ['./web'] },
            // Features never import each other; only routes (web/src/app) compose them.
            ...webFeatures
              .filter((feature) => feature !== 'app')
              .map((feature) => ({
                target: `./web/src/features/${feature}`,
                from: './web/src/features',
                except: [`./${feature}`],
              })),
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http', 'crypto'], message: 'shared/ is pure: no Node I/O.' },
            {
              group: ['@aws-sdk/*', 'aws-*', 'react', 'react-*'],
              message: 'shared/ imports no AWS SDK or React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.ts', '**/*.spec.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(only|skip|todo)$/][callee.object.name=/^(it|test|describe)$/]',
          message: 'No focused or skipped tests on main.',
        },
      ],
    },
  },
);
