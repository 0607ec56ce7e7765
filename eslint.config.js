import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const MODULE_INTERNALS = {
  regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$).+',
  message: 'A module uses another module only through its index.ts.',
};
const SERVER_FROM_WEB = { regex: '(^|/)server/', message: 'The web app imports common/, never server/.' };
const WEB_FROM_ELSEWHERE = { regex: '(^|/)web/', message: 'Only the web app imports web/.' };
const FASTIFY = {
  regex: '^(fastify|@fastify/.*)$|/http/',
  message: 'Services, repos and policies never depend on the HTTP layer, so jobs can reuse them.',
};

/** The layering of docs/ARCHITECTURE.md, enforced. */
export default tseslint.config(
  { ignores: ['dist/**', 'var/**', 'node_modules/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**', '.scratch/**', 'e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'max-lines': ['error', { max: 450, skipBlankLines: true, skipComments: true }],
      'no-console': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [SERVER_FROM_WEB] }],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(server|web)/', message: 'common/ depends on nothing of server/ or web/.' },
            { regex: '^(react|fastify|drizzle-orm|pg)($|/)', message: 'common/ holds contracts only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_FROM_ELSEWHERE] }] },
  },
  {
    files: ['server/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_FROM_ELSEWHERE, MODULE_INTERNALS] }] },
  },
  {
    files: ['server/modules/**/*.service.ts', 'server/modules/**/*.repo.ts', 'server/modules/**/*.policy.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_FROM_ELSEWHERE, MODULE_INTERNALS, FASTIFY] }] },
  },
  {
    files: ['server/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_FROM_ELSEWHERE,
            MODULE_INTERNALS,
            { regex: '\\.repo\\.ts$|/db/', message: 'Routes delegate to services; only repos touch the database.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/modules/**/*.policy.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [FASTIFY, { regex: '/db/|\\.repo\\.ts$', message: 'Policies are pure functions.' }] },
      ],
    },
  },
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Browser tests import test and expect from './support/test.ts', whose test ends every test with the accessibility check.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', 'server/main.ts', 'web/app/client-log.ts'],
    rules: { 'no-console': 'off' },
  },
);
