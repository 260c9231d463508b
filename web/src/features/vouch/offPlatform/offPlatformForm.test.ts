import { describe, expect, it } from 'vitest';
import { DRAFT_TTL_MS } from '../form/vouchDraft';
import {
  EMPTY_OFF_PLATFORM_FORM,
  clearDraft,
  draftKey,
  hasAnyField,
  hasRequiredFields,
  inlineHints,
  loadDraft,
  missingFieldsToast,
  saveDraft,
  validateOffPlatform,
  type OffPlatformFormState,
} from './offPlatformForm';

const complete: OffPlatformFormState = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  attributes: ['Integrity', 'Kindness', 'Focus'],
  message: 'Kept every promise <b>she</b> made.',
  firstMetYear: '2015',
  interactionFrequency: 'Yearly or less',
  relationshipCategory: 'life',
  relationshipContext: 'friend',
  confidence: '5',
};

describe('Send Vouch Email Invite', () => {
  it('is enabled only once every required field has something', () => {
    expect(hasRequiredFields(EMPTY_OFF_PLATFORM_FORM)).toBe(false);
    expect(hasRequiredFields(complete)).toBe(true);
    expect(hasRequiredFields({ ...complete, name: '  ' })).toBe(false);
    expect(hasRequiredFields({ ...complete, attributes: ['Integrity', 'Kindness'] })).toBe(false);
    expect(hasRequiredFields({ ...complete, relationshipContext: '' })).toBe(false);
  });
  it('sends what the API accepts, the typed message escaped', () => {
    const checked = validateOffPlatform(complete);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.body.message).toBe('Kept every promise &lt;b&gt;she&lt;/b&gt; made.');
  });
  it('reports a malformed e-mail by field', () => {
    const checked = validateOffPlatform({ ...complete, email: 'ada@' });
    expect(checked.ok ? {} : checked.errors).toEqual({ pending_email: 'Please provide a valid email address' });
  });
});

describe('the spec messages', () => {
  it('inline hints for attributes, confidence and category', () => {
    expect(inlineHints(EMPTY_OFF_PLATFORM_FORM)).toEqual({
      attributes: 'Please select at least 3 attributes',
      confidence: 'Please select confidence level',
      category: 'Please select relationship category',
    });
    expect(inlineHints(complete)).toEqual({ attributes: undefined, confidence: undefined, category: undefined });
  });
  it('toasts for a form sent incomplete, in order', () => {
    expect(missingFieldsToast({ ...complete, email: '' })).toEqual({
      title: 'Missing required fields',
      description: 'Please fill in both name and email fields.',
    });
    expect(missingFieldsToast({ ...complete, attributes: [] })).toEqual({
      title: 'Please select at least 3 attributes',
      description: 'You need to select at least 3 attributes to vouch for someone.',
    });
    expect(missingFieldsToast({ ...complete, relationshipContext: '' })).toEqual({
      title: 'Missing required fields',
      description: 'Please complete all relationship context fields.',
    });
    expect(missingFieldsToast(complete)).toBeNull();
  });
});

describe('the draft', () => {
  it('is kept per member for 24 hours, then gone', () => {
    saveDraft(sessionStorage, 'u1', complete, 1_000);
    expect(loadDraft(sessionStorage, 'u1', 1_000 + DRAFT_TTL_MS - 1)).toEqual(complete);
    expect(loadDraft(sessionStorage, 'u2', 1_000)).toBeNull();
    expect(loadDraft(sessionStorage, 'u1', 1_000 + DRAFT_TTL_MS)).toBeNull();
    expect(sessionStorage.getItem(draftKey('u1'))).toBeNull();
  });
  it('is removed when the form is emptied or cleared', () => {
    saveDraft(sessionStorage, 'u1', complete);
    saveDraft(sessionStorage, 'u1', EMPTY_OFF_PLATFORM_FORM);
    expect(sessionStorage.getItem(draftKey('u1'))).toBeNull();
    saveDraft(sessionStorage, 'u1', complete);
    clearDraft(sessionStorage, 'u1');
    expect(loadDraft(sessionStorage, 'u1')).toBeNull();
  });
  it('reads back only known fields of the right type', () => {
    sessionStorage.setItem(draftKey('u3'), JSON.stringify({ savedAt: Date.now(), form: { name: 'X', attributes: ['Integrity', 3], evil: '<img>' } }));
    expect(loadDraft(sessionStorage, 'u3')).toEqual({ ...EMPTY_OFF_PLATFORM_FORM, name: 'X', attributes: ['Integrity'] });
  });
  it('counts any filled field', () => {
    expect(hasAnyField(EMPTY_OFF_PLATFORM_FORM)).toBe(false);
    expect(hasAnyField({ ...EMPTY_OFF_PLATFORM_FORM, confidence: '3' })).toBe(true);
  });
});
