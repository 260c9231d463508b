import { describe, expect, it } from 'vitest';
import { avatarInitial } from '../../ui/UserAvatar';
import { cleanInviteInput } from './InviteCodeStep';
import { readVerifiedInvite, saveVerifiedInvite } from './signupStorage';

describe('cleanInviteInput', () => {
  it('upper-cases, trims and keeps at most 8 characters', () => {
    expect(cleanInviteInput('abcd')).toBe('ABCD');
    expect(cleanInviteInput('  abcd2345  ')).toBe('ABCD2345');
    expect(cleanInviteInput('abcd2345xyz')).toBe('ABCD2345');
    expect(cleanInviteInput('')).toBe('');
  });
});

describe('avatarInitial', () => {
  it('takes the first letter of the name, else of the e-mail, else U', () => {
    expect(avatarInitial('maya Chen', 'x@y.z')).toBe('M');
    expect(avatarInitial('  ', 'omar@vouched.local')).toBe('O');
    expect(avatarInitial(null, null)).toBe('U');
  });
});

describe('signupStorage', () => {
  it('keeps the verified code with the sign-up intent', () => {
    saveVerifiedInvite('ABCD2345');
    expect(readVerifiedInvite()).toMatchObject({ code: 'ABCD2345', intent: 'signup' });
  });
});
