/**
 * The private feedback-attachments bucket. Files never pass through the API:
 * the browser POSTs a file straight to S3 under a presigned policy that
 * holds it to one key, one content type and a size range; the server then
 * reads the first bytes of what was stored to check its real type before it
 * links it; admins download through a presigned GET that lives a minute.
 * Locally S3_ENDPOINT points at the s3rver stand-in (bin/local/s3.ts, which
 * enforces the POST policy that s3rver itself ignores).
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { clientConfig, env } from './env';

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
export async function presignUpload(key: string, contentType: string, maxBytes: number): Promise<PresignedUpload> {
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: env.attachmentsBucket,
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
export async function readStoredObject(key: string, headBytes: number): Promise<StoredObject | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: env.attachmentsBucket, Key: key }));
    const size = head.ContentLength ?? 0;
    if (size === 0) return { size, contentType: head.ContentType, head: new Uint8Array() };
    const out = await s3().send(new GetObjectCommand({ Bucket: env.attachmentsBucket, Key: key, Range: `bytes=0-${Math.min(size, headBytes) - 1}` }));
    const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
    return { size, contentType: head.ContentType, head: bytes.subarray(0, headBytes) };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export async function deleteStoredObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: env.attachmentsBucket, Key: key }));
}

/** A link that downloads the file for a minute, as an attachment (never shown inline on our origin). */
export async function presignDownload(key: string): Promise<string> {
  const fileName = key.slice(key.lastIndexOf('/') + 1);
  return getSignedUrl(
    s3(),
    new GetObjectCommand({ Bucket: env.attachmentsBucket, Key: key, ResponseContentDisposition: `attachment; filename="${fileName}"` }),
    { expiresIn: DOWNLOAD_URL_SECONDS },
  );
}
