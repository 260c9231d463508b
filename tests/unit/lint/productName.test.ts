/**
 * 'the product' is the spec's placeholder for the product's name; every
 * text a member reads says Vouched instead (issue 22 #15). The texts are the
 * string literals, template parts and JSX text of the web app and the
 * handlers, read with the TypeScript parser so comments (which may speak of
 * "the product") are left out. Tests are skipped: their names are not shown.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from '#test-support/sourceFiles';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SCANNED = ['web/src', 'functions'];
const PLACEHOLDER = /\bthe product\b/i;

/** Each text of the code a reader could see, with its line. */
function texts(path: string, code: string): { line: number; text: string }[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, kind);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the spec's placeholder for the product's name", () => {
  it('is found by this scan when a text holds it', () => {
    const code =
      "// the product's comment\nconst a = 'Welcome to the product!';\nconst b = <p>Use the product</p>;\nconst c = `${a} on the product`;";
    const hits = texts('probe.tsx', code).filter(({ text }) => PLACEHOLDER.test(text));
    expect(hits.map(({ text }) => text)).toEqual(['Welcome to the product!', 'Use the product', ' on the product']);
  });

  it('appears in no text of the web app or the handlers', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    const offending = files.flatMap((path) =>
      texts(path, readFileSync(path, 'utf8'))
        .filter(({ text }) => PLACEHOLDER.test(text))
        .map(({ line, text }) => `${relative(ROOT, path)}:${line}: ${text.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
