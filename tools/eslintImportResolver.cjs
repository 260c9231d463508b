/**
 * The import resolver eslint-plugin-boundaries uses to place each import in
 * a layer. `#domain/...`-style specifiers are package.json subpath imports:
 * Node resolves them from the "imports" field exactly as tsx, esbuild and
 * Vite do. Everything else (relative paths, packages) goes to the plain Node
 * resolver with the TypeScript extensions.
 *
 * Written here because eslint-import-resolver-typescript needs native
 * bindings that the registry mirror lacks for other platforms (npm ci would
 * refuse the lock file).
 */
const { createRequire } = require('node:module');
const nodeResolver = require('eslint-import-resolver-node');

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'];

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config) {
  if (source.startsWith('#')) {
    try {
      return { found: true, path: createRequire(file).resolve(source) };
    } catch {
      return { found: false };
    }
  }
  return nodeResolver.resolve(source, file, { extensions: EXTENSIONS, ...config });
};
