/**
 * Rules that hold on the server whatever the UI does (issue 6, section 3):
 * age, cleaned names and free text, the profile phone rule, usernames chosen
 * in the generated-looking shape, and the complete profile vouching needs.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/validation';
import { db } from '#services/db';
import { completeProfile, signUpCompleteMember, signUpMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { useStackEnv, newViewer } from '#test-support/stack';
import { call, callOk } from '#test-support/apiClient';

let target: TestMember;

beforeAll(async () => {
  useStackEnv();
  target = await signUpCompleteMember('Rule Target');
});

async function storedProfile(userId: string): Promise<Record<string, unknown>> {
  const out = await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { PK: `USER#${userId}`, SK: 'PROFILE' } }));
  return out.Item ?? {};
}

describe('age', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await signUpMember({ prefix: 'age' });
  });

  const thisYear = new Date().getUTCFullYear();
  it.each([
    ['0001-01-01', 'year 1, which Date.UTC would read as 1901'],
    ['0090-05-17', 'a two-digit year written with four digits'],
    ['1899-12-31', 'before 1900'],
    [`${thisYear + 1}-01-01`, 'in the future'],
    [`${thisYear - 5}-01-01`, 'under 13'],
    ['90-05-17', 'a two-digit year'],
    ['1990-02-30', 'no such day'],
  ])('refuses %s (%s) with the spec message and stores nothing', async (birthDate) => {
    const response = await call('saveBirthDate', { token: member.token, body: { birth_date: birthDate } });
    expect(response.status).toBe(400);
    expect(response.error!.fields?.birth_date).toBe(MESSAGES.ageRequirement);
    expect((await storedProfile(member.userId)).birth_date_encrypted).toBeNull();
  });

  it('without a birth date the profile is not complete: no vouching until one is saved', async () => {
    const voucher = await completeProfile(await signUpMember({ prefix: 'nobirth' }), 'No Birth');
    // completeProfile saves a birth date; take it away to stand for a profile from before the rule.
    await db().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: { PK: `USER#${voucher.userId}`, SK: 'PROFILE' },
        UpdateExpression: 'SET birth_date_encrypted = :none',
        ExpressionAttributeValues: { ':none': null },
      }),
    );
    const refused = await call('createVouch', { token: voucher.token, body: vouchBody(target.userId) });
    expect(refused.status).toBe(403);
    expect(refused.error!.message).toBe('Please complete your profile information first.');

    expect((await call('saveBirthDate', { token: voucher.token, body: { birth_date: '1990-05-17' } })).status).toBe(200);
    expect((await call('createVouch', { token: voucher.token, body: vouchBody(target.userId) })).status).toBe(201);
  });
});

describe('names and free text', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await signUpMember({ prefix: 'names', name: 'Nora Names' });
  });

  it('stores names, bio and title NFC-normalised, without control or zero-width characters, trimmed', async () => {
    const response = await call('updateMe', {
      token: member.token,
      body: {
        full_name: ' \u200BNo\u0000ra Jose\u0301 ',
        username: member.username,
        bio: 'Line one\r\nline\u200D two\u0007 ',
        title_description: '\uFEFFChef\t',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ full_name: 'Nora Jos\u00E9', bio: 'Line one\nline two', title_description: 'Chef' });
  });

  it('refuses a full name that is empty once cleaned, and changes nothing', async () => {
    const before = await storedProfile(member.userId);
    const response = await call('updateMe', { token: member.token, body: { full_name: '\u200B\u200C\u2060 \u0001', username: member.username } });
    expect(response.status).toBe(400);
    expect(response.error!.fields?.full_name).toBe('Please enter your name');
    expect((await storedProfile(member.userId)).full_name).toBe(before.full_name);
  });

  it('stores an invisible-only motivation as null', async () => {
    const response = await call('savePurpose', { token: member.token, body: { join_intent: ['giving_vouches'], my_motivation: '\u200B\u200B' } });
    expect(response.status).toBe(200);
    expect(response.body!.my_motivation).toBeNull();
  });

  it('refuses a waiting-list name made of invisible characters', async () => {
    const response = await call('joinWaitingList', { body: { name: '\u200B\uFEFF', email: 'invisible@example.test' }, headers: newViewer() });
    expect(response.status).toBe(400);
    expect(response.error!.message).toBe(MESSAGES.waitingListMissing);
  });
});

describe('phone (profile page rule: + and digits, at least 10 characters)', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await signUpMember({ prefix: 'phone' });
  });

  it('accepts 10 characters in all, and up to 15 digits', async () => {
    for (const phone of ['+123456789', '+123456789012345']) {
      const response = await call('savePhone', { token: member.token, body: { phone, sms_consent: true } });
      expect(response.status, phone).toBe(200);
      expect(response.body!.phone).toBe(phone);
    }
  });

  it.each(['+12345678', '+1234567890123456', '1234567890', '+1 555 555 0100'])('refuses %s', async (phone) => {
    const response = await call('savePhone', { token: member.token, body: { phone, sms_consent: true } });
    expect(response.status).toBe(400);
    expect(response.error!.fields?.phone).toBe(MESSAGES.invalidPhone);
  });
});

describe('usernames', () => {
  it('a member who picks a username shaped like a generated one ("user-ab") can still vouch', async () => {
    const member = await completeProfile(await signUpMember({ prefix: 'shape' }), 'Shape Shifter');
    const username = `user-${Math.random().toString(36).slice(2, 8)}`;
    const renamed = await call('updateMe', { token: member.token, body: { full_name: 'Shape Shifter', username } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ username, username_generated: false });
    expect((await call('createVouch', { token: member.token, body: vouchBody(target.userId) })).status).toBe(201);
  });

  it('a username the system made stays "not chosen" until the member saves their own', async () => {
    const member = await completeProfile(await signUpMember({ prefix: 'flagged' }), 'Flag Bearer');
    await db().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: { PK: `USER#${member.userId}`, SK: 'PROFILE' },
        UpdateExpression: 'SET username_generated = :yes',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
    expect((await callOk('getMe', { token: member.token })).username_generated).toBe(true);
    expect((await call('createVouch', { token: member.token, body: vouchBody(target.userId) })).status).toBe(403);

    // Saving the same name is the member's own choice: it clears the flag.
    const saved = await call('updateMe', { token: member.token, body: { full_name: 'Flag Bearer', username: member.username } });
    expect(saved.body!.username_generated).toBe(false);
    expect((await call('createVouch', { token: member.token, body: vouchBody(target.userId) })).status).toBe(201);
  });
});
