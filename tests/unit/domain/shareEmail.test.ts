import { describe, expect, it } from 'vitest';
import { DAILY_EMAIL_CAP, SHARE_EMAIL_CHANNEL, defaultShareEmailSubject, fieldErrors, shareEmailSchema } from '#domain';

const valid = { purpose: 'give_vouch_invite', to: 'Ada@Example.org', subject: 'Hello', message: 'Come and vouch.' };
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = shareEmailSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('shareEmailSchema', () => {
  it('accepts a complete e-mail, the address lower-cased', () => {
    expect(shareEmailSchema.parse(valid).to).toBe('ada@example.org');
  });
  it('validates the recipient and the message in the spec words', () => {
    expect(errorsOf({ ...valid, to: ' ' }).to).toBe('Please provide a recipient email');
    expect(errorsOf({ ...valid, to: undefined }).to).toBe('Please provide a recipient email');
    expect(errorsOf({ ...valid, to: 'ada@' }).to).toBe('Please provide a valid email address');
    expect(errorsOf({ ...valid, message: '  \u200B ' }).message).toBe('Please provide an email message');
  });
  it('knows the three purposes only', () => {
    expect(errorsOf({ ...valid, purpose: 'spam' }).purpose).toBeDefined();
    for (const purpose of ['give_vouch_invite', 'vouch_request', 'profile_share']) expect(errorsOf({ ...valid, purpose })).toEqual({});
  });
  it('takes the default subject of the purpose when the subject is left empty', () => {
    expect(shareEmailSchema.parse({ ...valid, subject: '' }).subject).toBe('');
    expect(defaultShareEmailSubject('vouch_request', 'Bob')).toBe('Bob asked you for a vouch on Vouched');
  });
});

describe('the composer rules', () => {
  it('records each purpose that carries an invite under its channel; a profile share carries none (issue 22 #14)', () => {
    expect(SHARE_EMAIL_CHANNEL).toEqual({ give_vouch_invite: 'email_button_1', vouch_request: 'email_button_2', profile_share: null });
  });
  it('caps a member at a small number of e-mails a day', () => {
    expect(DAILY_EMAIL_CAP).toBe(20);
  });
});
