/**
 * Every list route pages with an opaque cursor: following next_cursor
 * yields every item exactly once; a tampered cursor, or one from another
 * member's list, is a 400 (never a 500, never another partition).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '#api/operation';
import { INVALID_CURSOR_MESSAGE } from '#domain/paging';
import { signInAdmin, signUpMember, type TestMember } from '#test-support/backendHelpers';
import { uniqueEmail, newViewer } from '#test-support/stack';
import { call, callOk } from '#test-support/apiClient';

let admin: TestMember;
let inviter: TestMember;
let other: TestMember;

beforeAll(async () => {
  [admin, inviter, other] = await Promise.all([signInAdmin(), signUpMember({ prefix: 'pager' }), signUpMember({ prefix: 'pager-other' })]);
  for (let i = 0; i < 5; i++) expect((await call('createInvite', { token: inviter.token, body: {} })).status).toBe(201);
  expect((await call('createInvite', { token: other.token, body: {} })).status).toBe(201);
});

type ListRoute = 'listMyInvites' | 'listWaitingList';

async function allPages<Id extends ListRoute>(id: Id, token: string, pick: (page: ResponseOf<Id>) => { id: string }[]) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = (await callOk(id as ListRoute, { token, query: { limit: '2', ...(cursor ? { cursor } : {}) } })) as ResponseOf<Id> & {
      next_cursor: string | null;
    };
    expect(pick(page).length).toBeLessThanOrEqual(2);
    ids.push(...pick(page).map((item) => item.id));
    cursor = page.next_cursor;
    pages++;
  } while (cursor);
  return { ids, pages };
}

describe('listMyInvites', () => {
  it('pages through every invite exactly once, with the stats of all of them on each page', async () => {
    const { ids, pages } = await allPages('listMyInvites', inviter.token, (p) => p.invites);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    expect(pages).toBeGreaterThanOrEqual(3);
    const first = await callOk('listMyInvites', { token: inviter.token, query: { limit: '2' } });
    expect(first.stats.total).toBe(5);
  });

  it('refuses another member’s cursor with 400: no paging into their invites', async () => {
    const theirs = await callOk('listMyInvites', { token: inviter.token, query: { limit: '1' } });
    expect(theirs.next_cursor).toBeTruthy();
    const response = await call('listMyInvites', { token: other.token, query: { cursor: theirs.next_cursor! } });
    expect(response.status).toBe(400);
    expect(response.error!.message).toBe(INVALID_CURSOR_MESSAGE);
  });
});

describe('listWaitingList', () => {
  it('pages through the whole list, newest first, beyond any one page', async () => {
    const viewer = newViewer();
    for (let i = 0; i < 3; i++) {
      expect((await call('joinWaitingList', { body: { name: `Pager ${i}`, email: uniqueEmail('pager-wait') }, headers: viewer })).status).toBe(201);
    }
    const first = await callOk('listWaitingList', { token: admin.token, query: { limit: '2' } });
    const { ids } = await allPages('listWaitingList', admin.token, (p) => p.entries);
    expect(ids).toHaveLength(first.total);
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
    const response = await call('listWaitingList', { token: admin.token, query: { cursor } });
    expect(response.status).toBe(400);
    expect(response.error!.code).toBe('bad_request');
  });

  it.each(['0', '101', 'ten', '-1'])('answers 400 to limit=%s', async (limit) => {
    expect((await call('listWaitingList', { token: admin.token, query: { limit } })).status).toBe(400);
  });
});
