/**
 * S3 objects the browser uploads straight to a bucket: the presigned POST
 * form (one key, one content type, a size range), what was stored (size,
 * type, first bytes), deletion and a short-lived download link. Each
 * bucket's own module (attachments.ts, avatars.ts) names its bucket; only
 * those modules stand for a capability (tests/infra/bundles.test.ts).
 * Locally S3_ENDPOINT points at the s3rver stand-in (bin/local/s3.ts, which
 * enforces the POST policy that s3rver itself ignores).
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { clientConfig } from './env';

let client: S3Client | undefined;

function s3(): S3Client {
  const config = clientConfig('S3_ENDPOINT');
  // The stand-in serves buckets by path (http://host/bucket/key), not by host name.
  client ??= new S3Client(config.endpoint ? { ...config, forcePathStyle: true } : config);
  return client;
}

/** How long an upload form and a download link stay valid. */
export const UPLOAD_POLICY_SECONDS = 300;
export const DOWNLOAD_URL_SECONDS = 60;

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

/** A form the browser POSTs the file with: this key, this content type, 1 to maxBytes bytes, for 5 minutes. */
export async function presignPost(bucket: string, key: string, contentType: string, maxBytes: number): Promise<PresignedUpload> {
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: bucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_POLICY_SECONDS,
  });
  return { url, fields };
}

export interface StoredObject {
  size: number;
  contentType: string | undefined;
  /** The first bytes (up to `headBytes`). */
  head: Uint8Array;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode === 404;
}

/** What was stored under `key` (its size, type and first bytes), or undefined when nothing was. */
export async function readObject(bucket: string, key: string, headBytes: number): Promise<StoredObject | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    const size = head.ContentLength ?? 0;
    if (size === 0) return { size, contentType: head.ContentType, head: new Uint8Array() };
    const out = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${Math.min(size, headBytes) - 1}` }));
    const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
    return { size, contentType: head.ContentType, head: bytes.subarray(0, headBytes) };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Deletes the object; deleting one that is not there is no error (S3's own answer). */
export async function deleteObject(bucket: string, key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** A link that downloads the object for a minute, as an attachment (never shown inline on our origin). */
export async function presignGet(bucket: string, key: string): Promise<string> {
  const fileName = key.slice(key.lastIndexOf('/') + 1);
  return getSignedUrl(
    s3(),
    new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: `attachment; filename="${fileName}"` }),
    { expiresIn: DOWNLOAD_URL_SECONDS },
  );
}
