/**
 * The Google Form webhook (issue 11 §2): a public route authenticated by the
 * HMAC-SHA256 signature of its raw body. A good signature stores one
 * response; a bad or missing one is 401 and stores nothing; the same
 * delivery twice stores one; the signature is checked before the body is
 * parsed; prototype keys are 400; a timestamp more than 5 minutes from now
 * is 400; an oversized body is 413 before anything reads it; a burst past
 * the route's rate is 429. The admin's list searches on the
 * server and counts.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_DELIVERY_MAX_BYTES,
  FORM_DELIVERY_MAX_SKEW_MS,
  FORM_RESPONSE_SOURCE,
  FORM_SIGNATURE_HEADER,
  formSearchText,
} from '#domain/formResponses';
import { deliveryKey, formSignature } from '#api/formResponses/signature';
import { LOCAL_FORM_WEBHOOK_SECRET } from '#local/handlerEnv';
import { putFormResponse } from '#store/formResponses';
import { signInAdmin, signUpCompleteMember, type TestMember } from '#test-support/backendHelpers';
import { newViewer, useStackEnv } from '#test-support/stack';
import { call, callOk, routeOf } from '#test-support/apiClient';
import { signedDelivery } from '#test-support/formDelivery';
import { sendUntilRefused } from '#test-support/rateLimit';

let admin: TestMember;

beforeAll(async () => {
  useStackEnv();
  admin = await signInAdmin();
}, 60_000);

/** The admin's list, searched for `text`. */
async function responsesMatching(text: string) {
  return callOk('listFormResponses', { token: admin.token, query: { q: text } });
}

