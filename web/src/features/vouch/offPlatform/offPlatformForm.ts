/**
 * The pure side of the off-platform vouch dialog: its state, what it sends,
 * when Send is enabled, the spec's messages, and the draft kept in session
 * storage (per member, 24 hours). The rules (schema, caps, points) are the
 * API's own, from functions/domain.
 */
import {
  MESSAGE_MAX,
  MIN_ATTRIBUTES_PER_VOUCH,
  OFF_PLATFORM_MESSAGES,
  fieldErrors,
  offPlatformVouchSchema,
  visibleText,
} from '#domain';
import type { z } from 'zod';

export interface OffPlatformFormState {
  name: string;
  email: string;
  attributes: string[];
  /** Plain text as typed; sent as escaped HTML with <br> line breaks. */
  message: string;
  firstMetYear: string;
  interactionFrequency: string;
  relationshipCategory: string;
  relationshipContext: string;
  confidence: string;
}

export const EMPTY_OFF_PLATFORM_FORM: OffPlatformFormState = {
  name: '',
  email: '',
  attributes: [],
  message: '',
  firstMetYear: '',
  interactionFrequency: '',
  relationshipCategory: '',
  relationshipContext: '',
  confidence: '',
};

/** Spec: drafts last 24 hours (86400000 ms). */
export const DRAFT_TTL_MS = 86_400_000;

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

/** Counter colour: orange below 50 remaining, red over the limit. */
export function counterTone(length: number): 'normal' | 'warning' | 'over' {
  const remaining = MESSAGE_MAX - length;
  if (remaining < 0) return 'over';
  if (remaining < 50) return 'warning';
  return 'normal';
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
  if (form.attributes.length < MIN_ATTRIBUTES_PER_VOUCH) return { title: OFF_PLATFORM_MESSAGES.minAttributes, description: OFF_PLATFORM_MESSAGES.minAttributesToast };
  if (!form.relationshipCategory || !form.relationshipContext) return { title: 'Missing required fields', description: OFF_PLATFORM_MESSAGES.relationshipContext };
  return null;
}

/** The request body as typed; empty choices stay undefined so the schema reports them by name. */
export function toOffPlatformInput(form: OffPlatformFormState): Record<string, unknown> {
  const num = (v: string) => (v === '' ? undefined : Number(v));
  return {
    pending_name: form.name,
    pending_email: form.email,
    attributes: form.attributes,
    message: textToHtml(form.message.trim()),
    first_met_year: num(form.firstMetYear),
    interaction_frequency: form.interactionFrequency || undefined,
    relationship_category: form.relationshipCategory || undefined,
    relationship_context: form.relationshipContext || undefined,
    character_confidence: num(form.confidence),
  };
}

export type OffPlatformBody = z.input<typeof offPlatformVouchSchema>;

/** Checks the form with the API's own schema; returns the body to send, or the first message per request field. */
export function validateOffPlatform(form: OffPlatformFormState): { ok: true; body: OffPlatformBody } | { ok: false; errors: Record<string, string> } {
  const input = toOffPlatformInput(form);
  const parsed = offPlatformVouchSchema.safeParse(input);
  return parsed.success ? { ok: true, body: input as OffPlatformBody } : { ok: false, errors: fieldErrors(parsed.error) };
}

// ---------------------------------------------------------------- draft

interface StoredDraft {
  savedAt: number;
  form: OffPlatformFormState;
}

export const draftKey = (userId: string): string => `vouched.offPlatformVouchDraft.${userId}`;

/** The member's draft if one was saved less than 24 hours ago (an older or unreadable one is removed). */
export function loadDraft(storage: Storage, userId: string, now = Date.now()): OffPlatformFormState | null {
  try {
    const raw = storage.getItem(draftKey(userId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    if (typeof draft.savedAt !== 'number' || now - draft.savedAt >= DRAFT_TTL_MS || typeof draft.form !== 'object' || !draft.form) {
      storage.removeItem(draftKey(userId));
      return null;
    }
    // Only the known fields, each of the right type: the draft is read back from storage anyone in the tab could write.
    const form = { ...EMPTY_OFF_PLATFORM_FORM };
    for (const key of Object.keys(EMPTY_OFF_PLATFORM_FORM) as (keyof OffPlatformFormState)[]) {
      const value = (draft.form as unknown as Record<string, unknown>)[key];
      if (key === 'attributes') form.attributes = Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string') : [];
      else if (typeof value === 'string') form[key] = value;
    }
    return form;
  } catch {
    return null;
  }
}

/** Saves the form as the member's draft; an empty form removes it. Storage that refuses (private mode, full) is ignored. */
export function saveDraft(storage: Storage, userId: string, form: OffPlatformFormState, now = Date.now()): void {
  try {
    if (!hasAnyField(form)) storage.removeItem(draftKey(userId));
    else storage.setItem(draftKey(userId), JSON.stringify({ savedAt: now, form } satisfies StoredDraft));
  } catch {
    // The draft is a convenience; the form works without it.
  }
}

export function clearDraft(storage: Storage, userId: string): void {
  try {
    storage.removeItem(draftKey(userId));
  } catch {
    // as above
  }
}
