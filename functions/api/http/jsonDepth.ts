/**
 * How deeply a JSON text nests its arrays and objects, read in one pass
 * without parsing it. No form of the product nests deeper than 3; a body of
 * 64 KiB can nest 32,000 levels, and building and collecting that structure
 * costs far more than the body's size suggests (the fuzz gate found one).
 */
export const JSON_DEPTH_MAX = 16;

/** True when `text` opens more than `max` arrays or objects inside one another (strings are skipped). */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}
