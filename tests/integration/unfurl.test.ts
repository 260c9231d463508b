/**
 * Every shared link unfurls (issue 23 §1), against the local stack as a
 * crawler reads it: a plain fetch, no JavaScript. Each kind of personal
 * link (an invite, 'Vouch for Me', the success card) carries its own
 * Open Graph and Twitter tags and a 1200 × 630 PNG; a link to a member
 * deleted or with nothing to show, or to an unknown invite, the generic
 * card; the page is still the app's index.html, so a person's browser
 * boots the app at the same address. The card pictures are saved under
 * test-results/screenshots/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN_PLACEHOLDER } from '#contract/siteOrigin';
import { GENERIC_TITLE } from '#domain/unfurl';
import { confirmDeletionInGrace } from '#test-support/accountDeletion';
import { callOk } from '#test-support/apiClient';
import { signUpCompleteMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { crawl, picture, type CrawledPage as Page } from '#test-support/crawler';
import { testStack, useStackEnv } from '#test-support/stack';

const SCREENSHOTS = path.resolve('test-results/screenshots');

function expectCard(page: Page, want: { title: string; url: string }): void {
  const origin = testStack().webUrl;
  expect(page.status).toBe(200);
  expect(page.title).toBe(want.title);
  expect(page.meta.get('og:title')).toBe(want.title);
  expect(page.meta.get('twitter:title')).toBe(want.title);
  expect(page.meta.get('og:description')).toBeTruthy();
  expect(page.meta.get('og:url')).toBe(`${origin}${want.url}`);
  expect(page.meta.get('canonical')).toBe(`${origin}${want.url}`);
  expect(page.meta.get('twitter:card')).toBe('summary_large_image');
  expect(page.meta.get('og:image')?.startsWith(`${origin}/`)).toBe(true);
  expect(page.meta.get('twitter:image')).toBe(page.meta.get('og:image'));
  expect(page.meta.get('og:image:width')).toBe('1200');
  expect(page.meta.get('og:image:height')).toBe('630');
  // The build's placeholder origin (#contract/siteOrigin) never reaches a crawler.
  expect(page.html).not.toContain(new URL(SITE_ORIGIN_PLACEHOLDER).host);
}

function expectGeneric(page: Page, url: string): void {
  expectCard(page, { title: GENERIC_TITLE, url });
  expect(page.meta.get('og:image')).toBe(`${testStack().webUrl}/og-card.png`);
}

let jane: TestMember;
let bob: TestMember;
let newcomer: TestMember;
let leaving: TestMember;
let inviteCode: string;
let vouchId: string;
/** The app's own entry page, as CloudFront serves it from the bucket. */
let index: string;

