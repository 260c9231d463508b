/**
 * The private feedback-attachments bucket. Files never pass through the API:
 * the browser POSTs a file straight to S3 under a presigned policy that
 * holds it to one key under uploads/, one content type and a size range;
 * the server then reads the first bytes of what was stored to check its real
 * type, copies that very version to a final key outside uploads/ (which no
 * form can write) and links only the final key; admins download through a
 * presigned GET that lives a minute.
 * The S3 work itself is s3Objects.ts.
 */
import { env } from './env';
import { deleteObject, finalizeObject, presignGet, presignPost, readObject, type PresignedUpload, type StoredObject } from './s3Objects';

export { DOWNLOAD_URL_SECONDS, UPLOAD_POLICY_SECONDS, type PresignedUpload, type StoredObject } from './s3Objects';

/** A form the browser POSTs the file with: this key, this content type, 1 to maxBytes bytes, for 5 minutes. */
export async function presignUpload(key: string, contentType: string, maxBytes: number): Promise<PresignedUpload> {
  return presignPost(env.attachmentsBucket, key, contentType, maxBytes);
}

/** What was stored under `key` (its size, type, first bytes and ETag), or undefined when nothing was. */
export async function readStoredObject(key: string, headBytes: number): Promise<StoredObject | undefined> {
  return readObject(env.attachmentsBucket, key, headBytes);
}

/** Copies the checked upload (only the version with `etag`) to its final key with the checked type; 'refused' if it changed or the final key is taken. */
export async function finalizeStoredObject(
  uploadKey: string,
  finalKey: string,
  checked: { etag: string; contentType: string },
): Promise<'copied' | 'refused'> {
  return finalizeObject(env.attachmentsBucket, uploadKey, finalKey, checked);
}

export async function deleteStoredObject(key: string): Promise<void> {
  await deleteObject(env.attachmentsBucket, key);
}

/** A link that downloads the file for a minute, as an attachment (never shown inline on our origin). */
export async function presignDownload(key: string): Promise<string> {
  return presignGet(env.attachmentsBucket, key);
}
