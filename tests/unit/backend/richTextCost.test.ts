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

describe('sanitizing a vouch message costs linear time', () => {
  it(`hostile markup up to ${MESSAGE_HTML_MAX} characters is sanitized and counted in under ${WORST_CPU_MS} ms of CPU`, () => {
    let worst = { ms: 0, sample: '' };
    fc.assert(
      fc.property(hostileMessage, (html) => {
        // The best of two: a garbage collection that falls inside one call is not the input's cost.
        const ms = Math.min(
          ...[0, 1].map(() =>
            cpuMs(() => {
              visibleText(html);
              visibleText(sanitizeMessage(html));
            }),
          ),
        );
        if (ms > worst.ms) worst = { ms, sample: html.slice(0, 80) };
      }),
      { numRuns: 150 },
    );
    console.info(`sanitizer: worst ${worst.ms.toFixed(1)} ms of CPU (${JSON.stringify(worst.sample)}…)`);
    expect(worst.ms, `worst input starts ${JSON.stringify(worst.sample)}`).toBeLessThan(WORST_CPU_MS);
  });
});
