/**
 * The local S3's POST policy check (bin/local/s3PostPolicy.ts), which stands
 * in for what S3 does and s3rver does not: a form signed by the SDK's own
 * createPresignedPost passes; a wrong signature, an expired policy, a
 * changed field, an extra field and a file outside the size range do not.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPostForm, parseMultipart, type PostForm } from '#local/s3PostPolicy';

const BUCKET = 'vouched-feedback-attachments';
let signed: Record<string, string>;

beforeAll(async () => {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: 'http://localhost:4569',
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  ({ fields: signed } = await createPresignedPost(client, {
    Bucket: BUCKET,
    Key: 'user-1/1-abc.png',
    Conditions: [
      ['content-length-range', 1, 100],
      ['eq', '$Content-Type', 'image/png'],
    ],
    Fields: { 'Content-Type': 'image/png' },
    Expires: 300,
  }));
});

function form(fields: Record<string, string>, file: Buffer | null = Buffer.alloc(10)): PostForm {
  return { fields: new Map(Object.entries(fields).map(([k, v]) => [k.toLowerCase(), v])), file: file ?? undefined };
}

describe('checkPostForm', () => {
  it('accepts the form the SDK signed, with a file inside the size range', () => {
    expect(checkPostForm(form(signed), BUCKET, 'local', new Date())).toBeUndefined();
  });
  it('refuses another secret, a changed signature and an expired policy', () => {
    expect(checkPostForm(form(signed), BUCKET, 'other', new Date())).toMatch(/signature/);
    expect(checkPostForm(form({ ...signed, 'X-Amz-Signature': '0'.repeat(64) }), BUCKET, 'local', new Date())).toMatch(/signature/);
    expect(checkPostForm(form(signed), BUCKET, 'local', new Date(Date.now() + 3_600_000))).toMatch(/expired/);
  });
  it('refuses another key, content type or bucket, and a field the policy does not cover', () => {
    expect(checkPostForm(form({ ...signed, key: 'user-2/x.png' }), BUCKET, 'local', new Date())).toMatch(/Condition failed/);
    expect(checkPostForm(form({ ...signed, 'Content-Type': 'text/html' }), BUCKET, 'local', new Date())).toMatch(/Condition failed/);
    expect(checkPostForm(form(signed), 'vouched-avatars', 'local', new Date())).toMatch(/Condition failed/);
    expect(checkPostForm(form({ ...signed, acl: 'public-read' }), BUCKET, 'local', new Date())).toMatch(/Extra input fields: acl/);
  });
  it('holds the file to content-length-range', () => {
    expect(checkPostForm(form(signed, Buffer.alloc(101)), BUCKET, 'local', new Date())).toMatch(/exceeds the maximum/);
    expect(checkPostForm(form(signed, Buffer.alloc(0)), BUCKET, 'local', new Date())).toMatch(/smaller than the minimum/);
    expect(checkPostForm(form(signed, null), BUCKET, 'local', new Date())).toMatch(/exactly one file/);
  });
});

describe('parseMultipart', () => {
  it('reads the fields and the file part, ignoring what follows the file', () => {
    const boundary = '----x';
    const body = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="key"',
        '',
        'a/b.png',
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="b.png"',
        'Content-Type: image/png',
        '',
        'PNGDATA',
        `--${boundary}`,
        'Content-Disposition: form-data; name="late"',
        '',
        'ignored',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
    const parsed = parseMultipart(body, `multipart/form-data; boundary=${boundary}`);
    expect(parsed?.fields).toEqual(new Map([['key', 'a/b.png']]));
    expect(parsed?.file?.toString()).toBe('PNGDATA');
  });
});
