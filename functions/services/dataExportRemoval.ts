/**
 * Deleting a member's data exports when their deletion is finalised: the
 * files would otherwise outlive the account until the exports bucket's
 * 2-day expiry (lib/storage.ts). Apart from dataExports.ts so the deletion
 * finaliser holds DeleteObject only, and never the export's put and presign.
 */
import { env } from './env';
import { deleteObject } from './s3Objects';

/** Deletes one export file; a key already gone is fine (S3's DeleteObject accepts it). */
export async function deleteDataExport(key: string): Promise<void> {
  await deleteObject(env.exportsBucket, key);
}
