/**
 * The wizard's draft: its values and step, kept in session storage per
 * voucher and vouchee for 24 hours (spec §4 and §9), restored on opening,
 * cleared on submit and delete. Pure apart from the Storage it is given.
 */
import { EMPTY_WIZARD_FORM, isStep, type Step, type WizardForm } from './wizardForm';

/** Drafts last 24 hours. */
export const DRAFT_TTL_MS = 86_400_000;

export interface WizardDraft {
  form: WizardForm;
  step: Step;
}

interface StoredDraft extends WizardDraft {
  savedAt: number;
}

export function draftKey(voucherId: string, voucheeId: string): string {
  return `vouch-wizard-draft:${voucherId}:${voucheeId}`;
}

export function saveDraft(storage: Storage, key: string, draft: WizardDraft, now: number): void {
  const stored: StoredDraft = { ...draft, savedAt: now };
  try {
    storage.setItem(key, JSON.stringify(stored));
  } catch {
    // A full or unavailable storage only loses the draft.
  }
}

export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** Only the known fields, each of its type; anything else in storage is ignored. */
function readForm(value: unknown): WizardForm | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const form = { ...EMPTY_WIZARD_FORM };
  for (const key of Object.keys(EMPTY_WIZARD_FORM) as (keyof WizardForm)[]) {
    const v = raw[key];
    if (key === 'attributes') {
      if (!isStringList(v)) return null;
      form.attributes = v;
    } else {
      if (typeof v !== 'string') return null;
      form[key] = v;
    }
  }
  return form;
}

/** The saved draft, or null when there is none, it is unreadable or it is older than 24 hours (then it is removed). */
export function loadDraft(storage: Storage, key: string, now: number): WizardDraft | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    clearDraft(storage, key);
    return null;
  }
  const stored = parsed as Partial<StoredDraft> | null;
  const form = readForm(stored?.form);
  const savedAt = stored?.savedAt;
  if (!form || !isStep(stored?.step) || typeof savedAt !== 'number' || now - savedAt >= DRAFT_TTL_MS || savedAt > now) {
    clearDraft(storage, key);
    return null;
  }
  return { form, step: stored.step };
}
