/**
 * Admins are made and unmade only by the operator's command (bin/admin.ts)
 * and the demo seed, both through functions/dev/admins.ts (issue 20 §1): no
 * route, trigger or job may write the flag. Read with the TypeScript parser:
 * which modules import the flag's writer, and which code writes
 * `is_super_admin: true` into a record. The profile's own store may name the
 * flag (its schema, a new member's `false`); granting it is the writer's.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from '#test-support/sourceFiles';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SCANNED = ['functions', 'bin', 'lib'];
/** The one module that may grant or take the flag (the command and the seed call it). */
const THE_WRITER = 'functions/dev/admins.ts';
const FLAG_MODULE = /(^|\/)adminFlag$/;

/** What in one file touches the flag: imports of its writer's module, and `is_super_admin: true` in an object. */
function flagWrites(path: string, code: string): string[] {
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && FLAG_MODULE.test(node.moduleSpecifier.text)) {
      found.push(`imports ${node.moduleSpecifier.text}`);
    }
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'is_super_admin' && node.initializer.kind === ts.SyntaxKind.TrueKeyword) {
      found.push('sets is_super_admin: true');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('who may make an admin', () => {
  it('is found by this scan when a module imports the writer or grants the flag', () => {
    const code =
      "import { setAdminFlag } from '#store/adminFlag';\nconst p = { id: 'u', is_super_admin: true };\nconst q = { is_super_admin: false };";
    expect(flagWrites('probe.ts', code)).toEqual(['imports #store/adminFlag', 'sets is_super_admin: true']);
  });

  it('is the operator’s command and the seed alone, through functions/dev/admins.ts', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    const writers = files
      .map((path) => ({ file: relative(ROOT, path), writes: flagWrites(path, readFileSync(path, 'utf8')) }))
      .filter(({ writes }) => writes.length > 0);
    expect(writers).toEqual([{ file: THE_WRITER, writes: ['imports #store/adminFlag', 'sets is_super_admin: true'] }]);
  });
});
