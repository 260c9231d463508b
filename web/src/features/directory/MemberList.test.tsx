// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DirectoryPage, MemberCard } from '#contract/features/members';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import { MemberList } from './MemberList';

afterEach(() => {
  resetApp();
  vi.unstubAllGlobals();
});

const card = (n: number): MemberCard => ({
  limited: true,
  id: `m${n}`,
  username: `member${n}`,
  full_name: `Member ${n}`,
  avatar_url: null,
  has_vouched_for: false,
});

/** IntersectionObservers that report the grid's end in view when the test scrolls to it. */
const observers: { report: IntersectionObserverCallback; target?: Element }[] = [];
class ScrolledObserver {
  private readonly entry: { report: IntersectionObserverCallback; target?: Element };
  constructor(report: IntersectionObserverCallback) {
    this.entry = { report };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1);
  }
}
function scrollToEnd() {
  for (const { report, target } of [...observers]) {
    if (target) report([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

describe('member list', { timeout: 20_000 }, () => {
  it('holds the next page in card shapes in the grid while it loads, then shows its members', async () => {
    vi.stubGlobal('IntersectionObserver', ScrolledObserver);
    const first: DirectoryPage = { members: [card(1), card(2)], total: 3, next_cursor: 'page-2' };
    const second: DirectoryPage = { members: [card(3)], total: 3, next_cursor: null };
    stubApi({ 'GET /api/directory': () => ({ status: 200, body: first }) });
    // The second page (asked with the first's cursor) is held until its loading state has been seen.
    let answerSecond: () => void = () => undefined;
    const secondHeld = new Promise<void>((resolve) => (answerSecond = resolve));
    const answering = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if (!String(args[0]).includes('cursor=page-2')) return answering(...args);
      await secondHeld;
      return new Response(JSON.stringify(second), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    renderWithApp(<MemberList input={{ filter: 'all', sort: 'newest', q: '' }} onVouch={() => undefined} onOpen={() => undefined} empty={null} />, {
      profile: makeProfile(),
      path: '/vouched',
    });
    expect(await screen.findByRole('article', { name: 'Member 2' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading more members' })).toBeNull();

    scrollToEnd();
    const loading = await screen.findByRole('status', { name: 'Loading more members' });
    // Card shapes, hidden from assistive technology, not a spinner and not yet a member.
    expect(loading.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(4);
    expect(within(loading).queryByRole('article')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    answerSecond();
    expect(await screen.findByRole('article', { name: 'Member 3' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading more members' })).toBeNull();
  });
});
