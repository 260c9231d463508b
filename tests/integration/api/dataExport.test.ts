/**
 * The data export behind a data request (issue 10 §6, beyond the spec's
 * 30-day promise): the request starts the export on the table's stream; the
 * member's JSON file lands in the private exports bucket, the member is
 * mailed a link that works 24 hours and notified, and the request is done.
 * The file holds every item keyed to the member and nothing of anyone
 * else's private data. Prints the time from the request to the mail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dataExportReadyNotification } from '#domain/dataRequests';
import { listDataRequests } from '#store/dataRequests';
import { completeProfile, offPlatformVouchBody, signUpCompleteMember, signUpMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { readMailbox, useStackEnv, type Mail } from '#test-support/stack';
import { call, callOk } from '#test-support/apiClient';
import { waitFor } from '#test-support/waitFor';

let ada: TestMember;
let ben: TestMember;
let cleo: TestMember;
let adaInviteCode: string;
let adaFeedbackTitle: string;
let benFeedbackTitle: string;
const BEN_PHONE = '+15555550987';
const OUTSIDER_EMAIL = `dora.outside.${Date.now()}@example.com`;
let pendingInviteCode: string;
const ADA_TESTIMONIAL = `Ada's testimonial ${Date.now()}`;
const BEN_TESTIMONIAL = `Ben's testimonial ${Date.now()}`;

/** The export runs off the stream (a poller locally): its mail and its 'done' may take a while on a busy machine. */
const EXPORT_WAIT_MS = 30_000;
const SUBJECT = 'Your Vouched data is ready';

beforeAll(async () => {
  useStackEnv();
  [ada, cleo] = await Promise.all([signUpCompleteMember('Ada Exporter'), signUpCompleteMember('Cleo Third')]);
  // Ben joins through Ada's invite: her invite then names him (by id), never his address.
  adaInviteCode = (await callOk('createInvite', { token: ada.token, body: {} })).invite_code;
  ben = await completeProfile(await signUpMember({ inviteCode: adaInviteCode }), 'Ben Other');
  await callOk('savePhone', { token: ben.token, body: { phone: BEN_PHONE, sms_consent: true } });
  await callOk('createInvite', { token: ada.token, body: {} });
  // An off-platform vouch Ada sent that nobody has claimed yet: hers to see, but not the recipient's address.
  pendingInviteCode = (
    await callOk('createOffPlatformVouch', { token: ada.token, body: offPlatformVouchBody(OUTSIDER_EMAIL, { pending_name: 'Dora Outside' }) })
  ).pending_vouch.pending_invite_code;

  // Vouches between Ada and Ben, and with Cleo; one between Ben and Cleo that is none of Ada's business.
  await callOk('createVouch', { token: ada.token, body: vouchBody(ben.userId) });
  await callOk('createVouch', { token: ben.token, body: vouchBody(ada.userId, { message: '<p>Ben about Ada.</p>' }) });
  await callOk('createVouch', { token: cleo.token, body: vouchBody(ada.userId, { message: '<p>Cleo about Ada.</p>' }) });
  await callOk('createVouch', { token: ada.token, body: vouchBody(cleo.userId) });
  await callOk('createVouch', { token: ben.token, body: vouchBody(cleo.userId, { message: '<p>Ben about Cleo, private to them.</p>' }) });

  await callOk('grantViewPermission', { token: ada.token, body: { viewer_id: ben.userId } });
  await callOk('grantViewPermission', { token: ben.token, body: { viewer_id: cleo.userId } });
  // Cleo lets Ada see her full profile: a permission keyed to Cleo, but about Ada too.
  await callOk('grantViewPermission', { token: cleo.token, body: { viewer_id: ada.userId } });

  await callOk('createTestimonial', { token: ada.token, body: { name: 'Ada Exporter', content: ADA_TESTIMONIAL } });
  await callOk('createTestimonial', { token: ben.token, body: { name: 'Ben Other', content: BEN_TESTIMONIAL } });

  adaFeedbackTitle = `Ada's feedback ${Date.now()}`;
  benFeedbackTitle = `Ben's feedback ${Date.now()}`;
  await callOk('submitFeedback', { token: ada.token, body: { feedback_type: 'idea', importance: 'small', title: adaFeedbackTitle } });
  await callOk('submitFeedback', { token: ben.token, body: { feedback_type: 'bug', importance: 'high', title: benFeedbackTitle } });
}, 120_000);

type Exported = Record<string, unknown> & {
  format: string;
  member_id: string;
  profile: Record<string, unknown>;
  records: Record<string, Record<string, unknown>>;
  vouches_received: { voucher_id: string; vouchee_id: string }[];
  vouches_given: { voucher_id: string; vouchee_id: string }[];
  vouches_given_pending: { voucher_id: string; pending_name: string; pending_invite_code: string }[];
  invites: { invite_code: string; redeemed_user_id?: string | null }[];
  notifications: { id: string; user_id: string }[];
  view_permissions_granted: { shared_user_id: string; viewer_user_id: string }[];
  view_permissions_received: { shared_user_id: string; viewer_user_id: string }[];
  testimonials: { content: string; user_id: string }[];
  feedback: { title: string; user_id: string }[];
  sign_ins: { action_type: string; user_id: string }[];
  data_requests: { id: string; user_id: string }[];
};

