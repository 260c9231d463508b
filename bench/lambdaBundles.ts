/**
 * Each Lambda bundle of the function table (lib/functions.ts), built as a
 * deploy builds it (lib/bundling.ts): its gzipped size, and the time Node
 * takes to import it cold, each time in a fresh process (median of several
 * runs), twice over:
 *  - whole: the bundle and the modules it leaves to the runtime (the AWS SDK)
 *    and to the Powertools layer (Logger, Metrics, the Tracer with the X-Ray
 *    SDK), which a cold start loads too (the project's copies stand in);
 *  - own code: the same with those modules loaded before the clock starts.
 * Each import runs with AWS_EXECUTION_ENV as in Lambda, so the Tracer loads
 * as it does there (services/observability.ts). The bundles are written
 * inside the project so that those modules resolve.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { LAMBDA_BUNDLE_OPTIONS } from '#lib/bundling';
import { LAMBDA_FUNCTIONS, type LambdaFunctionDef } from '#lib/functions';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Bundle {
  code: Uint8Array;
  /** The packages the runtime and the layer provide that it imports (not bundled), Node's own modules aside. */
  externalImports: string[];
  /** The files bundled, relative to the project root. */
  inputs: string[];
}

export interface BundleFigures {
  name: string;
  bytes: number;
  gzipBytes: number;
  /** Median cold import, milliseconds, with the SDK and Powertools modules it imports. */
  importMs: number;
  /** The same, with those modules already loaded: the cost of our code alone. */
  ownImportMs: number;
}

/** The minified bundle of one function, in memory. */
export async function bundleOf(fn: LambdaFunctionDef): Promise<Bundle> {
  const out = await build({
    ...LAMBDA_BUNDLE_OPTIONS,
    entryPoints: [path.join(PROJECT_ROOT, fn.entry)],
    absWorkingDir: PROJECT_ROOT,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const imports = Object.values(out.metafile.outputs).flatMap((o) => o.imports);
  return {
    code: out.outputFiles[0]!.contents,
    externalImports: [...new Set(imports.filter((i) => i.external && !isBuiltin(i.path)).map((i) => i.path))],
    inputs: Object.keys(out.metafile.inputs),
  };
}

export function gzipSize(code: Uint8Array): number {
  return gzipSync(code).byteLength;
}

/** The part of Lambda's environment that changes what a bundle loads: with AWS_EXECUTION_ENV, the Tracer (services/observability.ts). */
const LAMBDA_LIKE_ENV = { ...process.env, AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x' };

/** The median of `runs` imports of `file`, each in a new Node process, after importing `preload` untimed. */
function medianImportMs(file: string, preload: readonly string[], runs: number): number {
  const script = `for (const m of ${JSON.stringify(preload)}) await import(m);
const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.dirname(file),
      encoding: 'utf8',
      env: LAMBDA_LIKE_ENV,
    });
    if (child.status !== 0) throw new Error(`importing ${file} failed: ${child.stderr}`);
    samples.push(Number(child.stdout));
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

export async function measureLambdaBundles(importRuns = 7): Promise<BundleFigures[]> {
  const dir = path.join(PROJECT_ROOT, 'node_modules/.cache/vouched-bench-bundles');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  try {
    const figures: BundleFigures[] = [];
    for (const fn of LAMBDA_FUNCTIONS) {
      const { code, externalImports } = await bundleOf(fn);
      const file = path.join(dir, `${fn.name}.mjs`);
      writeFileSync(file, code);
      figures.push({
        name: fn.name,
        bytes: code.byteLength,
        gzipBytes: gzipSize(code),
        importMs: medianImportMs(file, [], importRuns),
        ownImportMs: medianImportMs(file, externalImports, importRuns),
      });
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
