// @vitest-environment jsdom
/**
 * What the vouch wizard's editor (Quill 2, web/src/features/vouch/wizard/quillEditor.ts)
 * sends survives the server's sanitizer: the real editor writes the message, the
 * sanitizer keeps its text, paragraphs, bold, italic, lists and allowed links.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeMessage } from '#api/richText';
import { visibleText } from '#domain';
import { createEditor, semanticHtml } from '../../../web/src/features/vouch/wizard/quillEditor';

function editor() {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const handle = createEditor(host, {
    initialHtml: '',
    placeholder: '',
    labelledBy: 'l',
    describedBy: 'd',
    onChange: () => undefined,
    onBlur: () => undefined,
  });
  return handle.quill;
}

describe("the editor's HTML through the sanitizer", () => {
  it('keeps paragraphs, bold, italic, ordered and bullet lists (nested by indent), text size and their text', () => {
    const quill = editor();
    quill.setContents([
      { insert: 'Ada is ' },
      { insert: 'brave', attributes: { bold: true } },
      { insert: ' and ' },
      { insert: 'kind', attributes: { italic: true } },
      { insert: '.\nFirst' },
      { insert: '\n', attributes: { list: 'ordered' } },
      { insert: 'Inner' },
      { insert: '\n', attributes: { list: 'ordered', indent: 1 } },
      { insert: 'Point' },
      { insert: '\n', attributes: { list: 'bullet' } },
      { insert: 'Big', attributes: { size: 'huge' } },
      { insert: '\n' },
    ]);
    const html = semanticHtml(quill);
    expect(html).not.toContain('&nbsp;');
    const clean = sanitizeMessage(html);
    expect(clean).toBe(
      '<p>Ada is <strong>brave</strong> and <em>kind</em>.</p><ol><li>First<ol><li>Inner</li></ol></li></ol><ul><li>Point</li></ul><p><span class="ql-size-huge">Big</span></p>',
    );
    // What the counter showed is what the server counts.
    expect(visibleText(clean)).toBe(visibleText(html));
  });

  it.each([
    ['https://example.test/a?b=1', true],
    ['http://example.test', true],
    ['mailto:ada@example.test', true],
    ['tel:+15555550123', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['sms:+1555', false],
  ])('a link to %s is kept: %s', (href, kept) => {
    const quill = editor();
    quill.setContents([{ insert: 'site', attributes: { link: href } }, { insert: '\n' }]);
    const clean = sanitizeMessage(semanticHtml(quill));
    if (kept) expect(clean).toBe(`<p><a href="${href.replaceAll('&', '&amp;')}" rel="noopener noreferrer nofollow" target="_blank">site</a></p>`);
    else expect(clean).toBe('<p><a rel="noopener noreferrer nofollow" target="_blank">site</a></p>');
  });

  it('refuses typing past 3,000 visible characters', () => {
    const quill = editor();
    quill.insertText(0, 'a'.repeat(2999), 'user');
    quill.insertText(2999, 'b', 'user');
    expect(quill.getText().length - 1).toBe(3000);
    quill.insertText(3000, 'cdef', 'user');
    expect(quill.getText().length - 1).toBe(3000);
    expect(visibleText(semanticHtml(quill))).toBe(`${'a'.repeat(2999)}b`);
  });
});
