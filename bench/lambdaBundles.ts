/**
 * Gzipped size of each Lambda bundle, built with the options lib/lambda.ts
 * gives NodejsFunction (ESM, node22, minified, AWS SDK bundled), so the
 * figure is what a cold start has to load.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { FEATURES } from '../functions/api/routes';

export const LAMBDA_ENTRIES: Record<string, string> = {
  ...Object.fromEntries(FEATURES.map((f) => [`api/${f}`, `functions/api/${f}/handler.ts`])),
  'trigger/preSignUp': 'functions/triggers/preSignUp.ts',
  'trigger/postConfirmation': 'functions/triggers/postConfirmation.ts',
  'trigger/preTokenGeneration': 'functions/triggers/preTokenGeneration.ts',
  'trigger/customMessage': 'functions/triggers/customMessage.ts',
  'job/expireInvites': 'functions/jobs/expireInvites.ts',
  'job/finalizeDeletion': 'functions/jobs/finalizeDeletion.ts',
};

export interface BundleSize {
  name: string;
  bytes: number;
  gzipBytes: number;
}

export async function measureLambdaBundles(): Promise<BundleSize[]> {
  const sizes: BundleSize[] = [];
  for (const [name, entry] of Object.entries(LAMBDA_ENTRIES)) {
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      mainFields: ['module', 'main'],
      minify: true,
      logLevel: 'silent',
    });
    const code = out.outputFiles[0]!.contents;
    sizes.push({ name, bytes: code.byteLength, gzipBytes: gzipSync(code).byteLength });
  }
  return sizes;
}
