import { describe, expect, it } from 'vitest';
import { initialComposer, successText, validateComposer, withPurpose } from './composerForm';

describe('the e-mail composer', () => {
  it('prefills the subject of the purpose, which follows the purpose until edited', () => {
    const start = initialComposer('give_vouch_invite', 'Sam');
    expect(start.subject).toBe('Sam invited you to Vouched');
    expect(withPurpose(start, 'vouch_request', 'Sam').subject).toBe('Sam asked you for a vouch on Vouched');
    const edited = { ...start, subject: 'Mine', subjectEdited: true };
    expect(withPurpose(edited, 'vouch_request', 'Sam').subject).toBe('Mine');
  });
  it('checks the recipient and the message with the spec words', () => {
    const start = initialComposer('give_vouch_invite', 'Sam');
    const empty = validateComposer(start);
    expect(empty.ok ? {} : empty.errors).toEqual({ to: 'Please provide a recipient email', message: 'Please provide an email message' });
    const bad = validateComposer({ ...start, to: 'x@', message: 'Hi' });
    expect(bad.ok ? {} : bad.errors).toEqual({ to: 'Please provide a valid email address' });
    expect(validateComposer({ ...start, to: 'x@example.org', message: 'Hi' }).ok).toBe(true);
  });
  it('words the success by purpose', () => {
    expect(successText('give_vouch_invite')).toBe('Invitation sent successfully!');
    expect(successText('profile_share')).toBe('Profile access invitation sent successfully!');
  });
});
