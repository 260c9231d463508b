/**
 * What a Lambda bundle carries, by package: `npm run bench:bundle-contents -- ApiBlog Unfurl`
 * builds each named function of lib/functions.ts as a deploy does (lib/bundling.ts) and prints
 * its minified size and the bytes each package (or folder of ours) puts in it, largest first.
 * The place to start when a bundle nears its limit (tests/infra/bundles.test.ts).
 */
import { build } from 'esbuild';
import path from 'node:path';
import { LAMBDA_FUNCTIONS } from '#lib/functions';
import { LAMBDA_BUNDLE_OPTIONS } from '#lib/bundling';
for (const name of process.argv.slice(2)) {
  const fn = LAMBDA_FUNCTIONS.find((f) => f.name === name);
  if (!fn) throw new Error(`no function named ${name} in lib/functions.ts`);
  const out = await build({ ...LAMBDA_BUNDLE_OPTIONS, entryPoints: [path.resolve(fn.entry)], write: false, metafile: true, logLevel: 'silent' });
  const o = Object.values(out.metafile.outputs)[0]!;
  const byPkg = new Map<string, number>();
  for (const [file, { bytesInOutput }] of Object.entries(o.inputs)) {
    const m = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const key = m ? m[1]! : file.split('/').slice(0, 2).join('/');
    byPkg.set(key, (byPkg.get(key) ?? 0) + bytesInOutput);
  }
  console.log(name, 'total', (o.bytes / 1024).toFixed(1));
  for (const [k, v] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log('  ', (v / 1024).toFixed(1).padStart(7), k);
}
