/**
 * The wizard's draft: its values and step, kept in session storage per
 * voucher and vouchee for 24 hours (spec §4 and §9), restored on opening,
 * cleared on submit and delete. The envelope and the reading back are the
 * vouch form's (../form/vouchDraft.ts); a draft missing a field or its step
 * is dropped whole.
 */
import { clearStoredDraft, loadStoredDraft, readDraftFields, saveStoredDraft } from '../form/vouchDraft';
import { EMPTY_WIZARD_FORM, isStep, type Step, type WizardForm } from './wizardForm';

export interface WizardDraft {
  form: WizardForm;
  step: Step;
}

export function draftKey(voucherId: string, voucheeId: string): string {
  return `vouch-wizard-draft:${voucherId}:${voucheeId}`;
}

export function saveDraft(storage: Storage, key: string, draft: WizardDraft, now: number): void {
  saveStoredDraft(storage, key, draft, now);
}

export function clearDraft(storage: Storage, key: string): void {
  clearStoredDraft(storage, key);
}

/** The saved draft, or null when there is none, it is unreadable or it is older than 24 hours (then it is removed). */
export function loadDraft(storage: Storage, key: string, now: number): WizardDraft | null {
  const stored = loadStoredDraft(storage, key, now);
  if (!stored) return null;
  const read = readDraftFields(stored.form, EMPTY_WIZARD_FORM);
  if (!read?.exact || !isStep(stored.step)) {
    clearStoredDraft(storage, key);
    return null;
  }
  return { form: read.form, step: stored.step };
}
