/**
 * The pure side of the off-platform vouch dialog: its state, what it sends,
 * when Send is enabled, the spec's messages, and the draft kept in session
 * storage (per member, 24 hours). The rules (schema, caps, points) are the
 * API's own, from functions/domain.
 */
import { MIN_ATTRIBUTES_PER_VOUCH, OFF_PLATFORM_MESSAGES, fieldErrors, offPlatformVouchSchema, visibleText } from '#domain';
import type { z } from 'zod';
import { clearStoredDraft, loadStoredDraft, readDraftFields, saveStoredDraft } from '../form/vouchDraft';
import { EMPTY_VOUCH_FIELDS, VOUCH_FIELD_OF, toVouchFieldsInput, type VouchFields } from '../form/vouchFields';

/** The vouch form's values (the message as plain text, as typed) and who it is for. */
export interface OffPlatformFormState extends VouchFields {
  name: string;
  email: string;
}

export const EMPTY_OFF_PLATFORM_FORM: OffPlatformFormState = { name: '', email: '', ...EMPTY_VOUCH_FIELDS };

/** Request field → the form value it comes from, so a server message lands on its field. */
export const OFF_PLATFORM_FIELD_OF = {
  pending_name: 'name',
  pending_email: 'email',
  ...VOUCH_FIELD_OF,
} as const satisfies Record<string, keyof OffPlatformFormState>;

/** Escapes the typed text so the server's sanitizer keeps it as text, and keeps line breaks. */
export function textToHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\r?\n/g, '<br>');
}

/** Characters as the server counts them: the visible text, without markup. */
export function messageLength(text: string): number {
  return visibleText(textToHtml(text)).length;
}

/** Any field filled: closing then asks 'Discard changes and exit?', and the draft is worth keeping. */
export function hasAnyField(form: OffPlatformFormState): boolean {
  return Object.values(form).some((v) => (Array.isArray(v) ? v.length > 0 : v.trim() !== ''));
}

/** Send is enabled once every required field has something (the schema then checks the rest). */
export function hasRequiredFields(form: OffPlatformFormState): boolean {
  return (
    form.name.trim() !== '' &&
    form.email.trim() !== '' &&
    form.attributes.length >= MIN_ATTRIBUTES_PER_VOUCH &&
    form.message.trim() !== '' &&
    form.firstMetYear !== '' &&
    form.interactionFrequency !== '' &&
    form.relationshipCategory !== '' &&
    form.relationshipContext !== '' &&
    form.confidence !== ''
  );
}

/** The inline red hints of the spec, for what is still missing. */
export function inlineHints(form: OffPlatformFormState): { attributes?: string; confidence?: string; category?: string } {
  return {
    attributes: form.attributes.length < MIN_ATTRIBUTES_PER_VOUCH ? OFF_PLATFORM_MESSAGES.minAttributes : undefined,
    confidence: form.confidence === '' ? OFF_PLATFORM_MESSAGES.confidence : undefined,
    category: form.relationshipCategory === '' ? OFF_PLATFORM_MESSAGES.category : undefined,
  };
}

/** The toast for a form sent incomplete, in the spec's order and words; null when nothing listed is missing. */
export function missingFieldsToast(form: OffPlatformFormState): { title: string; description: string } | null {
  if (!form.name.trim() || !form.email.trim()) return { title: 'Missing required fields', description: OFF_PLATFORM_MESSAGES.nameAndEmail };
  if (form.attributes.length < MIN_ATTRIBUTES_PER_VOUCH)
    return { title: OFF_PLATFORM_MESSAGES.minAttributes, description: OFF_PLATFORM_MESSAGES.minAttributesToast };
  if (!form.relationshipCategory || !form.relationshipContext)
    return { title: 'Missing required fields', description: OFF_PLATFORM_MESSAGES.relationshipContext };
  return null;
}

/** The request body as typed; empty choices stay undefined so the schema reports them by name. */
export function toOffPlatformInput(form: OffPlatformFormState): Record<string, unknown> {
  return { pending_name: form.name, pending_email: form.email, ...toVouchFieldsInput(form, textToHtml(form.message.trim())) };
}

export type OffPlatformBody = z.input<typeof offPlatformVouchSchema>;

/** Checks the form with the API's own schema; returns the body to send, or the first message per request field. */
export function validateOffPlatform(form: OffPlatformFormState): { ok: true; body: OffPlatformBody } | { ok: false; errors: Record<string, string> } {
  const input = toOffPlatformInput(form);
  const parsed = offPlatformVouchSchema.safeParse(input);
  return parsed.success ? { ok: true, body: input as OffPlatformBody } : { ok: false, errors: fieldErrors(parsed.error) };
}

// ---------------------------------------------------------------- draft

export const draftKey = (userId: string): string => `vouched.offPlatformVouchDraft.${userId}`;

/**
 * The member's draft if one was saved less than 24 hours ago (an older or
 * unreadable one is removed): its known fields of the right type, the rest
 * left empty.
 */
export function loadDraft(storage: Storage, userId: string, now = Date.now()): OffPlatformFormState | null {
  const stored = loadStoredDraft(storage, draftKey(userId), now);
  const read = stored && readDraftFields(stored.form, EMPTY_OFF_PLATFORM_FORM);
  if (stored && !read) clearStoredDraft(storage, draftKey(userId));
  return read ? read.form : null;
}

/** Saves the form as the member's draft; an empty form removes it. */
export function saveDraft(storage: Storage, userId: string, form: OffPlatformFormState, now = Date.now()): void {
  if (!hasAnyField(form)) clearStoredDraft(storage, draftKey(userId));
  else saveStoredDraft(storage, draftKey(userId), { form }, now);
}

export function clearDraft(storage: Storage, userId: string): void {
  clearStoredDraft(storage, draftKey(userId));
}
