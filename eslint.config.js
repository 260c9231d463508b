import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of the code base, by folder (docs/architecture.md). Every
 * import, relative or #alias, is resolved to a file and so to one of these.
 */
const layers = [
  { type: 'domain', pattern: 'functions/domain' },
  { type: 'contract', pattern: 'functions/contract' },
  { type: 'api', pattern: 'functions/api' },
  { type: 'store', pattern: 'functions/store' },
  { type: 'services', pattern: 'functions/services' },
  { type: 'server', pattern: 'functions/*', capture: ['area'] },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web-lib', pattern: 'web/src/lib' },
  // Presentational pieces several features show (badges, dialog frames).
  { type: 'web-ui', pattern: 'web/src/ui' },
  { type: 'web-testing', pattern: 'web/src/testing' },
  { type: 'web-app', pattern: 'web/src/app' },
];

const WEB = ['web-feature', 'web-lib', 'web-ui', 'web-testing', 'web-app'];

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.local', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // ESLint loads import resolvers with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['functions/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layers,
      'boundaries/include': ['functions/**/*', 'web/src/**/*'],
      'import/resolver': { [new URL('./tools/eslintImportResolver.cjs', import.meta.url).pathname]: {} },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              // Pure rules, shared with the browser and tested without a stand-in.
              from: { element: { type: 'domain' } },
              disallow: { to: { element: { type: '!domain' } } },
            },
            {
              // The contract (route table, answers, web config) is read by the browser: schemas only.
              from: { element: { type: 'contract' } },
              disallow: { to: { element: { types: { anyOf: ['api', 'store', 'services', 'server', ...WEB] } } } },
            },
            {
              // The store knows keys and items, never HTTP: the API maps records to its answers.
              from: { element: { type: 'store' } },
              disallow: { to: { element: { types: { anyOf: ['api', 'contract', ...WEB] } } } },
            },
            {
              // The browser gets the pure domain and the contract, never handler code.
              from: { element: { types: { anyOf: WEB } } },
              disallow: { to: { element: { types: { anyOf: ['api', 'store', 'services', 'server'] } } } },
            },
            {
              // A feature reaches another feature only through that feature's index.ts (its public parts).
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-feature', captured: { feature: '!{{ from.captured.feature }}' }, fileInternalPath: '!index.ts' } } },
            },
            {
              // The shared library and UI serve features; they know none of them.
              from: { element: { types: { anyOf: ['web-lib', 'web-ui'] } } },
              disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app', 'web-testing'] } } } },
            },
            {
              // Test harness only in tests.
              from: { file: { path: '!**/*.test.{ts,tsx}' } },
              disallow: { to: { element: { type: 'web-testing' } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(node:|@aws-sdk/|@middy/|@aws-lambda-powertools/|aws-lambda$)', message: 'functions/domain is pure: no I/O, no AWS, no Node built-ins.' }] },
      ],
    },
  },
);
