/**
 * The avatar through the API and the local S3: the presigned POST form
 * (its policy: this upload key, image/jpeg, at most 2 MB, enforced locally
 * by the s3PostPolicy front of s3rver), the check of the stored object
 * (a key of the caller's, JPEG magic bytes, size) and its copy to the final
 * key before the profile names it, what is served never changing after
 * that, and the replaced avatar's object deleted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, avatarKeyFromUrl, finalAvatarKeyOf } from '#domain/avatar';
import { avatarObjectUrl } from '#local/webServer';
import { finalizeAvatar, readStoredAvatar } from '#services/avatars';
import { JPEG_BYTES, postUploadForm, signUpCompleteMember, uploadAvatar, type TestMember } from '#test-support/backendHelpers';
import { useStackEnv, type TestStack } from '#test-support/stack';
import { call, callOk } from '#test-support/apiClient';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

/** An ELF header: what an attacker would slip in after the check. */
const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x00, 0x3e, 0x00]);

let stack: TestStack;
let member: TestMember;
let other: TestMember;
/** The member of the spent-form tests: saveAvatar allows 10 a minute per member, and `member` uses most of them. */
let reposter: TestMember;

/** What the avatar URL serves: the object the web server (CloudFront locally) reads for that path, with its type. */
async function served(avatarUrl: string | null): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const target = avatarObjectUrl({ s3Url: stack.s3Url, bucket: stack.avatarsBucket }, avatarUrl ?? '');
  if (!target) throw new Error(`not an avatar URL: ${String(avatarUrl)}`);
  const answer = await fetch(target);
  return { status: answer.status, type: answer.headers.get('content-type'), bytes: Buffer.from(await answer.arrayBuffer()) };
}

beforeAll(async () => {
  stack = useStackEnv();
  [member, other, reposter] = await Promise.all([
    signUpCompleteMember('Ava Avatar'),
    signUpCompleteMember('Otto Other'),
    signUpCompleteMember('Remy Reposter'),
  ]);
}, 60_000);

describe('createAvatarUpload', () => {
  it("answers a presigned POST form for a fresh key of the caller's, whose policy holds the type to image/jpeg and the size to 2 MB", async () => {
    const form = await callOk('createAvatarUpload', { token: member.token, body: { size: 1000 } });
    expect(form.key).toMatch(new RegExp(`^uploads/${member.userId}-[a-z0-9]+\\.jpg$`));
    expect(form.fields['Content-Type']).toBe('image/jpeg');
    expect(form.fields.key).toBe(form.key);
    const policy = JSON.parse(Buffer.from(form.fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, AVATAR_MAX_BYTES]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/jpeg']);
    const tooLarge = await call('createAvatarUpload', { token: member.token, body: { size: AVATAR_MAX_BYTES + 1 } });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.error?.message).toBe(AVATAR_MESSAGES.tooLarge);
    const again = await callOk('createAvatarUpload', { token: member.token, body: { size: 1000 } });
    expect(again.key).not.toBe(form.key);
  });

  it('the bucket refuses more than 2 MB, and another content type than the form names', async () => {
    const huge = await uploadAvatar(member.token, Buffer.concat([JPEG_BYTES, Buffer.alloc(AVATAR_MAX_BYTES)]));
    expect(huge.status).toBe(403);
    expect(huge.text).toContain('exceeds the maximum allowed size');
    expect(await readStoredAvatar(huge.key)).toBeUndefined();
    const retyped = await uploadAvatar(member.token, JPEG_BYTES, { formType: 'text/html' });
    expect(retyped.status).toBe(403);
    expect(retyped.text).toContain('Policy Condition failed');
    expect(await readStoredAvatar(retyped.key)).toBeUndefined();
  });
});