describe('the data export', () => {
  it('mails a 24-hour link to one JSON file of everything keyed to the member, notifies them and marks the request done', async () => {
    const notificationsBefore = (await callOk('listNotifications', { token: ada.token })).notifications;
    const benNotifications = (await callOk('listNotifications', { token: ben.token })).notifications;
    expect(benNotifications.length).toBeGreaterThan(0);

    const started = Date.now();
    const request = await callOk('requestMyData', { token: ada.token });
    const mail = await waitFor<Mail>(
      'the export mail',
      async () => (await readMailbox({ to: ada.email })).find((m) => m.subject === SUBJECT),
      EXPORT_WAIT_MS,
    );
    const elapsed = Date.now() - started;
    console.info(`data export: request to e-mail in ${elapsed} ms`);
    expect(elapsed).toBeLessThan(60_000);

    const done = await waitFor(
      'the request done',
      async () => (await listDataRequests(ada.userId)).find((r) => r.id === request.id && r.status === 'done'),
      EXPORT_WAIT_MS,
    );
    expect(done.export_key).toBe(`exports/${ada.userId}/${request.id}.json`);
    const ready = (await callOk('listNotifications', { token: ada.token })).notifications.filter(
      (n) => n.title === dataExportReadyNotification().title,
    );
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({ type: 'data_access_request', message: dataExportReadyNotification().message });
    expect(ready[0]!.message).not.toContain('30 days');
    // Done frees the member to ask again.
    const again = await call('requestMyData', { token: ada.token });
    expect(again.status).toBe(201);

    const link = /https?:\/\/\S+/.exec(mail.body.text ?? '')?.[0];
    expect(link, 'the link in the mail').toBeDefined();
    expect(new URL(link!).searchParams.get('X-Amz-Expires')).toBe('86400');
    expect(mail.body.html).toContain(link!.replace(/&/g, '&amp;'));
    const download = await fetch(link!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const text = await download.text();
    const file = JSON.parse(text) as Exported;

    expect(file.format).toBe('vouched-data-export');
    expect(file.member_id).toBe(ada.userId);
    expect(file.profile).toMatchObject({
      id: ada.userId,
      email: ada.email,
      username: ada.username,
      full_name: 'Ada Exporter',
      phone: '+15555550123',
      city: 'LYON',
    });
    expect(file.profile.birth_date).toMatch(/^on file/);
    expect(file.records.score).toMatchObject({ user_id: ada.userId, total_vouches: 2 });

    expect(file.vouches_received.map((v) => v.voucher_id).sort()).toEqual([ben.userId, cleo.userId].sort());
    expect(file.vouches_received.every((v) => v.vouchee_id === ada.userId)).toBe(true);
    expect(file.vouches_given.map((v) => v.vouchee_id).sort()).toEqual([ben.userId, cleo.userId].sort());
    expect(file.vouches_given.every((v) => v.voucher_id === ada.userId)).toBe(true);

    expect(file.vouches_given_pending).toEqual([
      expect.objectContaining({ voucher_id: ada.userId, pending_name: 'Dora Outside', pending_invite_code: pendingInviteCode }),
    ]);
    expect(text).not.toContain(OUTSIDER_EMAIL);

    expect(file.invites).toHaveLength(3);
    expect(file.invites.find((i) => i.invite_code === adaInviteCode)).toMatchObject({ redeemed_user_id: ben.userId });

    // Every notification she had (the vouches received, the request's own) is in the file, and only hers.
    const exportedIds = new Set(file.notifications.map((n) => n.id));
    for (const n of notificationsBefore) expect(exportedIds.has(n.id), n.title).toBe(true);
    expect(file.notifications.some((n) => n.id && notificationsBefore.every((b) => b.id !== n.id))).toBe(true); // the request's own
    expect(file.notifications.every((n) => n.user_id === ada.userId)).toBe(true);

    expect(file.view_permissions_granted).toEqual([expect.objectContaining({ shared_user_id: ada.userId, viewer_user_id: ben.userId })]);
    expect(file.view_permissions_received).toEqual([expect.objectContaining({ shared_user_id: cleo.userId, viewer_user_id: ada.userId })]);
    expect(file.feedback).toEqual([expect.objectContaining({ title: adaFeedbackTitle, user_id: ada.userId })]);
    expect(file.testimonials).toEqual([expect.objectContaining({ content: ADA_TESTIMONIAL, user_id: ada.userId })]);
    expect(file.sign_ins.length).toBeGreaterThan(0);
    expect(file.sign_ins.every((s) => s.action_type === 'login_success' && s.user_id === ada.userId)).toBe(true);
    expect(file.data_requests).toEqual([expect.objectContaining({ id: request.id, user_id: ada.userId })]);

    // Nothing of anyone else's private data, and none of the storage's secrets.
    for (const other of [ben, cleo]) expect(text).not.toContain(other.email);
    expect(text).not.toContain(BEN_PHONE);
    for (const n of benNotifications) expect(text).not.toContain(n.id);
    expect(text).not.toContain(benFeedbackTitle);
    expect(text).not.toContain(BEN_TESTIMONIAL);
    expect(text).not.toContain('Ben about Cleo');
    expect(text).not.toContain('1990-05-17');
    for (const secret of [
      'birth_date_encrypted',
      'token_hash',
      'search_text',
      'attachment_key',
      '"PK"',
      '"GSI1PK"',
      'invitee_email',
      'reserved_email',
      'pending_email',
    ]) {
      expect(text).not.toContain(secret);
    }
  }, 90_000);
});
