/**
 * Text sizes do not compound: a size span inside another size span loses
 * its tags (its text stays, at the outer size). The editor never nests them;
 * a hand-made body did, 60 `ql-size-huge` deep, and each 2.5× of the one
 * around it made a 72,100-pixel block on the recipient's pages.
 *
 * Runs on the allow-list's output (richText.ts), which is balanced and
 * holds `<` only in tags (text and attribute values are escaped), so one
 * scan over its span tags with a stack is exact and linear.
 */
const SPAN_TAG = /<span(?: class="[^"]*")?>|<\/span>/g;

export function flattenNestedSizes(sanitized: string): string {
  /** For each open span: whether its tags were kept and it sets a size. */
  const open: Array<{ kept: boolean; sized: boolean }> = [];
  let sizedOpen = 0;
  let out = '';
  let at = 0;
  for (const match of sanitized.matchAll(SPAN_TAG)) {
    out += sanitized.slice(at, match.index);
    at = match.index + match[0].length;
    if (match[0] === '</span>') {
      const span = open.pop();
      if (!span) continue;
      if (span.sized) sizedOpen--;
      if (span.kept) out += match[0];
      continue;
    }
    const sized = match[0] !== '<span>';
    const kept = !(sized && sizedOpen > 0);
    open.push({ kept, sized: sized && kept });
    if (sized && kept) sizedOpen++;
    if (kept) out += match[0];
  }
  return out + sanitized.slice(at);
}
