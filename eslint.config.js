import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noCycle from './tools/eslintNoCycle.js';

/**
 * The layers of the code base, by folder: the table "Layers and who may
 * import whom" in docs/architecture.md, row for row. Every import, relative
 * or #alias, is resolved to a file and so to one of these (the first that
 * matches; a pattern matches the nearest folder of a path that fits it,
 * unless partialMatch is false: then the path from the root).
 */
const layers = [
  { type: 'domain', pattern: 'functions/domain' },
  { type: 'schema', pattern: 'functions/schema' },
  { type: 'contract', pattern: 'functions/contract' },
  { type: 'services', pattern: 'functions/services' },
  { type: 'store', pattern: 'functions/store' },
  { type: 'views', pattern: 'functions/views' },
  { type: 'api', pattern: 'functions/api' },
  { type: 'triggers', pattern: 'functions/triggers' },
  { type: 'jobs', pattern: 'functions/jobs' },
  { type: 'realtime', pattern: 'functions/realtime' },
  { type: 'stream', pattern: 'functions/stream' },
  { type: 'dev', pattern: 'functions/dev' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web-lib', pattern: 'web/src/lib' },
  // Presentational pieces several features show (badges, dialog frames, spinners, the theme).
  { type: 'web-ui', pattern: 'web/src/ui' },
  // What every feature uses of the running app: the signed-in user, the toaster, the query client.
  { type: 'web-shared', pattern: 'web/src/shared' },
  { type: 'web-testing', pattern: 'web/src/testing' },
  { type: 'web-app', pattern: 'web/src/app' },
  // main.tsx, the Vite config and the build's helpers.
  { type: 'web-build', pattern: 'web' },
  // From the root only: web/src/lib is not the CDK stack.
  { type: 'cdk', pattern: 'lib', partialMatch: false },
  { type: 'local', pattern: 'bin', partialMatch: false },
  { type: 'test-support', pattern: 'tests/support', partialMatch: false },
  { type: 'tests', pattern: 'tests/*', partialMatch: false },
  { type: 'bench', pattern: 'bench', partialMatch: false },
  { type: 'tools', pattern: 'tools', partialMatch: false },
];

const FUNCTIONS = ['domain', 'schema', 'contract', 'services', 'store', 'views', 'api', 'triggers', 'jobs', 'realtime', 'stream', 'dev'];
const WEB = ['web-feature', 'web-lib', 'web-ui', 'web-shared', 'web-testing', 'web-app', 'web-build'];
const ALL = [...FUNCTIONS, 'cdk', 'local', 'test-support', 'tests', 'bench', 'tools', ...WEB];

/**
 * What each layer may import besides itself, with the reason: each becomes a
 * rule forbidding every other layer (tests/unit/lint/layers.test.ts keeps a
 * probe per row).
 */
const MAY_IMPORT = {
  // Pure rules, shared with the browser and tested without a stand-in.
  domain: [],
  // The table's shape and the deletion workflow's ASL: the stack, the local runtime and the store build from them.
  schema: [],
  // The route table, answers and web config are read by the browser: schemas only.
  contract: ['domain'],
  // AWS clients and the environment: no business of any record or route.
  services: ['domain'],
  // The store knows keys and items, never HTTP: the API maps records to its answers.
  store: ['domain', 'schema', 'services'],
  // Records as the contract shows them, for the API and the realtime push alike.
  views: ['domain', 'contract', 'store'],
  api: ['domain', 'contract', 'services', 'store', 'views'],
  // Cognito triggers, jobs and the realtime functions are handlers of their own: none reaches into another's.
  triggers: ['domain', 'services', 'store'],
  jobs: ['domain', 'schema', 'services', 'store'],
  realtime: ['domain', 'services', 'store', 'views'],
  // The table stream's one reader hands each batch to the jobs and the push that consume it (functions/stream/consumers.ts).
  stream: ['schema', 'services', 'jobs', 'realtime'],
  // Run from a workstation, never in Lambda: the local seed writes what the API would; admins.ts makes admins (seed, npm run admin).
  dev: ['domain', 'contract', 'services', 'store', 'api'],
  // The CDK stack reads the route table and the shared constants, never runtime code.
  cdk: ['domain', 'schema', 'contract'],
  // The local runtime stands in for AWS: it runs every function, builds the web and reads the stack's tables.
  local: [...FUNCTIONS, 'cdk', 'web-build'],
  // Helpers the tests share; the tests and the benchmarks may use anything but each other's files.
  'test-support': [...FUNCTIONS, 'cdk', 'local', 'bench', 'web-build'],
  tests: [...FUNCTIONS, 'cdk', 'local', 'test-support', 'bench', 'tools', ...WEB],
  bench: [...FUNCTIONS, 'cdk', 'local', 'test-support'],
  tools: [],
  // The shared library and UI serve features; they know none of them.
  // (web/src/testing, the harness, only from test files: the policy after these.)
  'web-lib': ['domain', 'contract', 'web-testing'],
  'web-ui': ['domain', 'contract', 'web-lib', 'web-testing'],
  'web-shared': ['domain', 'contract', 'web-lib', 'web-ui', 'web-testing'],
  // A feature never imports the shell (web/src/app): what features share lives in lib, ui or shared.
  'web-feature': ['domain', 'contract', 'web-lib', 'web-ui', 'web-shared', 'web-testing'],
  'web-app': ['domain', 'contract', 'web-lib', 'web-ui', 'web-shared', 'web-feature', 'web-testing'],
  'web-testing': ['domain', 'contract', 'web-lib', 'web-ui', 'web-shared', 'web-feature', 'web-app'],
  'web-build': ['contract', ...WEB],
};

const layerPolicies = Object.entries(MAY_IMPORT).map(([layer, allowed]) => ({
  from: { element: { type: layer } },
  disallow: { to: { element: { types: { anyOf: ALL.filter((to) => to !== layer && !allowed.includes(to)) } } } },
}));

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
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries, layers: noCycle },
    settings: {
      'boundaries/elements': layers,
      'boundaries/include': ['{functions,lib,bin,tests,bench,tools,web}/**/*'],
      'import/resolver': { [new URL('./tools/eslintImportResolver.cjs', import.meta.url).pathname]: {} },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            ...layerPolicies,
            {
              // A feature reaches another feature only through that feature's index.ts (its public parts).
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: { element: { type: 'web-feature', captured: { feature: '!{{ from.captured.feature }}' }, fileInternalPath: '!index.ts' } },
              },
            },
            {
              // Test harness only in tests.
              from: { file: { path: '!**/*.test.{ts,tsx}' } },
              disallow: { to: { element: { type: 'web-testing' } } },
            },
          ],
        },
      ],
      'layers/no-cycle': 'error',
    },
  },
  {
    files: ['functions/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|@aws-sdk/|@middy/|@aws-lambda-powertools/|aws-lambda$)',
              message: 'functions/domain is pure: no I/O, no AWS, no Node built-ins.',
            },
          ],
        },
      ],
    },
  },
);
