/** Testimonials: a member's goes in approved; a visitor is refused; the profanity rule holds on the server; admins page through them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, invoke } from '#test-support/apiClient';
import { signInAdmin, signUpMember, type TestMember } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';

const INAPPROPRIATE =
  'Inappropriate Content Detected: Your testimonial seems to contain language that is not permitted. Please revise it and try again.';

let member: TestMember;
let admin: TestMember;

beforeAll(async () => {
  useStackEnv();
  [member, admin] = await Promise.all([signUpMember({ prefix: 'testimonial' }), signInAdmin()]);
});

describe('createTestimonial', () => {
  it('stores a member’s testimonial approved at once, cleaned, under their id', async () => {
    const created = await call('createTestimonial', {
      token: member.token,
      body: { name: '  Ann Writer ', content: 'A classic: I assess people\r\nfor a living, and this is trustworthy.' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      user_id: member.userId,
      name: 'Ann Writer',
      content: 'A classic: I assess people\nfor a living, and this is trustworthy.',
      is_approved: true,
    });
  });

  it('refuses a visitor with 401', async () => {
    const refused = await call('createTestimonial', { body: { name: 'Ann', content: 'Nice' } });
    expect(refused.status).toBe(401);
  });

  it('refuses profanity in either field, evasions included, with 400 and the spec’s message, and stores nothing', async () => {
    for (const body of [
      { name: 'Sh1t Head', content: 'Lovely' },
      { name: 'Ann', content: 'what the FUUUCK is this' },
      { name: 'Ann', content: 'b1tch' },
    ]) {
      const refused = await call('createTestimonial', { token: member.token, body });
      expect(refused.status).toBe(400);
      expect(refused.error?.message).toBe(INAPPROPRIATE);
    }
    const page = await callOk('listTestimonials', { token: admin.token, query: { limit: '100' } });
    expect(page.testimonials.some((t) => t.content.includes('FUUUCK') || t.name.includes('Sh1t'))).toBe(false);
  });

  it('needs both fields: the spec’s message', async () => {
    const refused = await call('createTestimonial', { token: member.token, body: { name: ' ', content: 'Hi' } });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('Please fill in both name and testimonial content.');
  });
});

describe('listTestimonials', () => {
  it('pages newest first with a cursor, for admins only', async () => {
    const writer = await signUpMember({ prefix: 'testimonial-pages' });
    for (const n of [1, 2, 3])
      await callOk('createTestimonial', { token: writer.token, body: { name: `Pager ${n}`, content: `Testimonial number ${n}` } });
    const first = await callOk('listTestimonials', { token: admin.token, query: { limit: '2' } });
    expect(first.testimonials).toHaveLength(2);
    expect(first.testimonials.map((t) => t.name)).toEqual(['Pager 3', 'Pager 2']);
    expect(first.next_cursor).not.toBeNull();
    const second = await callOk('listTestimonials', { token: admin.token, query: { limit: '2', cursor: first.next_cursor! } });
    expect(second.testimonials[0]!.name).toBe('Pager 1');

    expect((await call('listTestimonials', { token: member.token })).status).toBe(403);
    expect((await call('listTestimonials', {})).status).toBe(401);
    expect((await call('listTestimonials', { token: admin.token, query: { cursor: 'bm90LWEta2V5' } })).status).toBe(400);
  });

  it('searches name and text on the server, ignoring case, and pages the matches', async () => {
    const writer = await signUpMember({ prefix: 'testimonial-search' });
    const tag = `Zephyrine${Date.now()}`;
    await callOk('createTestimonial', { token: writer.token, body: { name: `${tag} One`, content: 'A kind community.' } });
    await callOk('createTestimonial', { token: writer.token, body: { name: 'Someone else', content: 'Nothing to find here.' } });
    await callOk('createTestimonial', { token: writer.token, body: { name: 'Third', content: `Thanks from ${tag.toUpperCase()}, the whole team.` } });
    await callOk('createTestimonial', { token: writer.token, body: { name: `${tag} Four`, content: 'Last one.' } });

    const all = await callOk('listTestimonials', { token: admin.token, query: { q: ` ${tag.toLowerCase()} ` } });
    expect(all.testimonials.map((t) => t.name)).toEqual([`${tag} Four`, 'Third', `${tag} One`]);
    expect(all.next_cursor).toBeNull();

    const first = await callOk('listTestimonials', { token: admin.token, query: { q: tag, limit: '2' } });
    expect(first.testimonials.map((t) => t.name)).toEqual([`${tag} Four`, 'Third']);
    const second = await callOk('listTestimonials', { token: admin.token, query: { q: tag, limit: '2', cursor: first.next_cursor! } });
    expect(second.testimonials.map((t) => t.name)).toEqual([`${tag} One`]);

    expect((await callOk('listTestimonials', { token: admin.token, query: { q: `${tag}-absent` } })).testimonials).toEqual([]);
    expect((await call('listTestimonials', { token: admin.token, query: { q: 'x'.repeat(101) } })).status).toBe(400);
    expect((await call('listTestimonials', { token: member.token, query: { q: tag } })).status).toBe(403);
  });
});

describe('an account without a profile', () => {
  it('cannot write a testimonial: 403', async () => {
    const response = await invoke('createTestimonial', { userId: `no-profile-${Date.now()}`, body: { name: 'Ann', content: 'Nice' } });
    expect(response.status).toBe(403);
  });
});
