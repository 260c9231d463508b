/**
 * Bookkeeping of the XSS gate (tests/e2e/xss.test.ts): how many payloads each
 * field was sent, refused by the API and shown on a page, and the text
 * comparison used to find a stored value on the page.
 */

/** Text as the DOM holds it, for "is this value on the page" (whitespace collapsed, NUL dropped). */
export const flat = (s: string) => s.replaceAll('\u0000', '').replaceAll('\ufffd', '').replace(/\s+/g, ' ').trim();

/** Counts per field: payloads sent, refused by the API, and shown on a page (each payload counted once, where it is first seen). */
export class Tally {
  readonly rows = new Map<string, { sent: number; refused: number; shown: number }>();
  private row(field: string) {
    let row = this.rows.get(field);
    if (!row) this.rows.set(field, (row = { sent: 0, refused: 0, shown: 0 }));
    return row;
  }
  sent(field: string, n: number) {
    this.row(field).sent += n;
  }
  refused(field: string, n: number) {
    this.row(field).refused += n;
  }
  shown(field: string, n: number) {
    this.row(field).shown += n;
  }
  summary(total: number): string {
    const rows = [...this.rows.entries()].map(
      ([field, r]) => `${field}: ${r.sent} sent, ${r.refused} refused by the API, ${r.shown} shown on a page`,
    );
    const reached = [...this.rows.values()].reduce((n, r) => n + r.shown, 0);
    return `XSS gate: ${total} payloads; ${reached} payload renderings reached a page\n  ${rows.join('\n  ')}`;
  }
}

/** A value to find on a page, with the number of payloads it holds. */
export interface Expected {
  field: string;
  value: string;
  payloads: number;
}
