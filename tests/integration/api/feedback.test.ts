/**
 * Beta feedback through the API and the local S3: the presigned POST
 * upload (its policy enforced: size, type, key), the magic-byte check
 * before an attachment is linked, the member's own history, and the admin's
 * list, counts, search, status change and one-minute download link.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, FEEDBACK_MESSAGES } from '#domain/feedback';
import { postUploadForm, signInAdmin, signUpCompleteMember, type TestMember } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';
import { call, callOk } from '#test-support/apiClient';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
/** An ELF header: what an attacker would slip in after the check. */
const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x00, 0x3e, 0x00]);

let member: TestMember;
let other: TestMember;
/** The member of the spent-form test: submitFeedback is rate-limited per member, and `member` uses most of it. */
let reposter: TestMember;
let admin: TestMember;

beforeAll(async () => {
  useStackEnv();
  [member, other, reposter, admin] = await Promise.all([
    signUpCompleteMember('Fiona Feedback'),
    signUpCompleteMember('Otto Other'),
    signUpCompleteMember('Remy Reposter'),
    signInAdmin(),
  ]);
}, 60_000);

/** Asks for an upload form and POSTs `bytes` with it, as the browser does; answers S3's status, the upload key and the form. */
async function upload(token: string, contentType: string, bytes: Buffer, override: { size?: number; formType?: string } = {}) {
  const form = await callOk('createFeedbackUpload', { token, body: { content_type: contentType, size: override.size ?? bytes.length } });
  const posted = await postUploadForm(form, bytes, override);
  return { ...posted, key: form.key, form };
}

/** What the admin's download of a feedback's attachment serves: its bytes and type. */
async function adminDownload(feedbackId: string): Promise<{ type: string | null; bytes: Buffer }> {
  const link = await callOk('getFeedbackAttachment', { token: admin.token, params: { id: feedbackId } });
  const file = await fetch(link.url);
  expect(file.status).toBe(200);
  return { type: file.headers.get('content-type'), bytes: Buffer.from(await file.arrayBuffer()) };
}

describe('createFeedbackUpload', () => {
  it('refuses a file over 5 MB and a type that is not accepted, with the spec message', async () => {
    const tooLarge = await call('createFeedbackUpload', { token: member.token, body: { content_type: 'image/png', size: ATTACHMENT_MAX_BYTES + 1 } });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.error?.message).toBe(FEEDBACK_MESSAGES.fileTooLarge);
    const svg = await call('createFeedbackUpload', { token: member.token, body: { content_type: 'image/svg+xml', size: 100 } });
    expect(svg.status).toBe(400);
  });

  it('gives a form for a key under the member own prefix of uploads/, which the bucket accepts', async () => {
    const result = await upload(member.token, 'image/png', PNG);
    expect(result.key.startsWith(`uploads/${member.userId}/`)).toBe(true);
    expect(result.status, result.text).toBe(204);
  });

  it('the bucket holds the upload to its policy: more bytes than the form allows, or another content type, are refused', async () => {
    // The form was made for 16 bytes of PNG…; the policy allows up to 5 MB, so a file over 5 MB is refused by S3 itself.
    const huge = await upload(member.token, 'image/png', Buffer.concat([PNG, Buffer.alloc(ATTACHMENT_MAX_BYTES)]), { size: 1000 });
    expect(huge.status).toBe(403);
    expect(huge.text).toContain('exceeds the maximum allowed size');
    const retyped = await upload(member.token, 'image/png', PNG, { formType: 'text/html' });
    expect(retyped.status).toBe(403);
    expect(retyped.text).toContain('Policy Condition failed');
  });
});

