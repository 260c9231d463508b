/** Rate limits and error answers of the API middleware, called in this process so the caller's IP can be chosen. */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as waitingListHandler } from '#api/waitingList/handler';
import { makeFeatureHandler } from '#api/featureHandler';
import { waitingListRoutes } from '#contract/features/waitingList';
import type { WaitingListReceipt } from '#contract/features/waitingList';
import { answerOf, checkAnswer, inProcessEvent, invoke, routeOf } from '#test-support/apiClient';
import { newInviteCode, useStackEnv } from '#test-support/stack';
import { sendUntilRefused } from '#test-support/rateLimit';

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

beforeAll(() => {
  useStackEnv();
});

describe('rate limits', () => {
  it('answers 429 once an IP passes checkInviteCode’s per-minute limit; other IPs are unaffected', async () => {
    const limit = routeOf('checkInviteCode').ratePerMinute!;
    const code = await newInviteCode();
    const ip = randomIp();
    const call = (sourceIp: string) => invoke('checkInviteCode', { params: { code }, sourceIp });
    const started = performance.now();
    const within = await Promise.all(Array.from({ length: limit }, () => call(ip)));
    expect(within.every((r) => r.status === 200)).toBe(true);
    // The bucket gets a token back every 60 s / limit (3 s), which a busy machine may spend on the burst.
    const { last: over, passed, refilled } = await sendUntilRefused(() => call(ip), limit, started);
    expect(passed).toBeLessThanOrEqual(refilled);
    expect(over.status).toBe(429);
    expect(over.error).toEqual({ code: 'rate_limited', message: 'Too many requests detected. Please slow down and try again later.' });
    expect((await call(randomIp())).status).toBe(200);
  });
});

describe('error answers', () => {
  it('answers an unknown route key with 404 in the error shape', async () => {
    const event = inProcessEvent('joinWaitingList', { body: {} });
    event.routeKey = 'GET /api/nowhere';
    const response = answerOf('joinWaitingList', await waitingListHandler(event, {} as never));
    expect(response.status).toBe(404);
    expect(response.error?.code).toBe('not_found');
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const event = inProcessEvent('joinWaitingList', { sourceIp: randomIp() });
    event.body = '{"name": ';
    const response = answerOf('joinWaitingList', await waitingListHandler(event, {} as never));
    expect(response.status).toBe(400);
    expect(response.error).toEqual({ code: 'bad_request', message: 'The request body must be JSON.' });
  });

  it('answers a body with a prototype key at any depth with 400, on any route', async () => {
    for (const body of ['{"__proto__": {"isAdmin": true}, "name": "A"}', '{"name": "A", "extra": [{"constructor": "y"}]}', '{"prototype": 1}']) {
      const event = inProcessEvent('joinWaitingList', { sourceIp: randomIp() });
      event.body = body;
      const response = answerOf('joinWaitingList', await waitingListHandler(event, {} as never));
      expect(response.status).toBe(400);
      expect(response.error).toEqual({ code: 'bad_request', message: 'The request body may not use the keys __proto__, constructor or prototype.' });
    }
  });
});

describe('path parameters', () => {
  it('are taken as API Gateway decoded them, not decoded a second time', async () => {
    const code = await newInviteCode();
    // What a client sends as /api/invites/%25<hex>… arrives decoded once: a literal "%<hex>…", which is not the code.
    const literal = `%${code.charCodeAt(0).toString(16).toUpperCase()}${code.slice(1)}`;
    const response = await invoke('checkInviteCode', { params: { code: literal }, sourceIp: randomIp() });
    expect(response.status).toBe(404);
  });
});

describe('answers outside the contract', () => {
  const entry: WaitingListReceipt = { name: 'Wanda', email: 'wanda@example.test', vouch_seeker_type: null };

  it('fail closed in the handler: a field the response schema lacks is a 500, and the field never leaves', async () => {
    // An operation that leaks a stored field: TypeScript lets extra properties through a spread, the strict schema does not.
    const leaky = makeFeatureHandler(waitingListRoutes, { joinWaitingList: async () => ({ ...entry, ...{ birth_date_encrypted: 'ciphertext' } }) });
    const result = (await leaky(
      inProcessEvent('joinWaitingList', { body: { name: 'Wanda', email: 'wanda@example.test' }, sourceIp: randomIp() }),
      {} as never,
    )) as {
      statusCode: number;
      body: string;
    };
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('ciphertext');
    expect(answerOf('joinWaitingList', result).error?.code).toBe('internal');
  });

  it('fail the test client: every call checks the answer against the route’s schema, or the error shape', () => {
    expect(checkAnswer('joinWaitingList', 201, entry).body).toEqual(entry);
    expect(() => checkAnswer('joinWaitingList', 201, { ...entry, extra: 1 })).toThrow(/joinWaitingList answered 201 outside its response schema/);
    expect(() => checkAnswer('joinWaitingList', 201, { ...entry, vouch_seeker_type: 7 })).toThrow(/vouch_seeker_type/);
    expect(() => checkAnswer('joinWaitingList', 400, { message: 'Bad' })).toThrow(/outside the error shape/);
  });
});
