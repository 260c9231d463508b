import { describe, expect, it } from 'vitest';
import { markupDepth, visibleText } from '#domain/text';
import { cpuTimeOf } from '#test-support/cpuTime';

describe('visibleText', () => {
  it.each([
    ['tags dropped, entities decoded', '<p>a &amp; b</p>', 'a & b'],
    ['markup is not counted', '<p><strong>abc</strong> d</p>', 'abc d'],
    ['br in every spelling is a line break', 'a<br>b<br/>c<BR />d', 'a\nb\nc\nd'],
    ['block ends are line breaks', '<p>x</p><div>y</div><h2>z</h2>w', 'x\ny\nz\nw'],
    ['list items end lines', '<ul><li>a</li><li>b</li></ul>', 'a\nb'],
    ['trailing line breaks are dropped', '<p>x</p><p></p>\n\n', 'x'],
    ['nbsp reads as a space', 'a&nbsp;&nbsp;b', 'a  b'],
    ['the entities the editor writes', '&lt;&gt;&quot;&#39;', '<>"\''],
    ['an escaped entity stays text', '&amp;lt;', '&lt;'],
    ['a lone < is text', '1 < 2', '1 < 2'],
    ['runs of < are text', '<<<<', '<<<<'],
    ['comments are not seen', '<!-- note -->x', 'x'],
    ['an empty paragraph has no text', '<p></p>', ''],
    ['</br> reads as <br>, as browsers read it', 'x</br>y', 'x\ny'],
    ['any named or numeric entity', 'caf&eacute; &#x1F600;', 'café 😀'],
    ['attributes are not text', '<a href="x&amp;y">t</a>', 't'],
  ])('%s', (_label, html, text) => {
    expect(visibleText(html)).toBe(text);
  });

  // The regular expressions this replaced took seconds on these; a parser reads them in one pass.
  it.each([
    ['60,000 <', '<'.repeat(60_000)],
    ['60,000 newlines then x', `${'\n'.repeat(60_000)}x`],
    ['60,000 newlines', '\n'.repeat(60_000)],
    ['20,000 unclosed tags', '<a '.repeat(20_000)],
    ['8,000 nested, unclosed list items', '<ul><li>'.repeat(8_000)],
    ['10,000 open tags closed by 10,000 other names', `${'<a>'.repeat(10_000)}${'</b>'.repeat(10_000)}`],
  ])('reads %s in linear time', (_label, html) => {
    expect(cpuTimeOf(() => visibleText(html))).toBeLessThan(50);
  });
});

describe('markupDepth', () => {
  it('counts open elements, not void ones', () => {
    expect(markupDepth('<p><strong>a</strong><br>b<img src=x></p><ul><li><em>x</em></li></ul>')).toBe(3);
    expect(markupDepth('plain text, 1 < 2')).toBe(0);
  });
  it('reads 14,800 unclosed elements in linear time', () => {
    const html = '<ul><li>'.repeat(7_400);
    expect(markupDepth(html)).toBe(14_800);
    expect(cpuTimeOf(() => markupDepth(html))).toBeLessThan(50);
  });
});