describe('submitFeedback', () => {
  it('needs type and importance (spec message)', async () => {
    const response = await call('submitFeedback', { token: member.token, body: { title: 'No type' } });
    expect(response.status).toBe(400);
    expect(response.error?.message).toBe(FEEDBACK_MESSAGES.missing);
  });

  it('links an upload whose bytes are what it claims', async () => {
    const { key } = await upload(member.token, 'image/png', PNG);
    const result = await callOk('submitFeedback', {
      token: member.token,
      body: { feedback_type: 'bug', importance: 'high', title: 'With a picture', attachment_key: key },
    });
    expect(result.attachment).toBe('linked');
    expect(result.feedback).toMatchObject({ status: 'open', has_attachment: true, title: 'With a picture' });
  });

  it('keeps the feedback but not a file whose bytes are not its declared type (an HTML page uploaded as a PNG)', async () => {
    const { key, status } = await upload(member.token, 'image/png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(status).toBe(204);
    const result = await callOk('submitFeedback', {
      token: member.token,
      body: { feedback_type: 'idea', importance: 'small', title: 'Disguised', attachment_key: key },
    });
    expect(result.attachment).toBe('rejected');
    expect(result.feedback.has_attachment).toBe(false);
  });

  it('a key that was never uploaded is no attachment; another member key is refused', async () => {
    const missing = await callOk('submitFeedback', {
      token: member.token,
      body: { feedback_type: 'idea', importance: 'small', attachment_key: `uploads/${member.userId}/1-nothing.png` },
    });
    expect(missing.attachment).toBe('rejected');
    const { key } = await upload(member.token, 'image/png', PNG);
    const foreign = await call('submitFeedback', { token: other.token, body: { feedback_type: 'bug', importance: 'small', attachment_key: key } });
    expect(foreign.status).toBe(400);
  });
});

describe('listMyFeedback', () => {
  it('lists only the member own items, newest first', async () => {
    const title = `Mine ${randomUUID().slice(0, 6)}`;
    await callOk('submitFeedback', { token: other.token, body: { feedback_type: 'bug', importance: 'medium', title: `${title} first` } });
    await callOk('submitFeedback', { token: other.token, body: { feedback_type: 'idea', importance: 'high', title: `${title} second` } });
    const mine = await callOk('listMyFeedback', { token: other.token });
    expect(mine.items.map((i) => i.title)).toEqual([`${title} second`, `${title} first`]);
    const members = await callOk('listMyFeedback', { token: member.token });
    expect(members.items.some((i) => i.title.startsWith(title))).toBe(false);
  });
});

describe('the admin feedback routes', () => {
  it('list with submitter name and e-mail, search and status filter on the server, and the counts', async () => {
    const word = `zebra${randomUUID().slice(0, 6)}`;
    const sent = await callOk('submitFeedback', {
      token: member.token,
      body: { feedback_type: 'bug', importance: 'high', title: `Find the ${word}` },
    });
    const found = await callOk('listAllFeedback', { token: admin.token, query: { q: word.toUpperCase() } });
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ id: sent.feedback.id, full_name: 'Fiona Feedback', email: member.email, admin_status: 'open' });
    expect(found.counts.total).toBe(found.counts.open + found.counts.in_progress + found.counts.resolved);

    const before = found.counts;
    const updated = await callOk('updateFeedbackStatus', {
      token: admin.token,
      params: { id: sent.feedback.id },
      body: { admin_status: 'resolved' },
    });
    expect(updated).toMatchObject({ admin_status: 'resolved', updated_by: admin.userId });
    expect(updated.admin_updated_at).not.toBeNull();
    const after = await callOk('listAllFeedback', { token: admin.token, query: { q: word, status: 'resolved' } });
    expect(after.items.map((i) => i.id)).toEqual([sent.feedback.id]);
    expect(after.counts.resolved).toBeGreaterThanOrEqual(before.resolved + 1);
    const openOnly = await callOk('listAllFeedback', { token: admin.token, query: { q: word, status: 'open' } });
    expect(openOnly.items).toEqual([]);
  });

  it('pages with a cursor', async () => {
    const word = `pager${randomUUID().slice(0, 6)}`;
    for (const n of [1, 2, 3])
      await callOk('submitFeedback', { token: member.token, body: { feedback_type: 'idea', importance: 'small', title: `${word} ${n}` } });
    const first = await callOk('listAllFeedback', { token: admin.token, query: { q: word, limit: '2' } });
    expect(first.items.map((i) => i.title)).toEqual([`${word} 3`, `${word} 2`]);
    const second = await callOk('listAllFeedback', { token: admin.token, query: { q: word, limit: '2', cursor: first.next_cursor! } });
    expect(second.items.map((i) => i.title)).toEqual([`${word} 1`]);
  });

  it('an attachment downloads through a short-lived presigned link, byte for byte', async () => {
    const { key } = await upload(member.token, 'image/png', PNG);
    const sent = await callOk('submitFeedback', {
      token: member.token,
      body: { feedback_type: 'bug', importance: 'high', title: 'Download me', attachment_key: key },
    });
    const link = await callOk('getFeedbackAttachment', { token: admin.token, params: { id: sent.feedback.id } });
    expect(link.url).toContain('X-Amz-Expires=60');
    const file = await fetch(link.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    expect(file.headers.get('content-disposition')).toContain('attachment');

    // Its sender opens it from their history; another member is told there is no such item.
    const own = await callOk('getMyFeedbackAttachment', { token: member.token, params: { id: sent.feedback.id } });
    const ownFile = await fetch(own.url);
    expect(ownFile.status).toBe(200);
    expect(Buffer.from(await ownFile.arrayBuffer())).toEqual(PNG);
    const stranger = await call('getMyFeedbackAttachment', { token: other.token, params: { id: sent.feedback.id } });
    expect(stranger.status).toBe(404);
  });

  it('after the link, a second POST with the same form and other bytes changes nothing the admin downloads, submitted again or not', async () => {
    const first = await upload(reposter.token, 'application/pdf', PDF);
    const sent = await callOk('submitFeedback', {
      token: reposter.token,
      body: { feedback_type: 'bug', importance: 'high', title: 'A checked PDF', attachment_key: first.key },
    });
    expect(sent.attachment).toBe('linked');
    expect(await adminDownload(sent.feedback.id)).toEqual({ type: 'application/pdf', bytes: PDF });

    expect((await postUploadForm(first.form, ELF)).status).toBe(204);
    expect(await adminDownload(sent.feedback.id)).toEqual({ type: 'application/pdf', bytes: PDF });
    // The spent form's key links nothing again, whatever it now holds, and the first feedback's file stays as checked.
    const otherPdf = Buffer.concat([PDF, Buffer.from('\n% other bytes\n')]);
    expect((await postUploadForm(first.form, otherPdf)).status).toBe(204);
    const again = await callOk('submitFeedback', {
      token: reposter.token,
      body: { feedback_type: 'bug', importance: 'high', title: 'Same key again', attachment_key: first.key },
    });
    expect(again.attachment).toBe('rejected');
    expect(again.feedback.has_attachment).toBe(false);
    expect(await adminDownload(sent.feedback.id)).toEqual({ type: 'application/pdf', bytes: PDF });
  });

  it('an unknown or malformed id is 404', async () => {
    const unknown = await call('updateFeedbackStatus', {
      token: admin.token,
      params: { id: '20260101T000000000Z-00000000-0000-0000-0000-000000000000' },
      body: { admin_status: 'open' },
    });
    expect(unknown.status).toBe(404);
    const malformed = await call('getFeedbackAttachment', { token: admin.token, params: { id: 'nope' } });
    expect(malformed.status).toBe(404);
  });
});
