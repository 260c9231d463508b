import { describe, expect, it } from 'vitest';
import { inviteLinkUrl } from '#domain/invites';
import { anonymousViewerFacts, memberView } from '#domain/profileVisibility';
import {
  GENERIC_TITLE,
  genericTags,
  parseShareCardPath,
  shareCardPath,
  shareLinkOf,
  unfurlTagsHtml,
  withShareTags,
  type ShareLink,
} from '#domain/unfurl';
import { Parser } from '#domain/htmlparser2';

/** The meta tags of a piece of markup, as a browser (or a crawler) parses them: name or property → content. */
function metaOf(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'meta') tags.set(attributes.property ?? attributes.name ?? '', attributes.content ?? '');
      if (name === 'link' && attributes.rel === 'canonical') tags.set('canonical', attributes.href ?? '');
    },
  });
  parser.write(html);
  parser.end();
  return tags;
}

const HOSTILE = `Zoë "Bobby" </title><script>alert(1)</script> & 'co' <img src=x onerror=alert(1)>`;

describe('share links', () => {
  it('reads each kind of link from its address', () => {
    expect(shareLinkOf('/invite/ABCD2345', new URLSearchParams())).toEqual({ kind: 'invite', code: 'ABCD2345' });
    expect(shareLinkOf('/vouched', new URLSearchParams('invite_code=ABCD2345&auto_signup=true'))).toEqual({ kind: 'invite', code: 'ABCD2345' });
    expect(shareLinkOf('/vouched', new URLSearchParams('user=jane'))).toEqual({ kind: 'vouchFor', user: 'jane' });
    expect(shareLinkOf('/vouched', new URLSearchParams('user=jane&by=u1&card=v1'))).toEqual({ kind: 'vouched', user: 'jane', by: 'u1', card: 'v1' });
    expect(new URL(inviteLinkUrl('https://vouched.example', 'ABCD2345')).pathname).toBe('/invite/ABCD2345');
  });

  it('names nobody for an address without a link, or with parts too long to be one', () => {
    expect(shareLinkOf('/vouched', new URLSearchParams())).toBeUndefined();
    expect(shareLinkOf('/vouched', new URLSearchParams(`user=${'a'.repeat(65)}`))).toBeUndefined();
    expect(shareLinkOf('/invite/', new URLSearchParams())).toBeUndefined();
    expect(shareLinkOf('/invite/a/b', new URLSearchParams())).toBeUndefined();
    expect(shareLinkOf('/invite/%E0%A4%A', new URLSearchParams())).toBeUndefined();
    expect(shareLinkOf('/home', new URLSearchParams('user=jane'))).toBeUndefined();
  });

  it.each<ShareLink>([
    { kind: 'invite', code: 'ABCD2345' },
    { kind: 'vouchFor', user: 'jane.doe' },
    { kind: 'vouched', user: 'jane', by: 'u/1?', card: 'v 1' },
  ])('a card picture path names its link and version back (%o)', (link) => {
    expect(parseShareCardPath(shareCardPath(link, 'abc123'))).toEqual({ link, version: 'abc123' });
  });

  it('refuses a card path of another shape', () => {
    expect(parseShareCardPath('/share-card/invite/ABCD2345.png')).toBeUndefined();
    expect(parseShareCardPath('/share-card/vouched/a/b/v1.png')).toBeUndefined();
    expect(parseShareCardPath('/share-card/other/a/v1.png')).toBeUndefined();
    expect(parseShareCardPath('/share-card/invite/A/v1.svg')).toBeUndefined();
  });
});

describe('preview tags', () => {
  it('carry title, description, canonical address, Open Graph and Twitter card, absolute', () => {
    const meta = metaOf(unfurlTagsHtml(genericTags('https://vouched.example', 'https://vouched.example/vouched?user=x')));
    expect(meta.get('og:title')).toBe(GENERIC_TITLE);
    expect(meta.get('og:image')).toBe('https://vouched.example/og-card.png');
    expect(meta.get('og:url')).toBe('https://vouched.example/vouched?user=x');
    expect(meta.get('canonical')).toBe('https://vouched.example/vouched?user=x');
    expect(meta.get('og:image:width')).toBe('1200');
    expect(meta.get('og:image:height')).toBe('630');
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    expect(meta.get('twitter:image')).toBe('https://vouched.example/og-card.png');
  });

  it('name no address of their own for a page served at many (the app shell): no og:url, no canonical link', () => {
    const html = unfurlTagsHtml(genericTags('https://vouched.example'));
    const meta = metaOf(html);
    expect(meta.has('og:url')).toBe(false);
    expect(meta.has('canonical')).toBe(false);
    expect(html).not.toContain('canonical');
    expect(meta.get('og:image')).toBe('https://vouched.example/og-card.png');
    expect(meta.get('twitter:image')).toBe('https://vouched.example/og-card.png');
    expect(meta.get('og:title')).toBe(GENERIC_TITLE);
  });

  it('escape every value: a hostile name stays one attribute value and opens no element', () => {
    const html = unfurlTagsHtml({
      title: `Vouch for ${HOSTILE}`,
      description: HOSTILE,
      url: `https://vouched.example/vouched?user=a"b&c=<d>`,
      imageUrl: 'https://vouched.example/share-card/x.png',
      imageAlt: HOSTILE,
    });
    const elements: string[] = [];
    let title = '';
    let inTitle = false;
    const parser = new Parser(
      {
        onopentag: (name) => {
          elements.push(name);
          inTitle = name === 'title';
        },
        ontext: (text) => {
          if (inTitle) title += text;
        },
        onclosetag: () => {
          inTitle = false;
        },
      },
      { decodeEntities: true },
    );
    parser.write(html);
    parser.end();
    expect(new Set(elements)).toEqual(new Set(['title', 'meta', 'link']));
    expect(title).toBe(`Vouch for ${HOSTILE}`);
    expect(html).not.toContain('<script>');
    const meta = metaOf(html);
    expect(meta.get('og:title')).toBe(`Vouch for ${HOSTILE}`);
    expect(meta.get('og:description')).toBe(HOSTILE);
    expect(meta.get('og:url')).toBe(`https://vouched.example/vouched?user=a"b&c=<d>`);
  });

  it('replace index.html’s share block and nothing else', () => {
    const index =
      '<head><meta charset="UTF-8" /><!-- share-tags --><title>Old</title><meta property="og:title" content="Old" /><!-- /share-tags --><link rel="icon" href="/favicon.svg" /></head>';
    const page = withShareTags(index, '<title>New</title>');
    expect(page).toContain('<meta charset="UTF-8" />');
    expect(page).toContain('<link rel="icon" href="/favicon.svg" />');
    expect(page).toContain('<title>New</title>');
    expect(page).not.toContain('Old');
    expect(withShareTags('<head></head>', '<title>New</title>')).toBeUndefined();
  });
});

describe('what an anonymous viewer sees of a member', () => {
  it('is the limited view, whatever the member’s reputation: never a score', () => {
    const member = { id: 'm1', username: 'jane', full_name: 'Jane', avatar_url: null, score: 120 };
    const view = memberView(anonymousViewerFacts({ total_score: 120, total_vouches: 4, vouches_given: 2 }), member);
    expect(view.limited).toBe(true);
    expect(view).not.toHaveProperty('score');
  });
});
