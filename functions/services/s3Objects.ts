/**
 * S3 objects the browser uploads straight to a bucket: the presigned POST
 * form (one key, one content type, a size range), what was stored (size,
 * type, first bytes, the version's ETag), the copy of a checked upload to
 * its final key, deletion and a short-lived download link. Each
 * bucket's own module (attachments.ts, avatars.ts) names its bucket; only
 * those modules stand for a capability (tests/infra/bundles.test.ts).
 * Locally S3_ENDPOINT points at the s3rver stand-in (bin/local/s3.ts, which
 * enforces the POST policy that s3rver itself ignores).
 */
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { clientConfig } from './env';
import { traced } from './observability';

let client: S3Client | undefined;

function s3(): S3Client {
  const config = clientConfig('S3_ENDPOINT');
  // The stand-in serves buckets by path (http://host/bucket/key), not by host name.
  client ??= traced(new S3Client(config.endpoint ? { ...config, forcePathStyle: true } : config));
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
  /** The ETag of the version these bytes were read from: finalizeObject copies only that version. */
  etag: string;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/** The total size in a Content-Range answer ("bytes 0-15/12345"). */
function totalSizeOf(contentRange: string | undefined): number | undefined {
  if (!contentRange) return undefined;
  const total = Number(contentRange.slice(contentRange.lastIndexOf('/') + 1));
  return Number.isSafeInteger(total) ? total : undefined;
}

/**
 * What was stored under `key` (its size, type, first bytes and ETag), or
 * undefined when nothing was. One ranged GET answers all four from the same
 * version of the object: a HEAD and a GET could each see another upload.
 */
export async function readObject(bucket: string, key: string, headBytes: number): Promise<StoredObject | undefined> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${headBytes - 1}` }));
    const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
    const size = totalSizeOf(out.ContentRange) ?? out.ContentLength ?? bytes.length;
    return { size, contentType: out.ContentType, head: bytes.subarray(0, headBytes), etag: out.ETag ?? '' };
  } catch (error) {
    if (isMissing(error)) return undefined;
    // An empty object has no byte 0: S3 answers 416. A POST policy allows 1 byte at least, so this is rare.
    if (statusOf(error) === 416) return { size: 0, contentType: undefined, head: new Uint8Array(), etag: '' };
    throw error;
  }
}

/**
 * Copies the checked upload to its final key, which no presigned form
 * names: only the version with `etag` (the one that was checked; another
 * upload over it since is refused), with the checked content type, and only
 * if nothing is at the final key yet (a final object is never overwritten,
 * so what was linked stays what is served). 'refused' when either condition
 * fails (S3 answers 412 for both).
 */
export async function finalizeObject(
  bucket: string,
  from: string,
  to: string,
  checked: { etag: string; contentType: string },
): Promise<'copied' | 'refused'> {
  if (!checked.etag) return 'refused';
  try {
    await s3().send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: to,
        CopySource: `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
        CopySourceIfMatch: checked.etag,
        IfNoneMatch: '*',
        MetadataDirective: 'REPLACE',
        ContentType: checked.contentType,
      }),
    );
    return 'copied';
  } catch (error) {
    // 409 ConditionalRequestConflict: another write to the final key at the same moment.
    if (statusOf(error) === 412 || statusOf(error) === 409 || isMissing(error)) return 'refused';
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
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: `attachment; filename="${fileName}"` }), {
    expiresIn: DOWNLOAD_URL_SECONDS,
  });
}