describe('saveAvatar', () => {
  it('records an uploaded JPEG under its final key as the avatar URL; the next one replaces it and the old object is deleted', async () => {
    const first = await uploadAvatar(member.token, JPEG_BYTES);
    expect(first.status).toBe(204);
    const saved = await callOk('saveAvatar', { token: member.token, body: { key: first.key } });
    expect(saved.avatar_url).toBe(`/${finalAvatarKeyOf(first.key)}`);
    expect((await callOk('getMe', { token: member.token })).avatar_url).toBe(saved.avatar_url);
    expect(await served(saved.avatar_url)).toEqual({ status: 200, type: 'image/jpeg', bytes: JPEG_BYTES });
    // The upload itself is gone once copied.
    expect(await readStoredAvatar(first.key)).toBeUndefined();

    const second = await uploadAvatar(member.token, JPEG_BYTES);
    const replaced = await callOk('saveAvatar', { token: member.token, body: { key: second.key } });
    expect(avatarKeyFromUrl(replaced.avatar_url)).toBe(finalAvatarKeyOf(second.key));
    expect(await readStoredAvatar(finalAvatarKeyOf(first.key))).toBeUndefined();
    expect((await readStoredAvatar(finalAvatarKeyOf(second.key)))?.size).toBe(JPEG_BYTES.length);

    // Saving the same key again keeps it (and its object).
    await callOk('saveAvatar', { token: member.token, body: { key: second.key } });
    expect(await readStoredAvatar(finalAvatarKeyOf(second.key))).toBeDefined();
  });

  it('after the save, a second POST with the same form and other bytes changes nothing that is served, saved again or not', async () => {
    const upload = await uploadAvatar(reposter.token, JPEG_BYTES);
    const saved = await callOk('saveAvatar', { token: reposter.token, body: { key: upload.key } });
    expect(await served(saved.avatar_url)).toEqual({ status: 200, type: 'image/jpeg', bytes: JPEG_BYTES });

    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    expect((await postUploadForm(upload.form, html)).status).toBe(204);
    expect(await served(saved.avatar_url)).toEqual({ status: 200, type: 'image/jpeg', bytes: JPEG_BYTES });
    const again = await callOk('saveAvatar', { token: reposter.token, body: { key: upload.key } });
    expect(again.avatar_url).toBe(saved.avatar_url);
    expect(await served(saved.avatar_url)).toEqual({ status: 200, type: 'image/jpeg', bytes: JPEG_BYTES });

    // Another JPEG over the spent form is not taken either: the form is single-use in effect.
    const otherJpeg = Buffer.concat([JPEG_BYTES.subarray(0, -2), Buffer.from('other'), JPEG_BYTES.subarray(-2)]);
    expect((await postUploadForm(upload.form, otherJpeg)).status).toBe(204);
    await callOk('saveAvatar', { token: reposter.token, body: { key: upload.key } });
    expect(await served(saved.avatar_url)).toEqual({ status: 200, type: 'image/jpeg', bytes: JPEG_BYTES });
  });

  it('copies only the version that was checked: bytes POSTed between the check and the copy are refused', async () => {
    const upload = await uploadAvatar(reposter.token, JPEG_BYTES);
    const checked = await readStoredAvatar(upload.key);
    expect(checked?.etag).toBeTruthy();
    expect((await postUploadForm(upload.form, ELF)).status).toBe(204);
    const finalKey = finalAvatarKeyOf(upload.key);
    expect(await finalizeAvatar(upload.key, finalKey, checked!.etag)).toBe('refused');
    expect(await readStoredAvatar(finalKey)).toBeUndefined();
    // The version that is there now copies; a final key is never copied over after that.
    const current = await readStoredAvatar(upload.key);
    expect(await finalizeAvatar(upload.key, finalKey, current!.etag)).toBe('copied');
    expect(await finalizeAvatar(upload.key, finalKey, current!.etag)).toBe('refused');
  });

  it.each([
    ['PNG bytes', PNG],
    ['text', Buffer.from('not an image at all')],
  ])('refuses %s under a .jpg key with a clear 400, deletes the upload and leaves the profile as it was', async (_label, bytes) => {
    const before = await callOk('getMe', { token: member.token });
    const upload = await uploadAvatar(member.token, bytes);
    expect(upload.status).toBe(204);
    const refused = await call('saveAvatar', { token: member.token, body: { key: upload.key } });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(AVATAR_MESSAGES.notJpeg);
    expect(refused.error?.fields).toEqual({ key: AVATAR_MESSAGES.notJpeg });
    expect((await callOk('getMe', { token: member.token })).avatar_url).toBe(before.avatar_url);
    expect(await readStoredAvatar(upload.key)).toBeUndefined();
  });

  it("refuses another member's key, a key outside uploads/ (a final key too), and a key nothing was uploaded under", async () => {
    const before = await callOk('getMe', { token: member.token });
    const theirs = await uploadAvatar(other.token, JPEG_BYTES);
    const stolen = await call('saveAvatar', { token: member.token, body: { key: theirs.key } });
    expect(stolen.status).toBe(400);
    expect(stolen.error?.message).toBe(AVATAR_MESSAGES.notYours);
    // The other member's upload is untouched.
    expect(await readStoredAvatar(theirs.key)).toBeDefined();

    const outside = await call('saveAvatar', { token: member.token, body: { key: `${member.userId}/a1b2c3d4.jpg` } });
    expect(outside.status).toBe(400);
    const final = await call('saveAvatar', { token: member.token, body: { key: `avatars/${member.userId}-0000000000000000.jpg` } });
    expect(final.status).toBe(400);
    expect(final.error?.message).toBe(AVATAR_MESSAGES.notYours);
    const never = await call('saveAvatar', { token: member.token, body: { key: `uploads/${member.userId}-0000000000000000.jpg` } });
    expect(never.status).toBe(400);
    expect(never.error?.message).toBe(AVATAR_MESSAGES.missing);
    expect((await callOk('getMe', { token: member.token })).avatar_url).toBe(before.avatar_url);
  });
});
