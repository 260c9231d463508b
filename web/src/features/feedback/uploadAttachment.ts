/**
 * Sends a file straight to the private attachments bucket with the
 * presigned POST form the API gave (the bucket's policy holds it to its key,
 * type and size). Throws when the bucket refuses or cannot be reached.
 */
import { api } from '../../lib/api';

export async function uploadAttachment(file: File): Promise<string> {
  const form = await api.createFeedbackUpload({ content_type: file.type, size: file.size });
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  // The file goes last: S3 ignores every field after it.
  body.append('file', file);
  const response = await fetch(form.url, { method: 'POST', body });
  if (!response.ok) throw new Error(`upload refused: HTTP ${response.status}`);
  return form.key;
}
