/** Rate limits and error answers of the API middleware, called in this process so the caller's IP can be chosen. */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as invitesHandler } from '../../../functions/api/invites/handler';
import { handler as waitingListHandler } from '../../../functions/api/waitingList/handler';
import { routes } from '../../../functions/api/routes';
import { inProcessEvent, parsed } from '../../support/backendHelpers';
import { newInviteCode, useStackEnv } from '../../support/stack';

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

beforeAll(() => {
  useStackEnv();
});

describe('rate limits', () => {
  it('answers 429 once an IP passes checkInviteCode’s per-minute limit; other IPs are unaffected', async () => {
    const limit = routes.find((r) => r.id === 'checkInviteCode')!.ratePerMinute!;
    const code = await newInviteCode();
    const ip = randomIp();
    const call = (sourceIp: string) => invitesHandler(inProcessEvent('checkInviteCode', { params: { code }, sourceIp }), {} as never).then(parsed);
    const within = await Promise.all(Array.from({ length: limit }, () => call(ip)));
    expect(within.every((r) => r.status === 200)).toBe(true);
    const over = await call(ip);
    // The bucket gets a token back every 60 s / limit (3 s): the burst and this call are well within that.
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({ code: 'rate_limited', message: 'Too many requests detected. Please slow down and try again later.' });
    expect((await call(randomIp())).status).toBe(200);
  });
});

describe('error answers', () => {
  it('answers an unknown route key with 404 in the error shape', async () => {
    const event = inProcessEvent('joinWaitingList', { body: {} });
    event.routeKey = 'GET /api/nowhere';
    const response = parsed(await waitingListHandler(event, {} as never));
    expect(response.status).toBe(404);
    expect(response.body.error?.code).toBe('not_found');
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const event = inProcessEvent('joinWaitingList', { sourceIp: randomIp() });
    event.body = '{"name": ';
    const response = parsed(await waitingListHandler(event, {} as never));
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'bad_request', message: 'The request body must be JSON.' });
  });
});

describe('path parameters', () => {
  it('are taken as API Gateway decoded them, not decoded a second time', async () => {
    const code = await newInviteCode();
    // What a client sends as /api/invites/%25<hex>… arrives decoded once: a literal "%<hex>…", which is not the code.
    const literal = `%${code.charCodeAt(0).toString(16).toUpperCase()}${code.slice(1)}`;
    const response = parsed(await invitesHandler(inProcessEvent('checkInviteCode', { params: { code: literal }, sourceIp: randomIp() }), {} as never));
    expect(response.status).toBe(404);
  });
});