describe('receiveFormResponse', () => {
  it('stores a delivery with a good signature once, with the spec fields and source google_form', async () => {
    const text = `Loved the vouch wizard ${randomUUID()}`;
    const delivery = signedDelivery({
      name: 'Grace Form',
      email: 'grace.form@example.test',
      feedback_text: text,
      custom_fields: { Rating: '5', Liked: ['Wizard', 'Directory'] },
    });
    const response = await call('receiveFormResponse', { ...delivery, headers: { ...newViewer(), ...delivery.headers } });
    expect(response.status).toBe(200);
    expect(response.body?.duplicate).toBe(false);

    const list = await responsesMatching(text.slice(-36));
    expect(list.responses).toHaveLength(1);
    expect(list.responses[0]).toMatchObject({
      id: response.body!.id,
      name: 'Grace Form',
      email: 'grace.form@example.test',
      feedback_text: text,
      source: 'google_form',
      custom_fields: { Rating: '5', Liked: ['Wizard', 'Directory'] },
    });
  });

  it('refuses a wrong, a missing and a malformed signature with 401 and stores nothing', async () => {
    const text = `Forged ${randomUUID()}`;
    const forged = signedDelivery({ feedback_text: text }, 'not-the-secret');
    const unsigned = signedDelivery({ feedback_text: text });
    const { [FORM_SIGNATURE_HEADER]: _, ...unsignedHeaders } = unsigned.headers;
    const attempts = [
      { body: forged.body, headers: forged.headers },
      { body: unsigned.body, headers: unsignedHeaders },
      { body: unsigned.body, headers: { ...unsigned.headers, [FORM_SIGNATURE_HEADER]: 'sha256=' + 'z'.repeat(64) } },
      { body: unsigned.body, headers: { ...unsigned.headers, [FORM_SIGNATURE_HEADER]: 'x'.repeat(5000) } },
      // The signature of another body: a valid signature does not carry over to changed bytes.
      { body: unsigned.body.replace('Forged', 'Forget'), headers: unsigned.headers },
    ];
    for (const attempt of attempts) {
      const response = await call('receiveFormResponse', { body: attempt.body, headers: { ...newViewer(), ...attempt.headers } });
      expect(response.status).toBe(401);
      expect(response.error?.code).toBe('unauthorized');
    }
    expect((await responsesMatching(text.slice(-36))).responses).toHaveLength(0);
  });

  it('stores the same delivery once when it comes twice (or twice at once), answering 200 each time', async () => {
    const text = `Repeated ${randomUUID()}`;
    const delivery = signedDelivery({ feedback_text: text });
    const send = () => call('receiveFormResponse', { body: delivery.body, headers: { ...newViewer(), ...delivery.headers } });
    const first = await send();
    const [again, concurrent] = await Promise.all([send(), send()]);
    expect([first.status, again.status, concurrent.status]).toEqual([200, 200, 200]);
    expect(first.body?.duplicate).toBe(false);
    expect(again.body).toEqual({ id: first.body!.id, duplicate: true });
    expect(concurrent.body).toEqual({ id: first.body!.id, duplicate: true });
    expect((await responsesMatching(text.slice(-36))).responses).toHaveLength(1);
  });

  it('answers 413 to a body over the limit, signed or not, and stores nothing', async () => {
    expect(routeOf('receiveFormResponse').maxBodyBytes).toBe(FORM_DELIVERY_MAX_BYTES);
    const text = `Huge ${randomUUID()}`;
    const delivery = signedDelivery({ feedback_text: text, custom_fields: { padding: 'p'.repeat(FORM_DELIVERY_MAX_BYTES) } });
    const response = await call('receiveFormResponse', { body: delivery.body, headers: { ...newViewer(), ...delivery.headers } });
    expect(response.status).toBe(413);
    expect((await responsesMatching(text.slice(-36))).responses).toHaveLength(0);
  });

  it('refuses custom fields past their bounds with 400 even when signed', async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`Question ${i}`, 'yes']));
    const delivery = signedDelivery({ custom_fields: tooMany });
    const response = await call('receiveFormResponse', { body: delivery.body, headers: { ...newViewer(), ...delivery.headers } });
    expect(response.status).toBe(400);
  });

  it('refuses a signed delivery with __proto__, constructor or prototype as a key, at any depth, with 400 and stores nothing', async () => {
    const text = `Prototype ${randomUUID()}`;
    // JSON.parse makes "__proto__" an own key, so JSON.stringify sends it as written.
    const fields = ['{"constructor": "y"}', '{"__proto__": "y"}', '{"prototype": ["a"]}', '{"Liked": "x", "constructor": "y"}'].map(
      (json) => JSON.parse(json) as Record<string, string>,
    );
    for (const custom_fields of fields) {
      const delivery = signedDelivery({ feedback_text: text, custom_fields });
      const response = await call('receiveFormResponse', { body: delivery.body, headers: { ...newViewer(), ...delivery.headers } });
      expect(response.status).toBe(400);
      expect(response.error?.message).toBe('The request body may not use the keys __proto__, constructor or prototype.');
    }
    const topLevel = signedDelivery({ feedback_text: text });
    const body = topLevel.body.replace(/^\{/, '{"__proto__": {"polluted": true}, ');
    const headers = { ...topLevel.headers, [FORM_SIGNATURE_HEADER]: formSignature(LOCAL_FORM_WEBHOOK_SECRET, body) };
    expect((await call('receiveFormResponse', { body, headers: { ...newViewer(), ...headers } })).status).toBe(400);
    expect((await responsesMatching(text.slice(-36))).responses).toHaveLength(0);
  });

  it('checks the signature before it reads the body: an unsigned body that is not JSON or has prototype keys is 401', async () => {
    for (const body of [
      '{"timestamp": ',
      '{"constructor": {"prototype": 1}}',
      JSON.stringify({ custom_fields: JSON.parse('{"__proto__": "y"}') as unknown }),
    ]) {
      const response = await call('receiveFormResponse', {
        body,
        headers: { ...newViewer(), 'content-type': 'application/json', [FORM_SIGNATURE_HEADER]: formSignature('not-the-secret', body) },
      });
      expect(response.status).toBe(401);
      expect(response.error?.code).toBe('unauthorized');
    }
  });

  it('refuses a signed delivery whose timestamp is more than 5 minutes from now, either way, with 400 and a reason', async () => {
    expect(FORM_DELIVERY_MAX_SKEW_MS).toBe(5 * 60_000);
    const text = `Skewed ${randomUUID()}`;
    // A minute past the bound either way, so the request's own travel time cannot bring it back inside.
    for (const offset of [-6 * 60_000, 6 * 60_000, -86_400_000]) {
      const delivery = signedDelivery({ timestamp: new Date(Date.now() + offset).toISOString(), feedback_text: text });
      const response = await call('receiveFormResponse', { body: delivery.body, headers: { ...newViewer(), ...delivery.headers } });
      expect(response.status).toBe(400);
      expect(response.error?.fields?.timestamp).toBe(
        "timestamp must be within 5 minutes of the server's time; this delivery is too old or from the future.",
      );
    }
    expect((await responsesMatching(text.slice(-36))).responses).toHaveLength(0);
    const recent = signedDelivery({ timestamp: new Date(Date.now() - 4 * 60_000).toISOString(), feedback_text: text });
    expect((await call('receiveFormResponse', { body: recent.body, headers: { ...newViewer(), ...recent.headers } })).status).toBe(200);
  });

  it('answers 429 once one address passes the per-minute rate, and that delivery is not stored', async () => {
    const limit = routeOf('receiveFormResponse').ratePerMinute!;
    const viewer = newViewer();
    const started = performance.now();
    const burst = await Promise.all(
      Array.from({ length: limit }, () => {
        const delivery = signedDelivery();
        return call('receiveFormResponse', { body: delivery.body, headers: { ...viewer, ...delivery.headers } });
      }),
    );
    expect(burst.every((r) => r.status === 200)).toBe(true);
    // The bucket gets a token back every 60 s / limit, which a busy machine may spend on the burst.
    const deliverOver = async () => {
      const text = `Over the rate ${randomUUID()}`;
      const over = signedDelivery({ feedback_text: text });
      return { text, status: (await call('receiveFormResponse', { body: over.body, headers: { ...viewer, ...over.headers } })).status };
    };
    const { last, passed, refilled } = await sendUntilRefused(deliverOver, limit, started);
    expect(passed).toBeLessThanOrEqual(refilled);
    expect(last.status).toBe(429);
    expect((await responsesMatching(last.text.slice(-36))).responses).toHaveLength(0);
  });
});

