/**
 * Beta feedback of the signed-in member (spec: Beta feedback). An
 * attachment is uploaded first, straight to the private bucket under a
 * presigned POST policy (one key under the member's own prefix, one content
 * type, at most 5 MB); on submit the server reads the stored object's first
 * bytes and links it only if they are what the type claims. A file that is
 * not is deleted and the feedback is kept without it ('rejected').
 */
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  MY_FEEDBACK_PAGE_MAX,
  SNIFF_BYTES,
  isAttachmentContentType,
  matchesDeclaredType,
  type AttachmentContentType,
} from '#domain/feedback';
import { deleteStoredObject, presignUpload, readStoredObject } from '#services/attachments';
import { newId } from '#services/ids';
import { createFeedback, listMyFeedbackPage, myFeedbackPageKeyShape } from '#store/feedback';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { badRequest, forbidden } from '../http/failures';
import type { RequestLog } from '../http/log';
import type { Operation } from '../operation';
import { toMyFeedbackItem } from './presenters';

/** Where a member's attachments go: {userId}/{timestamp}-{random}.{ext} (the spec's {userId}/{timestamp}.{ext}, made unguessable). */
function attachmentKey(userId: string, contentType: AttachmentContentType, now: Date): string {
  return `${userId}/${now.getTime()}-${newId().slice(0, 8)}.${ATTACHMENT_TYPES[contentType]}`;
}

export const createFeedbackUpload: Operation<'createFeedbackUpload'> = async ({ caller, body, now }) => {
  const contentType = body.content_type as AttachmentContentType;
  const key = attachmentKey(caller.id, contentType, now);
  const form = await presignUpload(key, contentType, ATTACHMENT_MAX_BYTES);
  return { url: form.url, fields: form.fields, key, content_type: contentType };
};

type AttachmentOutcome = 'none' | 'linked' | 'rejected';

/** Checks what was stored under the member's key; only a file that is what it claims, within the size, is linked. */
async function checkAttachment(userId: string, key: string | undefined, log: RequestLog): Promise<{ outcome: AttachmentOutcome; key: string | null }> {
  if (!key) return { outcome: 'none', key: null };
  // Only the member's own uploads: the key was made for them by createFeedbackUpload.
  if (!key.startsWith(`${userId}/`) || key.includes('..')) throw badRequest('Not a valid attachment', { attachment_key: 'Not a valid attachment' });
  const stored = await readStoredObject(key, SNIFF_BYTES);
  if (!stored) return { outcome: 'rejected', key: null };
  const declared = stored.contentType ?? '';
  const fits = isAttachmentContentType(declared) && stored.size > 0 && stored.size <= ATTACHMENT_MAX_BYTES && matchesDeclaredType(declared, stored.head);
  if (fits) return { outcome: 'linked', key };
  log.warn('attachment refused: its bytes are not its declared type', { declared, size: stored.size });
  await deleteStoredObject(key);
  return { outcome: 'rejected', key: null };
}

export const submitFeedback: Operation<'submitFeedback'> = async ({ caller, body, now, log }) => {
  const profile = caller.profile;
  if (!profile) throw forbidden();
  const attachment = await checkAttachment(caller.id, body.attachment_key, log);
  const record = await createFeedback(
    {
      user_id: caller.id,
      feedback_type: body.feedback_type,
      importance: body.importance,
      title: body.title,
      description: body.description,
      attachment_key: attachment.key,
      full_name: profile.full_name,
      email: profile.email,
    },
    now.toISOString(),
  );
  return { feedback: toMyFeedbackItem(record), attachment: attachment.outcome };
};

export const listMyFeedback: Operation<'listMyFeedback'> = async ({ caller, query }) => {
  const shape = myFeedbackPageKeyShape(caller.id);
  const start = decodeCursor(query.cursor, shape.keyNames, shape.fixed);
  const page = await listMyFeedbackPage(caller.id, query.limit ?? MY_FEEDBACK_PAGE_MAX, start);
  return { items: page.items.map(toMyFeedbackItem), next_cursor: encodeCursor(page.nextKey) };
};
