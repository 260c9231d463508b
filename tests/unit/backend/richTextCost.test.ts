/**
 * The sanitizer's share of the fuzz gate. The HTTP fuzz (tests/integration/fuzz)
 * calls createVouch as callers without a profile, so it stops at the
 * complete-profile check, after the schema but before the operation
 * sanitizes the message. Here hostile markup that the vouch schema lets
 * through (at most MESSAGE_HTML_MAX characters, nested at most
 * MESSAGE_NESTING_MAX deep) goes through exactly what the operation runs on
 * it, and each message's CPU time stays under the gate's 50 ms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeMessage } from '#api/richText';
import { markupDepth, visibleText } from '#domain/text';
import { MESSAGE_HTML_MAX, MESSAGE_NESTING_MAX } from '#domain/validation';

const WORST_CPU_MS = 50;

/** Pieces that are cheap to write and expensive to get wrong: unclosed tags, attributes, entities, comments. */
const PIECES = [
  '<',
  '>',
  '</',
  '<b>',
  '</b>',
  '<p>',
  '<li>',
  '<ul>',
  '</ul>',
  '<a href="javascript:x">',
  '<a href=',
  '<img src=x onerror=y>',
  '<script>',
  '</script>',
  '<style>',
  '<!--',
  '-->',
  '<![CDATA[',
  '&',
  '&amp;',
  '&#',
  '&#x1F600;',
  '"',
  "'",
  '=',
  '\n',
  '\u200B',
  'x',
  'é',
  '😀',
];

const hostileMessage = fc
  .tuple(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: MESSAGE_HTML_MAX }))
  .map(([pattern, length]) => {
    const unit = pattern.join('');
    return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  })
  // Only what the vouch schema accepts reaches the sanitizer.
  .filter((html) => markupDepth(html) <= MESSAGE_NESTING_MAX);

function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** What the operation runs on a message, timed. */
const sanitizeAndCount = (html: string) => () => {
  visibleText(html);
  visibleText(sanitizeMessage(html));
};

/** The best of `runs` timings: a garbage collection or another process that falls inside one call is not the input's cost. */
const bestCpuMs = (html: string, runs: number) => Math.min(...Array.from({ length: runs }, () => cpuMs(sanitizeAndCount(html))));

describe('sanitizing a vouch message costs linear time', () => {
  it(`hostile markup up to ${MESSAGE_HTML_MAX} characters is sanitized and counted in under ${WORST_CPU_MS} ms of CPU`, () => {
    let worst = { ms: 0, html: '' };
    fc.assert(
      fc.property(hostileMessage, (html) => {
        const ms = bestCpuMs(html, 2);
        if (ms > worst.ms) worst = { ms, html };
      }),
      { numRuns: 150 },
    );
    // On a busy machine the worst of 150 can be a moment of contention: timed again, a slow input stays slow.
    const confirmed = worst.ms < WORST_CPU_MS ? worst.ms : bestCpuMs(worst.html, 5);
    const sample = JSON.stringify(worst.html.slice(0, 80));
    console.info(`sanitizer: worst ${worst.ms.toFixed(1)} ms of CPU, ${confirmed.toFixed(1)} ms timed again (${sample}…)`);
    expect(confirmed, `worst input starts ${sample}`).toBeLessThan(WORST_CPU_MS);
  });
});
