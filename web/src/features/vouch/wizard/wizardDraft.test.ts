// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_TTL_MS } from '../form/vouchDraft';
import { clearDraft, draftKey, loadDraft, saveDraft } from './wizardDraft';
import { EMPTY_WIZARD_FORM } from './wizardForm';

const key = draftKey('member-a', 'member-b');
const form = { ...EMPTY_WIZARD_FORM, firstMetYear: '2015', attributes: ['Integrity'] };

beforeEach(() => sessionStorage.clear());

describe('wizard draft', () => {
  it('is kept per voucher and vouchee', () => {
    expect(draftKey('member-a', 'member-b')).not.toBe(draftKey('member-a', 'member-c'));
    expect(draftKey('member-a', 'member-b')).not.toBe(draftKey('member-b', 'member-a'));
  });

  it('restores the values and the step within 24 hours', () => {
    saveDraft(sessionStorage, key, { form, step: 3 }, 1_000);
    expect(loadDraft(sessionStorage, key, 1_000 + DRAFT_TTL_MS - 1)).toEqual({ form, step: 3 });
  });

  it('expires after 24 hours (86,400,000 ms) and is removed', () => {
    expect(DRAFT_TTL_MS).toBe(86_400_000);
    saveDraft(sessionStorage, key, { form, step: 3 }, 1_000);
    expect(loadDraft(sessionStorage, key, 1_000 + DRAFT_TTL_MS)).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('is gone once cleared', () => {
    saveDraft(sessionStorage, key, { form, step: 2 }, 1_000);
    clearDraft(sessionStorage, key);
    expect(loadDraft(sessionStorage, key, 1_001)).toBeNull();
  });

  it('ignores and removes what it cannot read', () => {
    for (const junk of [
      '{',
      'null',
      '{"form":{},"step":2,"savedAt":1}',
      JSON.stringify({ form, step: 9, savedAt: 1 }),
      JSON.stringify({ form, step: 2 }),
    ]) {
      sessionStorage.setItem(key, junk);
      expect(loadDraft(sessionStorage, key, 2)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
  });

  it('keeps only the known fields', () => {
    sessionStorage.setItem(key, JSON.stringify({ form: { ...form, extra: 'x' }, step: 4, savedAt: 1 }));
    expect(loadDraft(sessionStorage, key, 2)?.form).toEqual(form);
  });
});
