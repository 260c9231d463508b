/**
 * Every list route pages with an opaque cursor: following next_cursor
 * yields every item exactly once; a tampered cursor, or one from another
 * member's list, is a 400 (never a 500, never another partition).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { InviteList, WaitingList } from '../../../functions/api/contracts';
import { INVALID_CURSOR_MESSAGE } from '../../../functions/domain/paging';
import { signInAdmin, signUpMember, type TestMember } from '../../support/backendHelpers';
import { api, uniqueEmail, newViewer } from '../../support/stack';

type ErrorBody = { error: { code: string; message: string } };

let admin: TestMember;
let inviter: TestMember;
let other: TestMember;

beforeAll(async () => {
  [admin, inviter, other] = await Promise.all([signInAdmin(), signUpMember({ prefix: 'pager' }), signUpMember({ prefix: 'pager-other' })]);
  for (let i = 0; i < 5; i++) expect((await api('POST', '/api/me/invites', { token: inviter.token, body: {} })).status).toBe(201);
  expect((await api('POST', '/api/me/invites', { token: other.token, body: {} })).status).toBe(201);
});

async function allPages<T extends { next_cursor: string | null }>(path: string, token: string, pick: (page: T) => { id: string }[]) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response: { status: number; body: T } = await api<T>('GET', `${path}?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token });
    expect(response.status).toBe(200);
    expect(pick(response.body).length).toBeLessThanOrEqual(2);
    ids.push(...pick(response.body).map((item) => item.id));
    cursor = response.body.next_cursor;
    pages++;
  } while (cursor);
  return { ids, pages };
}

describe('listMyInvites', () => {
  it('pages through every invite exactly once, with the stats of all of them on each page', async () => {
    const { ids, pages } = await allPages<InviteList>('/api/me/invites', inviter.token, (p) => p.invites);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    expect(pages).toBeGreaterThanOrEqual(3);
    const first = await api<InviteList>('GET', '/api/me/invites?limit=2', { token: inviter.token });
    expect(first.body.stats.total).toBe(5);
  });

  it('refuses another member’s cursor with 400: no paging into their invites', async () => {
    const theirs = await api<InviteList>('GET', '/api/me/invites?limit=1', { token: inviter.token });
    expect(theirs.body.next_cursor).toBeTruthy();
    const response = await api<ErrorBody>('GET', `/api/me/invites?cursor=${theirs.body.next_cursor}`, { token: other.token });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(INVALID_CURSOR_MESSAGE);
  });
});

describe('listWaitingList', () => {
  it('pages through the whole list, newest first, beyond any one page', async () => {
    const viewer = newViewer();
    for (let i = 0; i < 3; i++) {
      expect((await api('POST', '/api/waiting-list', { body: { name: `Pager ${i}`, email: uniqueEmail('pager-wait') }, headers: viewer })).status).toBe(201);
    }
    const first = await api<WaitingList>('GET', '/api/admin/waiting-list?limit=2', { token: admin.token });
    const { ids } = await allPages<WaitingList>('/api/admin/waiting-list', admin.token, (p) => p.entries);
    expect(ids).toHaveLength(first.body.total);
    expect(new Set(ids).size).toBe(ids.length);
  });

  const tampered = [
    ['not base64url', '%%%'],
    ['not JSON', Buffer.from('{nope').toString('base64url')],
    ['another partition', Buffer.from(JSON.stringify({ PK: 'USER#x', SK: 'PROFILE' })).toString('base64url')],
    ['extra keys', Buffer.from(JSON.stringify({ PK: 'WAITLIST', SK: 'a', GSI1PK: 'x' })).toString('base64url')],
    ['a number key', Buffer.from(JSON.stringify({ PK: 'WAITLIST', SK: 5 })).toString('base64url')],
    ['an array', Buffer.from('[]').toString('base64url')],
    ['too long', 'a'.repeat(3000)],
  ];
  it.each(tampered)('answers 400 to a cursor that is %s', async (_why, cursor) => {
    const response = await api<ErrorBody>('GET', `/api/admin/waiting-list?cursor=${cursor}`, { token: admin.token });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
  });

  it.each(['0', '101', 'ten', '-1'])('answers 400 to limit=%s', async (limit) => {
    expect((await api('GET', `/api/admin/waiting-list?limit=${limit}`, { token: admin.token })).status).toBe(400);
  });
});
