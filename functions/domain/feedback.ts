/**
 * Beta feedback: what a member may submit, which files may be attached (by
 * their real type, read from the first bytes, never from the name or the
 * browser's claim), and how the admin's statuses are counted.
 */
import * as z from 'zod/mini';
import { cleanTextSchema } from './validation';
import { pageQuerySchema } from './paging';

export const FEEDBACK_TITLE_MAX = 100;
export const FEEDBACK_DESCRIPTION_MAX = 5000;
/** 5 MB, as the spec counts it. */
export const ATTACHMENT_MAX_BYTES = 5_242_880;

/** What the form offers; the history also knows the older kinds. */
export const FEEDBACK_TYPES = ['bug', 'idea'] as const;
export const FEEDBACK_HISTORY_TYPES = ['bug', 'idea', 'confused', 'great'] as const;
export const FEEDBACK_IMPORTANCES = ['small', 'medium', 'high'] as const;
/** The member-facing status of an item (history badges). A new item is 'open'. */
export const FEEDBACK_STATUSES = ['open', 'in-progress', 'done', 'deleted', 'backlog low', 'backlog med', 'backlog high'] as const;
/** The admin's status; an item without one counts as open. */
export const ADMIN_STATUSES = ['open', 'in-progress', 'resolved'] as const;

export type FeedbackType = (typeof FEEDBACK_HISTORY_TYPES)[number];
export type FeedbackImportance = (typeof FEEDBACK_IMPORTANCES)[number];
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

export const FEEDBACK_MESSAGES = {
  missing: 'Missing information: Please fill in all required fields',
  notLoggedIn: 'Authentication required: Please log in to submit feedback',
  fileTooLarge: 'File too large: Please select a file smaller than 5MB',
  uploadFailed: 'Upload failed: Failed to upload attachment. Please try again.',
  fileType: 'Please select an image, PDF, DOC, DOCX or TXT file',
} as const;

/**
 * The attachment types accepted, by content type. Images are the raster
 * formats a browser shows; SVG is left out on purpose: it is a document that
 * can carry script (docs/decisions.md).
 */
export const ATTACHMENT_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
} as const;
export type AttachmentContentType = keyof typeof ATTACHMENT_TYPES;
export const ATTACHMENT_CONTENT_TYPES = Object.keys(ATTACHMENT_TYPES) as AttachmentContentType[];

export function isAttachmentContentType(value: string): value is AttachmentContentType {
  return Object.hasOwn(ATTACHMENT_TYPES, value);
}

/** How many leading bytes sniffAttachment needs to decide (text is judged on this much). */
export const SNIFF_BYTES = 4096;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** Plain text: no NUL, no other C0 control than tab, LF, FF and CR, and valid UTF-8 (a sequence cut at the sample's end is allowed). */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let i = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) return false;
      if (b === 0x7f) return false;
      i++;
      continue;
    }
    const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0) return false;
    for (let k = 1; k < length; k++) {
      if (i + k >= bytes.length) return true; // cut by the sample
      if ((bytes[i + k]! & 0xc0) !== 0x80) return false;
    }
    i += length;
  }
  return true;
}

/**
 * The real type of a file from its first bytes (at least SNIFF_BYTES of
 * them, or the whole file), or undefined when it is none of the accepted
 * types. DOCX is a ZIP container: its signature is the ZIP one, so a DOCX
 * is accepted as a ZIP whose declared type is DOCX (see matchesDeclaredType).
 */
export function sniffAttachment(bytes: Uint8Array): AttachmentContentType | 'zip' | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (looksLikeText(bytes)) return 'text/plain';
  return undefined;
}

/** Do the file's first bytes fit the type it was uploaded as? */
export function matchesDeclaredType(declared: AttachmentContentType, bytes: Uint8Array): boolean {
  const sniffed = sniffAttachment(bytes);
  if (declared === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return sniffed === 'zip';
  return sniffed === declared;
}

/** The bucket an item is counted in on the admin screen: no admin status yet is open. */
export function adminStatusOf(status: string | null | undefined): AdminStatus {
  return status === 'in-progress' || status === 'resolved' ? status : 'open';
}

export interface FeedbackCounts {
  total: number;
  open: number;
  in_progress: number;
  resolved: number;
}

/** The four counts of the admin's App Feedback tab. */
export function countFeedback(statuses: Iterable<string | null | undefined>): FeedbackCounts {
  const counts: FeedbackCounts = { total: 0, open: 0, in_progress: 0, resolved: 0 };
  for (const status of statuses) {
    counts.total++;
    const bucket = adminStatusOf(status);
    if (bucket === 'open') counts.open++;
    else if (bucket === 'in-progress') counts.in_progress++;
    else counts.resolved++;
  }
  return counts;
}

const requiredChoice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: FEEDBACK_MESSAGES.missing });

/** The Submit Feedback form. The attachment, if any, was uploaded first; its key comes along. */
export const feedbackInputSchema = z.object({
  feedback_type: requiredChoice(FEEDBACK_TYPES),
  importance: requiredChoice(FEEDBACK_IMPORTANCES),
  title: z._default(cleanTextSchema({ max: FEEDBACK_TITLE_MAX }), ''),
  description: z._default(cleanTextSchema({ max: FEEDBACK_DESCRIPTION_MAX, multiline: true }), ''),
  attachment_key: z.optional(z.string().check(z.maxLength(200), z.regex(/^[A-Za-z0-9/._-]+$/, 'Not a valid attachment'))),
});
export type FeedbackInput = z.output<typeof feedbackInputSchema>;

/** Asking for an upload: what the file says it is and how large it is (the bucket's policy holds it to both). */
export const attachmentUploadSchema = z.object({
  content_type: z
    .string()
    .check(z.maxLength(100, { error: FEEDBACK_MESSAGES.fileType, abort: true }), z.refine(isAttachmentContentType, FEEDBACK_MESSAGES.fileType)),
  size: z
    .number({ error: FEEDBACK_MESSAGES.fileTooLarge })
    .check(z.int(), z.gte(1, FEEDBACK_MESSAGES.fileTooLarge), z.lte(ATTACHMENT_MAX_BYTES, FEEDBACK_MESSAGES.fileTooLarge)),
});

export const adminStatusSchema = z.object({ admin_status: z.enum(ADMIN_STATUSES) });

/** Admin feedback list: status filter and search (lower-cased, matched inside title, description, name and e-mail). */
export const ADMIN_FEEDBACK_PAGE_MAX = 50;
export const SEARCH_MAX = 100;
export const adminFeedbackQuerySchema = z.extend(pageQuerySchema(ADMIN_FEEDBACK_PAGE_MAX), {
  status: z.optional(z.enum(['all', ...ADMIN_STATUSES])),
  q: z.optional(z.string().check(z.maxLength(SEARCH_MAX))),
});
export const MY_FEEDBACK_PAGE_MAX = 50;
export const myFeedbackQuerySchema = pageQuerySchema(MY_FEEDBACK_PAGE_MAX);
