/**
 * Beta feedback of the signed-in member (spec: Beta feedback). An
 * attachment is uploaded first, straight to the private bucket under a
 * presigned POST policy (one upload key under uploads/{userId}/, one content
 * type, at most 5 MB); on submit the server reads the stored object's first
 * bytes and, only if they are what the type claims, copies that version to
 * its final key under attachments/ (no form can write there) and links the
 * final key (docs/decisions.md, 'Upload finalisation'). A file that is not
 * is deleted and the feedback is kept without it ('rejected').
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
import { deleteStoredObject, finalizeStoredObject, presignDownload, presignUpload, readStoredObject } from '#services/attachments';
import { newId } from '#services/ids';
import { UPLOADS_KEY_PREFIX } from '#domain/uploadKeys';
import { FEEDBACK_ID_PATTERN, createFeedback, getFeedback, listMyFeedbackPage, myFeedbackPageKeyShape } from '#store/feedback';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { badRequest, forbidden, notFound } from '../http/failures';
import type { RequestLog } from '../http/log';
import type { Operation } from '../operation';
import { toMyFeedbackItem } from './presenters';

/** Where linked attachments live: a prefix no upload form names, so what was checked is what the admin downloads. */
const ATTACHMENTS_KEY_PREFIX = 'attachments/';

/** Where a member uploads an attachment: uploads/{userId}/{timestamp}-{random}.{ext} (the spec's {userId}/{timestamp}.{ext}, made unguessable). */
function attachmentUploadKey(userId: string, contentType: AttachmentContentType, now: Date): string {
  return `${UPLOADS_KEY_PREFIX}${userId}/${now.getTime()}-${newId().slice(0, 8)}.${ATTACHMENT_TYPES[contentType]}`;
}

/** The final key of a checked upload: attachments/{userId}/{timestamp}-{random}.{ext}. */
function finalAttachmentKeyOf(uploadKey: string): string {
  return `${ATTACHMENTS_KEY_PREFIX}${uploadKey.slice(UPLOADS_KEY_PREFIX.length)}`;
}

export const createFeedbackUpload: Operation<'createFeedbackUpload'> = async ({ caller, body, now }) => {
  const contentType = body.content_type as AttachmentContentType;
  const key = attachmentUploadKey(caller.id, contentType, now);
  const form = await presignUpload(key, contentType, ATTACHMENT_MAX_BYTES);
  return { url: form.url, fields: form.fields, key, content_type: contentType };
};

type AttachmentOutcome = 'none' | 'linked' | 'rejected';

/** Deletes an object that is no longer needed (a copied upload, an unlinked copy); one left behind costs storage (the bucket expires uploads), not correctness. */
async function deleteQuietly(key: string, log: RequestLog): Promise<void> {
  try {
    await deleteStoredObject(key);
  } catch (error) {
    log.warn('attachment object not deleted', { error: String(error) });
  }
}

/**
 * Checks what was stored under the member's upload key; only a file that is
 * what it claims, within the size, is copied (that very version) to its
 * final key, and the final key is what is linked.
 */
async function checkAttachment(
  userId: string,
  key: string | undefined,
  log: RequestLog,
): Promise<{ outcome: AttachmentOutcome; key: string | null }> {
  if (!key) return { outcome: 'none', key: null };
  // Only the member's own uploads: the key was made for them by createFeedbackUpload.
  if (!key.startsWith(`${UPLOADS_KEY_PREFIX}${userId}/`) || key.includes('..'))
    throw badRequest('Not a valid attachment', { attachment_key: 'Not a valid attachment' });
  const stored = await readStoredObject(key, SNIFF_BYTES);
  if (!stored) return { outcome: 'rejected', key: null };
  const declared = stored.contentType ?? '';
  const fits =
    isAttachmentContentType(declared) && stored.size > 0 && stored.size <= ATTACHMENT_MAX_BYTES && matchesDeclaredType(declared, stored.head);
  if (!fits) {
    log.warn('attachment refused: its bytes are not its declared type', { declared, size: stored.size });
    await deleteStoredObject(key);
    return { outcome: 'rejected', key: null };
  }
  const finalKey = finalAttachmentKeyOf(key);
  if ((await finalizeStoredObject(key, finalKey, { etag: stored.etag, contentType: declared })) === 'refused') {
    // Other bytes were POSTed between the check and the copy, or the upload was linked already (its form is spent).
    log.warn('attachment refused: it changed while it was checked, or was linked before', { declared, size: stored.size });
    await deleteStoredObject(key);
    return { outcome: 'rejected', key: null };
  }
  await deleteQuietly(key, log);
  return { outcome: 'linked', key: finalKey };
}

export const submitFeedback: Operation<'submitFeedback'> = async ({ caller, body, now, log }) => {
  const profile = caller.profile;
  if (!profile) throw forbidden();
  const attachment = await checkAttachment(caller.id, body.attachment_key, log);
  const feedback = {
    user_id: caller.id,
    feedback_type: body.feedback_type,
    importance: body.importance,
    title: body.title,
    description: body.description,
    attachment_key: attachment.key,
    full_name: profile.full_name,
    email: profile.email,
  };
  let record: Awaited<ReturnType<typeof createFeedback>>;
  try {
    record = await createFeedback(feedback, now.toISOString());
  } catch (error) {
    // No feedback names the copied file: it goes too.
    if (attachment.key) await deleteQuietly(attachment.key, log);
    throw error;
  }
  return { feedback: toMyFeedbackItem(record), attachment: attachment.outcome };
};

export const listMyFeedback: Operation<'listMyFeedback'> = async ({ caller, query }) => {
  const shape = myFeedbackPageKeyShape(caller.id);
  const start = decodeCursor(query.cursor, shape.keyNames, shape.fixed);
  const page = await listMyFeedbackPage(caller.id, query.limit ?? MY_FEEDBACK_PAGE_MAX, start);
  return { items: page.items.map(toMyFeedbackItem), next_cursor: encodeCursor(page.nextKey) };
};

/** The member's own attachment: a one-minute download link. Someone else's item is 'not found', as is an unknown one. */
export const getMyFeedbackAttachment: Operation<'getMyFeedbackAttachment'> = async ({ caller, params }) => {
  if (params.id.length > 80 || !FEEDBACK_ID_PATTERN.test(params.id)) throw notFound('Feedback not found');
  const item = await getFeedback(params.id);
  if (!item || item.user_id !== caller.id) throw notFound('Feedback not found');
  if (!item.attachment_key) throw notFound('No attachment');
  return { url: await presignDownload(item.attachment_key) };
};
