/**
 * functions/api/richText.ts replaced sanitize-html (see its header). This
 * pins that the replacement gives sanitize-html's output, with the options
 * the product used, on everything: the editor's markup, links in every
 * disguise, and hostile pieces stuck together at random (followed by the
 * unwrapping of nested sizes, which sanitize-html never did).
 */
import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { sanitizeMessage } from '#api/richText';
import { flattenNestedSizes } from '#api/richTextSizes';

const SIZE_CLASSES = ['ql-size-small', 'ql-size-large', 'ql-size-huge'];

/**
 * The options functions/api/richText.ts had while it called sanitize-html,
 * plus the editor's text size since: spans, with only the size classes.
 */
const SANITIZE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ol', 'ul', 'li', 'a', 'span'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedClasses: { span: SIZE_CLASSES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } }),
  },
};

/** sanitize-html's output, then the one step it never had: sizes do not compound (richTextSizes.ts, tested on its own). */
const reference = (html: string) => flattenNestedSizes(sanitizeHtml(html, SANITIZE_HTML_OPTIONS).trim());

const PIECES = [
  '<',
  '>',
  '</',
  '/>',
  '<p>',
  '</p>',
  '<P>',
  '<b>',
  '</b>',
  '<br>',
  '<br/>',
  '</br>',
  '<li>',
  '<ul>',
  '</ul>',
  '<ol>',
  '</li>',
  '<a>',
  '</a>',
  '<a href="',
  '<a href=',
  "<a href='",
  '<a HREF="',
  ' rel="x"',
  ' target="_self"',
  ' href=""',
  ' onclick="y"',
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'java&#x09;script:',
  'data:',
  'https://example.test/',
  'mailto:a@b.test',
  'tel:+1',
  '//evil.test',
  '\\\\evil.test',
  ' ',
  '\u0000',
  '\u001f',
  '<!--',
  '-->',
  '<!<!---->--',
  '<![CDATA[',
  ']]>',
  '<script>',
  '</script>',
  '<style>',
  '</style>',
  '<noscript>',
  '</noscript>',
  '<textarea>',
  '</textarea>',
  '<option>',
  '<img src=x onerror=y>',
  '<iframe>',
  '<h1>',
  '</h1>',
  '<div>',
  '<svg><a href="javascript:x">',
  '<math>',
  '<span>',
  '</span>',
  '<span class="ql-size-huge">',
  '<span class="ql-size-small">',
  '<span class="ql-size-large x">',
  '<span class="QL-SIZE-LARGE">',
  '<span style="x" class="ql-size-large">',
  '<span class=ql-size-small onclick="y">',
  ' class="ql-size-huge"',
  '&',
  '&amp;',
  '&lt;',
  '&#',
  '&#x1F600;',
  '&nbsp;',
  '&quot;',
  '"',
  "'",
  '=',
  '\n',
  '\u200B',
  'x',
  'é',
  '😀',
];

const hostile = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 40 }).map((parts) => parts.join(''));

describe('sanitizeMessage gives what sanitize-html gave', () => {
  it.each([
    '<p>Hi <strong>a</strong> <b>b</b> <em>c</em> <i>d</i> <u>e</u><br /></p><ol><li>1</li></ol><ul><li>2</li></ul>',
    '<a target="_self" href="https://x.test/?a=1&amp;b=&quot;2&quot;" rel="opener">x</a>',
    '<a href="java&#x0A;script:alert(1)">x</a>',
    '<a href="jav<!-- -->ascript:alert(1)">x</a>',
    '<a href="<!<!---->-- -->javascript:x">x</a>',
    '<p>unclosed <b>bold <i>both',
    '<ul><li>one<li>two</ul></li></b>',
    '<p><p>nested paragraphs</p></p>',
    '<script>alert(1)</script><noscript><p>hidden</p></noscript>after',
    '  <p> spaced </p>  ',
    '<p><span class="ql-size-huge">Big</span> <span class="ql-size-small">small</span> <span class="ql-size-large">large</span></p>',
    '<span class="ql-size-huge ql-size-small">two</span><span class="x">other</span><span>plain</span><span class="ql-size-huge" style="color:red" onclick="x()">styled</span>',
    '<span class="ql-size-huge"><b>nested <span class="ql-size-small">in</span></b></span></span>',
  ])('%s', (html) => {
    expect(sanitizeMessage(html)).toBe(reference(html));
  });

  it('on hostile markup stuck together at random', () => {
    fc.assert(
      fc.property(hostile, (html) => {
        expect(sanitizeMessage(html)).toBe(reference(html));
      }),
      { numRuns: 3000 },
    );
  });
});
