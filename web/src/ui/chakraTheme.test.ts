/**
 * chakraTheme.ts lists only the recipes the app's Chakra components use; a
 * component whose recipe is missing renders unstyled without any error. This
 * test reads every name web/src imports from '@chakra-ui/react', follows it
 * into Chakra's own files (and the files those import) and collects the
 * recipe keys they ask for: each must be in the theme.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes } from './chakraTheme';

// Paths from the repository root, where vitest runs (jsdom's import.meta.url is not a file URL).
const webSrc = path.resolve('web/src');
const chakraEsm = path.resolve('node_modules/@chakra-ui/react/dist/esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Names the app imports from '@chakra-ui/react' (types excluded). */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(webSrc)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** Chakra's index: exported name → the file defining it (namespaces like Dialog → their namespace file). */
function exportFiles(): Map<string, string> {
  const index = readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');
  const files = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]*)\} from '(\.[^']+)'/g)) {
    for (const part of m[1]!.split(','))
      files.set(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        path.join(chakraEsm, m[2]!),
      );
  }
  const namespaces = new Map<string, string>();
  for (const m of index.matchAll(/import \* as ([\w$]+) from '(\.[^']+)'/g)) namespaces.set(m[1]!, path.join(chakraEsm, m[2]!));
  for (const m of index.matchAll(/export \{ ([\w$]+) as (\w+) \};/g)) {
    const file = namespaces.get(m[1]!);
    if (file) files.set(m[2]!, file);
  }
  return files;
}

/** Recipe keys the given Chakra files, and Chakra files they import, ask the system for. */
function recipeKeys(startFiles: string[]): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(chakraEsm)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/(?:RecipeContext|use(?:Slot)?Recipe)\(\s*\{\s*key:\s*"(\w+)"/g)) keys.add(m[1]!);
    for (const m of source.matchAll(/from '(\.[^']+)'/g)) visit(path.join(path.dirname(file), m[1]!));
  };
  startFiles.forEach(visit);
  return keys;
}

describe('the Chakra theme', () => {
  it('has the recipe of every Chakra component the app uses', () => {
    const files = exportFiles();
    const names = [...importedNames()];
    const unknown = names.filter(
      (name) =>
        !files.has(name) &&
        !['ChakraProvider', 'createSystem', 'defineConfig', 'defaultBaseConfig', 'createToaster', 'chakra', 'Portal'].includes(name),
    );
    expect(unknown, 'imports this test cannot follow into Chakra').toEqual([]);
    const needed = recipeKeys(names.flatMap((name) => files.get(name) ?? []));
    // Chakra components with a recipe context but no recipe in Chakra's own theme either (e.g. Text).
    const chakraHasNone = new Set(['text']);
    const present = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    expect(needed.size).toBeGreaterThan(10);
    expect([...needed].filter((key) => !present.has(key) && !chakraHasNone.has(key))).toEqual([]);
  });
});
