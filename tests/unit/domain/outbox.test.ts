import { describe, expect, it } from 'vitest';
import { MESSAGE_HTML_MAX } from '#domain/validation';
import { OUTBOX_MESSAGE_MAX_BYTES, outboxBody, parseOutboxBody, type OutboxMessage } from '#domain/outbox';
import { vouchInviteMail } from '#functions/api/mail/vouchInviteMail';

const mail = { to: 'ann@example.test', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' };

describe('the outbox message', () => {
  it('reads back what was queued, and nothing that is not an outbox message', () => {
    const message: OutboxMessage = { kind: 'mail', mail, outcome: { userId: 'u1', failed: { type: 'email_failed', title: 't', message: 'm' } } };
    expect(parseOutboxBody(outboxBody(message))).toEqual(message);
    expect(parseOutboxBody(outboxBody({ kind: 'sms', phone: '+15555550100', text: 'code' }))).toEqual({
      kind: 'sms',
      phone: '+15555550100',
      text: 'code',
    });
    for (const body of ['', 'not json', '{}', '{"kind":"mail"}', '{"kind":"mail","mail":{"to":1}}', '{"kind":"sms","phone":"+1"}']) {
      expect(parseOutboxBody(body), body).toBeUndefined();
    }
  });

  it('fits the largest mail we make in one SQS message: an invitation carrying the longest vouch message of markup', () => {
    // Every character one that HTML escaping and JSON both lengthen.
    const longest = `<p>${'"<&'.repeat(Math.floor((MESSAGE_HTML_MAX - 7) / 3))}</p>`;
    const invite = vouchInviteMail({
      to: 'ann@example.test',
      recipientName: 'A'.repeat(100),
      voucherName: 'B'.repeat(100),
      selectedAttributes: ['Integrity', 'Kindness', 'Empathy', 'Focus', 'Courage'],
      vouchMessage: longest,
      vouchScore: 10,
      inviteUrl: 'https://vouched.example/vouched?invite_code=ABCD2345',
      inviteCode: 'ABCD2345',
    });
    const bytes = new TextEncoder().encode(outboxBody({ kind: 'mail', mail: invite })).length;
    expect(bytes).toBeLessThanOrEqual(OUTBOX_MESSAGE_MAX_BYTES);
  });

  it('refuses a message over the bound before it is queued', () => {
    expect(() => outboxBody({ kind: 'mail', mail: { ...mail, html: 'x'.repeat(OUTBOX_MESSAGE_MAX_BYTES) } })).toThrow(/over/);
  });
});
