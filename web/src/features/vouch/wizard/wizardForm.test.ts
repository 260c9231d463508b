import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX } from '#domain';
import { shareLink, shareText, shareUrl } from './shareCard';
import { counterTone } from '../form/vouchFields';
import { EMPTY_WIZARD_FORM, attributesHint, isStepValid, percentComplete, toVouchBody, type WizardForm } from './wizardForm';

const complete: WizardForm = {
  firstMetYear: '2015',
  interactionFrequency: 'Weekly',
  relationshipCategory: 'work',
  relationshipContext: 'collaborator_or_teammate',
  confidence: '4',
  attributes: ['Integrity', 'Kindness', 'Focus'],
  message: '<p>She kept every promise.</p>',
};

describe('wizard steps', () => {
  it('each step is valid once its own answers are given, by the vouch schema', () => {
    const form = { ...EMPTY_WIZARD_FORM };
    expect(isStepValid(1, form, 'b')).toBe(false);
    expect(isStepValid(1, { ...form, firstMetYear: '2015' }, 'b')).toBe(true);
    expect(isStepValid(1, { ...form, firstMetYear: '1974' }, 'b')).toBe(false);
    expect(isStepValid(2, { ...form, interactionFrequency: 'Weekly' }, 'b')).toBe(true);
    expect(isStepValid(3, { ...form, relationshipCategory: 'work' }, 'b')).toBe(false);
    expect(isStepValid(3, { ...form, relationshipCategory: 'work', relationshipContext: 'family' }, 'b')).toBe(false);
    expect(isStepValid(3, { ...form, relationshipCategory: 'life', relationshipContext: 'family' }, 'b')).toBe(true);
    expect(isStepValid(4, { ...form, confidence: '5' }, 'b')).toBe(true);
    expect(isStepValid(5, { ...form, attributes: ['Integrity', 'Kindness'] }, 'b')).toBe(false);
    expect(isStepValid(5, { ...form, attributes: ['Integrity', 'Kindness', 'Focus'] }, 'b')).toBe(true);
    expect(isStepValid(6, { ...form, message: '<p>   </p>' }, 'b')).toBe(false);
    expect(isStepValid(6, { ...form, message: `<p>${'a'.repeat(MESSAGE_MAX + 1)}</p>` }, 'b')).toBe(false);
    expect(isStepValid(6, { ...form, message: '<p>Kind.</p>' }, 'b')).toBe(true);
    expect(isStepValid(7, form, 'b')).toBe(true);
  });

  it('sends the whole vouch only when every step is answered', () => {
    expect(toVouchBody({ ...complete, confidence: '' }, 'b')).toBeNull();
    expect(toVouchBody(complete, 'b')).toMatchObject({ vouchee_id: 'b', first_met_year: 2015, character_confidence: 4 });
  });

  it('shows step n of 7 as n/7 complete', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => percentComplete(n as 1))).toEqual([14, 29, 43, 57, 71, 86, 100]);
  });

  it('hints at the attributes still missing, and colours the counter', () => {
    expect(attributesHint(0)).toBe('Please select at least 3 more attribute(s) to continue.');
    expect(attributesHint(2)).toBe('Please select at least 1 more attribute(s) to continue.');
    expect(attributesHint(3)).toBeNull();
    expect(counterTone(MESSAGE_MAX - 50)).toBe('normal');
    expect(counterTone(MESSAGE_MAX - 49)).toBe('warning');
    expect(counterTone(MESSAGE_MAX + 1)).toBe('over');
  });
});

describe('share links', () => {
  it("point at the receiver's vouch link, with the share text where the site takes one", () => {
    const url = shareUrl('https://vouched.example', 'ben.v', 'id-1');
    expect(url).toBe('https://vouched.example/vouched?user=ben.v');
    expect(shareUrl('https://vouched.example', null, 'id-1')).toBe('https://vouched.example/vouched?user=id-1');
    const text = shareText({ name: 'Ben', qualities: ['Integrity', 'Kindness', 'Focus', 'Empathy'] });
    expect(text).toBe('I just vouched for Ben on Vouched for their Integrity, Kindness, Focus. Know them too? Add your vouch:');
    expect(shareLink('x', text, url)).toBe(`https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`);
    expect(shareLink('linkedin', text, url)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`);
    expect(shareLink('facebook', text, url)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}&quote=${encodeURIComponent(text)}`,
    );
  });
});
