import { describe, expect, it } from 'vitest';
import { sanitizeMessage } from '#api/richText';

describe('sanitizeMessage', () => {
  it('keeps everything the editor produces', () => {
    const html = '<p>Hi <strong>a</strong> <b>b</b> <em>c</em> <i>d</i> <u>e</u><br /></p><ol><li>1</li></ol><ul><li>2</li></ul>';
    expect(sanitizeMessage(html)).toBe(
      '<p>Hi <strong>a</strong> <b>b</b> <em>c</em> <i>d</i> <u>e</u><br /></p><ol><li>1</li></ol><ul><li>2</li></ul>',
    );
  });

  it("keeps the editor's text sizes and no other class or attribute on a span", () => {
    expect(
      sanitizeMessage('<p><span class="ql-size-small">s</span><span class="ql-size-large">l</span><span class="ql-size-huge">h</span></p>'),
    ).toBe('<p><span class="ql-size-small">s</span><span class="ql-size-large">l</span><span class="ql-size-huge">h</span></p>');
    expect(sanitizeMessage('<span class="ql-size-huge evil" style="color:red" onclick="x()">a</span><span class="x">b</span>')).toBe(
      '<span class="ql-size-huge">a</span><span>b</span>',
    );
  });

  it('unwraps a size span inside another size span, so sizes never compound', () => {
    const nested = `${'<span class="ql-size-huge">'.repeat(60)}deep${'</span>'.repeat(60)}`;
    expect(sanitizeMessage(nested)).toBe('<span class="ql-size-huge">deep</span>');
    expect(
      sanitizeMessage(
        '<p><span class="ql-size-huge">a <b>b <span class="ql-size-small">c</span></b> d</span> <span class="ql-size-small">e</span></p>',
      ),
    ).toBe('<p><span class="ql-size-huge">a <b>b c</b> d</span> <span class="ql-size-small">e</span></p>');
    // A plain span between them changes nothing; its own tags stay, and a span after the sized one is sized again.
    expect(
      sanitizeMessage(
        '<span class="ql-size-large"><span class="x"><span class="ql-size-huge">in</span></span></span><span class="ql-size-huge">out</span>',
      ),
    ).toBe('<span class="ql-size-large"><span>in</span></span><span class="ql-size-huge">out</span>');
    // Unclosed spans are closed by the allow-list first, then unwrapped.
    expect(sanitizeMessage('<span class="ql-size-huge"><span class="ql-size-huge">x')).toBe('<span class="ql-size-huge">x</span>');
  });

  it.each([
    ['http', 'http://example.test/x'],
    ['https', 'https://example.test/x'],
    ['mailto', 'mailto:someone@example.test'],
    ['tel', 'tel:+15555550123'],
  ])('keeps %s links and makes them open safely', (_scheme, href) => {
    expect(sanitizeMessage(`<a href="${href}">link</a>`)).toBe(`<a href="${href}" rel="noopener noreferrer nofollow" target="_blank">link</a>`);
  });

  it.each([
    ['script with its body', '<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['style with its body', '<style>p{}</style><p>ok</p>', '<p>ok</p>'],
    ['event handlers', '<p onclick="x()" onmouseover="y()">ok</p>', '<p>ok</p>'],
    ['javascript: links', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['data: links', '<a href="data:text/html,hi">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['protocol-relative links', '<a href="//evil.test">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['images', '<img src=x onerror=alert(1)>ok', 'ok'],
    ['iframes', '<iframe src="https://evil.test"></iframe>ok', 'ok'],
    ['style attributes and classes', '<p style="color:red" class="x">ok</p>', '<p>ok</p>'],
    ['headings (kept as text)', '<h1>Title</h1>', 'Title'],
  ])('drops %s', (_label, dirty, clean) => {
    expect(sanitizeMessage(dirty)).toBe(clean);
  });

  it('escapes text that looks like markup once the tags are gone', () => {
    expect(sanitizeMessage('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });
});
