import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX, visibleText } from '#domain';
import { EMPTY_VOUCH_FORM, attributesHint, counterTone, messageLength, textToHtml, validateVouch, type VouchFormState } from './vouchForm';

const complete: VouchFormState = {
  firstMetYear: '2015',
  interactionFrequency: 'Weekly',
  relationshipCategory: 'work',
  relationshipContext: 'collaborator_or_teammate',
  confidence: '4',
  attributes: ['Integrity', 'Kindness', 'Focus'],
  message: 'She kept every promise she made to our team.',
};

describe('attribute hint', () => {
  it('counts down to the minimum of three', () => {
    expect(attributesHint(0)).toBe('Please select at least 3 more attribute(s) to continue.');
    expect(attributesHint(2)).toBe('Please select at least 1 more attribute(s) to continue.');
    expect(attributesHint(3)).toBeNull();
  });
});

describe('message counter', () => {
  it('turns orange below 50 remaining and red over the limit', () => {
    expect(counterTone(0)).toBe('normal');
    expect(counterTone(MESSAGE_MAX - 50)).toBe('normal');
    expect(counterTone(MESSAGE_MAX - 49)).toBe('warning');
    expect(counterTone(MESSAGE_MAX)).toBe('warning');
    expect(counterTone(MESSAGE_MAX + 1)).toBe('over');
  });

  it('counts the typed text as the server does, markup-like characters included', () => {
    const typed = 'Fair & kind <always>\nline two';
    expect(messageLength(typed)).toBe(typed.length);
    expect(visibleText(textToHtml(typed))).toBe(typed);
    expect(textToHtml('<b>hi</b>')).toBe('&lt;b&gt;hi&lt;/b&gt;');
  });
});

describe('validateVouch', () => {
  it('sends a complete form as the API body', () => {
    const checked = validateVouch(complete, 'member-b');
    expect(checked).toEqual({
      ok: true,
      body: {
        vouchee_id: 'member-b',
        attributes: ['Integrity', 'Kindness', 'Focus'],
        message: 'She kept every promise she made to our team.',
        first_met_year: 2015,
        interaction_frequency: 'Weekly',
        relationship_category: 'work',
        relationship_context: 'collaborator_or_teammate',
        character_confidence: 4,
      },
    });
  });

  it("names each missing field with the schema's message", () => {
    const checked = validateVouch(EMPTY_VOUCH_FORM, 'member-b');
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      attributes: 'Please select at least 3 attributes',
      message: 'Please write a message',
      first_met_year: 'Please select the year you met',
      interaction_frequency: 'Please select how often you interact',
      relationship_category: 'Please select relationship category',
      character_confidence: 'Please select confidence level',
    });
  });

  it('rejects a context from another category and a message over 3000 characters', () => {
    const checked = validateVouch(
      { ...complete, relationshipContext: 'family', message: 'x'.repeat(MESSAGE_MAX + 1) },
      'member-b',
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.relationship_context).toBe('Please complete all relationship context fields.');
    expect(checked.errors.message).toBe('Message must be 3000 characters or fewer');
  });
});