beforeAll(async () => {
  useStackEnv();
  [jane, bob, newcomer, leaving] = await Promise.all([
    signUpCompleteMember('Jane "JD" <Doe>'),
    signUpCompleteMember('Bob Builder'),
    signUpCompleteMember('Nina Newcomer'),
    signUpCompleteMember('Lea Leaving'),
  ]);
  const vouch = await callOk('createVouch', {
    token: bob.token,
    body: vouchBody(jane.userId, { attributes: ['Integrity', 'Reliability', 'Kindness'] }),
  });
  vouchId = vouch.vouch.id;
  await callOk('createVouch', { token: leaving.token, body: vouchBody(jane.userId) });
  await confirmDeletionInGrace(leaving);
  inviteCode = (await callOk('createInvite', { token: jane.token, body: { channel: 'share' } })).invite_code;
  index = await (await fetch(`${testStack().webUrl}/index.html`)).text();
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 120_000);

/** The page outside its share-tag block: the app's index.html unchanged. */
const outsideShareTags = (html: string) => html.replace(/<!-- share-tags -->[\s\S]*<!-- \/share-tags -->/, '');

describe('a shared link, fetched as a crawler does', () => {
  it('an invite link unfurls as "{name} invited you to Vouched" with its own picture', async () => {
    const url = `/invite/${inviteCode}`;
    const page = await crawl(url);
    expectCard(page, { title: 'Jane "JD" <Doe> invited you to Vouched', url });
    expect(page.html).not.toContain('<Doe>');
    const card = await picture(page.meta.get('og:image')!);
    expect(card.cacheControl).toContain('max-age=86400');
    writeFileSync(path.join(SCREENSHOTS, 'unfurl-invite.png'), card.bytes);
    // The off-platform vouch e-mail's link names the same invitation.
    const mailed = await crawl(`/vouched?invite_code=${inviteCode}&auto_signup=true`);
    expect(mailed.meta.get('og:title')).toBe('Jane "JD" <Doe> invited you to Vouched');
  });

  it('a "Vouch for Me" link unfurls as "Vouch for {name}", without the score a visitor may not see', async () => {
    const url = `/vouched?user=${jane.username}`;
    const page = await crawl(url);
    expectCard(page, { title: 'Vouch for Jane "JD" <Doe>', url });
    expect(page.meta.get('og:description')).not.toMatch(/pts/);
    const card = await picture(page.meta.get('og:image')!);
    writeFileSync(path.join(SCREENSHOTS, 'unfurl-vouch-for-me.png'), card.bytes);
  });

  it('the success link unfurls with the card the voucher downloaded', async () => {
    const url = `/vouched?user=${jane.username}&by=${bob.userId}&card=${vouchId}`;
    const page = await crawl(url);
    expectCard(page, { title: 'I vouched for Jane "JD" <Doe>', url });
    for (const quality of ['Integrity', 'Reliability', 'Kindness']) expect(page.meta.get('og:description')).toContain(quality);
    const card = await picture(page.meta.get('og:image')!);
    writeFileSync(path.join(SCREENSHOTS, 'unfurl-vouch-success.png'), card.bytes);
  });

  it.each([
    ['an unknown invite code', () => '/invite/ZZZZ9999'],
    ['a member with nothing to show yet (limited)', () => `/vouched?user=${newcomer.username}`],
    ['a member whose account is being deleted', () => `/vouched?user=${leaving.username}`],
    ['an unknown member', () => '/vouched?user=nobody-here-at-all'],
    [
      'a success link whose vouch id is not the vouch',
      () => `/vouched?user=${jane.username}&by=${bob.userId}&card=00000000-0000-0000-0000-000000000000`,
    ],
    ['Vouch Now without a link', () => '/vouched'],
  ])('%s unfurls as the generic card', async (_name, url) => {
    expectGeneric(await crawl(url()), url());
  });

  it('the generic card’s picture is the 1200 × 630 PNG of the build', async () => {
    const page = await crawl('/invite/ZZZZ9999');
    const card = await picture(page.meta.get('og:image')!);
    writeFileSync(path.join(SCREENSHOTS, 'unfurl-generic.png'), card.bytes);
  });

  it('an old or made-up picture address gives the current card, briefly cached, or the generic one', async () => {
    const page = await crawl(`/vouched?user=${jane.username}`);
    const current = page.meta.get('og:image')!;
    const stale = await picture(current.replace(/\/[^/]+\.png$/, '/old-version.png'));
    expect(stale.cacheControl).toBe('public, max-age=300');
    const nobody = await fetch(`${testStack().webUrl}/share-card/vouchFor/nobody-here-at-all/v1.png`, { redirect: 'manual' });
    expect(nobody.status).toBe(302);
    expect(nobody.headers.get('location')).toBe(`${testStack().webUrl}/og-card.png`);
  });

  it('is the app’s own page around its tags, with the security headers, so a person lands where they did', async () => {
    for (const url of [`/invite/${inviteCode}`, `/vouched?user=${jane.username}`, '/vouched']) {
      const answer = await fetch(`${testStack().webUrl}${url}`);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('content-security-policy')).toBeTruthy();
      expect(outsideShareTags(await answer.text())).toBe(outsideShareTags(index));
    }
  });
});
