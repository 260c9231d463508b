/**
 * htmlparser2's Parser and Tokenizer, imported from their own modules. Its
 * package index also re-exports domutils and dom-serializer as namespaces,
 * which esbuild and Vite keep: a second copy of the `entities` tables, about
 * 30 KiB gzipped in every bundle that parses markup (the vouches function,
 * the web's vouch form). The package's exports map offers no subpath, so the
 * path goes through node_modules; tests/unit/backend/richText*.test.ts and
 * domain/text tests fail loudly if an upgrade moves these files.
 */
export { Parser } from '../../node_modules/htmlparser2/dist/esm/Parser.js';
export { default as Tokenizer, type Callbacks as TokenizerCallbacks } from '../../node_modules/htmlparser2/dist/esm/Tokenizer.js';