describe('listFormResponses', () => {
  it('is for the admin only: visitor 401, member 403, admin 200 with counts', async () => {
    const member = await signUpCompleteMember('Form Reader');
    expect((await call('listFormResponses', { headers: newViewer() })).status).toBe(401);
    expect((await call('listFormResponses', { token: member.token })).status).toBe(403);
    const before = await callOk('listFormResponses', { token: admin.token });

    const fresh = signedDelivery({ feedback_text: `Counted ${randomUUID()}` });
    expect((await call('receiveFormResponse', { body: fresh.body, headers: { ...newViewer(), ...fresh.headers } })).status).toBe(200);
    // The webhook refuses a month-old timestamp, so the old response is stored as the seed stores its own.
    const old = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const stale = {
      timestamp: old,
      name: 'Old Form',
      email: 'old.form@example.test',
      feedback_text: `Counted old ${randomUUID()}`,
      custom_fields: {},
    };
    const record = { id: deliveryKey(JSON.stringify(stale)), ...stale, source: FORM_RESPONSE_SOURCE, received_at: old };
    expect(await putFormResponse(record, formSearchText(record))).toEqual({ stored: true });

    const after = await callOk('listFormResponses', { token: admin.token });
    // Other files may add responses meanwhile: at least these two, and the old one only in the total.
    expect(after.counts.total - before.counts.total).toBeGreaterThanOrEqual(2);
    expect(after.counts.last_7_days - before.counts.last_7_days).toBeGreaterThanOrEqual(1);
    expect(after.counts.total).toBeGreaterThan(after.counts.last_7_days);
  });

  it('searches name, e-mail and text ignoring case, newest first by the form timestamp, and pages with a cursor', async () => {
    const tag = randomUUID().slice(0, 8);
    const times = [3, 2, 1].map((minutes) => new Date(Date.now() - minutes * 60_000).toISOString());
    for (const [i, timestamp] of times.entries()) {
      const d = signedDelivery({ timestamp, name: `Searcher ${tag} ${i}`, email: `s${i}.${tag}@example.test` });
      expect((await call('receiveFormResponse', { body: d.body, headers: { ...newViewer(), ...d.headers } })).status).toBe(200);
    }
    const all = await responsesMatching(tag.toUpperCase());
    expect(all.responses.map((r) => r.name)).toEqual([2, 1, 0].map((i) => `Searcher ${tag} ${i}`));
    const byEmail = await responsesMatching(`s1.${tag}`);
    expect(byEmail.responses.map((r) => r.name)).toEqual([`Searcher ${tag} 1`]);

    const pages = [];
    let cursor: string | null | undefined;
    do {
      const page = await callOk('listFormResponses', { token: admin.token, query: { q: tag, limit: '2', ...(cursor ? { cursor } : {}) } });
      pages.push(page.responses.map((r) => r.name));
      cursor = page.next_cursor;
    } while (cursor);
    expect(pages[0]).toHaveLength(2);
    expect(pages.flat()).toEqual([2, 1, 0].map((i) => `Searcher ${tag} ${i}`));
  });
});
