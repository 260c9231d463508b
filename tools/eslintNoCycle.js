/**
 * `layers/no-cycle`: an import that leads, through other files of the
 * project, back to the file that makes it. Such a loop makes the two ends
 * one piece: neither can be read, tested or moved without the other, and
 * module evaluation order decides which sees the other half-initialised.
 *
 * Written here rather than taken from eslint-plugin-import-x: that rule
 * re-parses every file it passes with the full TypeScript parser (minutes on
 * this tree); this one reads the other files' import lines with a regular
 * expression, resolves each with the same resolver as the layer rules and
 * keeps the graph for the whole run, so the check costs a few seconds.
 *
 * Only value imports count: `import type` is erased before anything runs,
 * and a dynamic `import()` loads later, on demand, so neither can tie two
 * files at start-up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const resolver = require('./eslintImportResolver.cjs');

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

// `import x from '…'`, `import { a, b } from '…'`, `export * from '…'`, `import '…'`; not `import type`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
// `import { type A, type B } from '…'`: every name a type, so nothing is loaded.
const ONLY_TYPES = /^\s*(?:import|export)\s*\{\s*(?:type\s+[\w$]+(?:\s+as\s+[\w$]+)?\s*,?\s*)+\}\s*from/;

const resolved = new Map();
const importsOf = new Map();

function resolve(source, file) {
  if (!source.startsWith('.') && !source.startsWith('#')) return null;
  const key = `${path.dirname(file)}\0${source}`;
  if (!resolved.has(key)) {
    const answer = resolver.resolve(source, file, {});
    const target = answer.found && answer.path ? path.resolve(answer.path) : null;
    resolved.set(key, target && target.startsWith(ROOT + path.sep) && !target.includes(`${path.sep}node_modules${path.sep}`) ? target : null);
  }
  return resolved.get(key);
}

/** The project files a file loads at start-up, read from its text. */
function staticImports(file) {
  let targets = importsOf.get(file);
  if (targets) return targets;
  targets = [];
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // A file that cannot be read imports nothing we can follow.
  }
  for (const match of text.matchAll(STATIC_IMPORT)) {
    if (ONLY_TYPES.test(match[0])) continue;
    const target = resolve(match[1], file);
    if (target) targets.push(target);
  }
  importsOf.set(file, targets);
  return targets;
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of staticImports(file)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === goal) {
        const loop = [];
        for (let at = next; at !== null; at = cameFrom.get(at)) loop.unshift(at);
        return loop;
      }
      queue.push(next);
    }
  }
  return null;
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that leads back to the importing file' },
    messages: { cycle: 'Import cycle: {{ loop }}.' },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    function check(node) {
      if (!node.source || typeof node.source.value !== 'string' || isTypeOnly(node)) return;
      const target = resolve(node.source.value, file);
      if (!target || target === file) return;
      const loop = pathBack(target, file);
      if (loop) context.report({ node, messageId: 'cycle', data: { loop: [file, ...loop].map((f) => path.relative(ROOT, f)).join(' -> ') } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { meta: { name: 'layers' }, rules: { 'no-cycle': noCycle } };
