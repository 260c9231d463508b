/**
 * How every Lambda bundle is built, in esbuild's own terms: lib/lambda.ts
 * hands these to NodejsFunction, and the bench and the bundle-size test
 * build with the same options, so their figures are what a deploy ships.
 * No CDK here (the bench imports it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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

/**
 * Not bundled either: Powertools for AWS Lambda (Logger, Tracer with the
 * X-Ray SDK, Metrics), which the official Powertools layer gives every
 * function (lib/lambda.ts), at POWERTOOLS_VERSION (docs/decisions.md, "One
 * observability module").
 */
export const LAYER_PROVIDED_MODULES = ['@aws-lambda-powertools/*'];

/** Everything a bundle imports at run time instead of carrying it. */
export const BUNDLE_EXTERNALS: string[] = [...RUNTIME_PROVIDED_MODULES, ...LAYER_PROVIDED_MODULES];

/** The version of an installed package, from its own package.json. */
export function installedVersion(name: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === name && manifest.version) return manifest.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json of ${name} above its entry`);
    dir = parent;
  }
}

/**
 * The Powertools version the functions are tested against, the installed
 * Logger's: the layer is pinned to it, so upgrading the packages moves the
 * layer with them (tests/infra/bundles.test.ts holds every Powertools package
 * at this one version).
 */
export const POWERTOOLS_VERSION = installedVersion('@aws-lambda-powertools/logger');

export const LAMBDA_BUNDLE_OPTIONS = {
  bundle: true,
  format: 'esm',
  target: 'node22',
  platform: 'node',
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  minify: true,
  external: BUNDLE_EXTERNALS,
} as const satisfies BuildOptions;

/** The goal for every function's bundle, gzipped (issue 7 set 100 KiB for the API's; issue 21, 64 KiB for all). */
export const LAMBDA_BUNDLE_MAX_GZIP_BYTES = 64 * 1024;
