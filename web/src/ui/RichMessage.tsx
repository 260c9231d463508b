import { Box, type BoxProps } from '@chakra-ui/react';
import { createElement, Fragment, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * A vouch message as formatted text. The API stores only its allow-listed
 * HTML (functions/api/richText.ts); this renders that HTML again through the
 * same allow-list as React elements, never as markup handed to innerHTML, so
 * a message that somehow held anything else still shows only its text.
 * DOMParser runs no script and loads nothing.
 */
const RENDERED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ol', 'ul', 'li', 'a', 'span']);
/** The editor's text sizes (Quill's classes): the only classes kept, on spans only. */
const SIZE_CLASSES = new Set(['ql-size-small', 'ql-size-large', 'ql-size-huge']);
/** Dropped with their content, as the server's sanitiser does. */
const NON_TEXT_TAGS = new Set(['script', 'style', 'textarea', 'option', 'noscript', 'template']);
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The tallest a message is shown on any page; a longer one scrolls inside
 * it. Most messages are far shorter; one near the 3000-character limit in a
 * narrow column (the transcript's small type) scrolls too.
 */
export const RICH_MESSAGE_MAX_HEIGHT = '40rem';

/**
 * `quoted`: shown as a quotation (the spec's "message in quotes" on vouch
 * cards): a blockquote, with quotation marks around the text when it starts
 * and ends with a paragraph, as the editor writes it.
 */
export function RichMessage({ html, quoted = false, ...box }: { html: string; quoted?: boolean } & BoxProps) {
  const ref = useRef<HTMLElement>(null);
  const scrolls = useScrollsInside(ref, html);
  return (
    <Box
      ref={ref}
      as={quoted ? 'blockquote' : 'div'}
      className="rich-message"
      maxHeight={RICH_MESSAGE_MAX_HEIGHT}
      overflowY="auto"
      // A message that scrolls can be reached and scrolled with the keyboard, and says what it is.
      // A group, not a region: a page shows many messages, and landmarks must each have a distinct name.
      {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-label': 'Message (scrolls)' } : {})}
      {...(quoted
        ? {
            borderInlineStartWidth: '3px',
            borderColor: 'brand.200',
            paddingInlineStart: '3',
            marginInline: 0,
          }
        : {})}
      css={{
        ...(quoted ? { '& > p:first-child::before': { content: '"\\201C"' }, '& > p:last-child::after': { content: '"\\201D"' } } : {}),
        '& p': { margin: 0 },
        '& p + p': { marginTop: '0.5em' },
        '& ul, & ol': { paddingInlineStart: '1.5em', marginBlock: '0.25em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': { color: 'blue.600', textDecoration: 'underline' },
        // Quill's sizes, relative to the page's root size, not the text around them: nested sizes never compound.
        '& .ql-size-small': { fontSize: '0.75rem' },
        '& .ql-size-large': { fontSize: '1.5rem' },
        '& .ql-size-huge': { fontSize: '2.5rem' },
      }}
      {...box}
    >
      {renderHtml(html)}
    </Box>
  );
}

/** True while the element's content is taller than its box (it scrolls), measured again when the content or a size changes. */
function useScrollsInside(ref: RefObject<HTMLElement | null>, content: string): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref, content]);
  return scrolls;
}

function renderHtml(html: string): ReactNode {
  if (typeof DOMParser === 'undefined') return html;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return renderChildren(body, false);
}

/** `sized`: inside a size span already, where another size span shows as its text (messages stored before the server unwrapped them). */
function renderChildren(node: Node, sized: boolean): ReactNode[] {
  return Array.from(node.childNodes, (child, i) => renderNode(child, i, sized));
}

function renderNode(node: Node, key: number, sized: boolean): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (NON_TEXT_TAGS.has(tag)) return null;
  const sizes = tag === 'span' && !sized ? Array.from(element.classList).filter((name) => SIZE_CLASSES.has(name)) : [];
  const children = renderChildren(element, sized || sizes.length > 0);
  if (!RENDERED_TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' }, ...children);
  }
  if (tag === 'span') {
    if (sizes.length === 0) return createElement(Fragment, { key }, ...children);
    return createElement('span', { key, className: sizes.join(' ') }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  try {
    return LINK_SCHEMES.has(new URL(href, 'https://invalid.example').protocol) ? href : undefined;
  } catch {
    return undefined;
  }
}
