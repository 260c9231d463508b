// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RICH_MESSAGE_MAX_HEIGHT, RichMessage } from './RichMessage';

afterEach(cleanup);

function shown(html: string, quoted = false): HTMLElement {
  const { container } = render(
    <ChakraProvider value={defaultSystem}>
      <RichMessage html={html} quoted={quoted} />
    </ChakraProvider>,
  );
  return container.querySelector('.rich-message')!;
}

describe('RichMessage', () => {
  it('keeps the formatting the editor makes', () => {
    const box = shown('<p><strong>Kind</strong> and <em>fair</em></p><ul><li>one</li></ul><ol><li>two</li></ol>');
    expect(box.innerHTML).toBe('<p><strong>Kind</strong> and <em>fair</em></p><ul><li>one</li></ul><ol><li>two</li></ol>');
  });

  it("keeps the editor's text sizes, and no other class", () => {
    const box = shown('<p><span class="ql-size-huge x">Big</span> <span class="ql-size-small">small</span> <span class="other">plain</span></p>');
    expect(box.innerHTML).toBe('<p><span class="ql-size-huge">Big</span> <span class="ql-size-small">small</span> plain</p>');
  });

  it('shows a size span inside another as its text, so sizes never compound (messages stored before the server unwrapped them)', () => {
    const box = shown(`<p>${'<span class="ql-size-huge">'.repeat(60)}deep${'</span>'.repeat(60)} <span class="ql-size-small">after</span></p>`);
    expect(box.innerHTML).toBe('<p><span class="ql-size-huge">deep</span> <span class="ql-size-small">after</span></p>');
  });

  it('bounds its height: a taller message scrolls inside the box', () => {
    const box = shown('<p>Kind.</p>');
    const style = getComputedStyle(box);
    expect(style.maxHeight).toBe(RICH_MESSAGE_MAX_HEIGHT);
    expect(style.overflowY).toBe('auto');
  });

  it('shows a message in quotes as a blockquote (the vouch cards)', () => {
    const box = shown('<p>Kind.</p>', true);
    expect(box.tagName).toBe('BLOCKQUOTE');
    expect(box.innerHTML).toBe('<p>Kind.</p>');
  });

  it('opens links outside the app and refuses scripted ones', () => {
    const box = shown('<p><a href="https://example.com/x">site</a> <a href="javascript:alert(1)">bad</a></p>');
    const [good, bad] = Array.from(box.querySelectorAll('a'));
    expect(good!.getAttribute('href')).toBe('https://example.com/x');
    expect(good!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(good!.getAttribute('target')).toBe('_blank');
    expect(bad!.hasAttribute('href')).toBe(false);
  });

  it('shows anything outside the allow-list as its text only', () => {
    const box = shown('<p onclick="x()">hi<img src=x onerror="alert(1)"><script>alert(2)</script><span style="color:red">there</span></p>');
    expect(box.innerHTML).toBe('<p>hithere</p>');
  });
});
