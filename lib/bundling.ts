/**
 * How every Lambda bundle is built, in esbuild's own terms: lib/lambda.ts
 * hands these to NodejsFunction, and the bench and the bundle-size test
 * build with the same options, so their figures are what a deploy ships.
 * No CDK here (the bench imports it).
 */
import type { BuildOptions } from 'esbuild';

/**
 * ESM bundles have no `require`; some dependencies (bundled CommonJS code)
 * still call it. This banner gives the module a real one.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __vouchedCreateRequire } from 'node:module'; const require = __vouchedCreateRequire(import.meta.url);";

/**
 * Not bundled: the AWS SDK v3 that the Lambda Node.js 22 runtime provides
 * (docs/decisions.md, "Lambda bundles").
 */
export const RUNTIME_PROVIDED_MODULES = ['@aws-sdk/*'];

export const LAMBDA_BUNDLE_OPTIONS = {
  bundle: true,
  format: 'esm',
  target: 'node22',
  platform: 'node',
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  minify: true,
  external: RUNTIME_PROVIDED_MODULES,
} as const satisfies BuildOptions;

/** The goal for every API function's bundle, gzipped (issue 7). */
export const API_BUNDLE_MAX_GZIP_BYTES = 100 * 1024;
