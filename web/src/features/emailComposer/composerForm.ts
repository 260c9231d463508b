/** The pure side of the e-mail composer: purposes, labels, the prefilled subject, checking with the API's schema, the result texts. */
import { SHARE_EMAIL_MESSAGE_MAX, defaultShareEmailSubject, fieldErrors, shareEmailSchema, type ShareEmailPurpose } from '#domain';
import type { z } from 'zod';

export { SHARE_EMAIL_MESSAGE_MAX };

export const PURPOSE_LABEL: Record<ShareEmailPurpose, string> = {
  give_vouch_invite: 'Invite them to give vouches',
  vouch_request: 'Ask them to vouch for me',
  profile_share: 'Share my profile',
};

/** Spec result texts. */
export function successText(purpose: ShareEmailPurpose): string {
  return purpose === 'profile_share' ? 'Profile access invitation sent successfully!' : 'Invitation sent successfully!';
}
export const SEND_FAILED = 'Failed to send invitation. Please try again.';
export const EMAIL_FAILED = 'Email failed to send';

export interface ComposerState {
  purpose: ShareEmailPurpose;
  to: string;
  subject: string;
  /** Whether the member changed the subject: an untouched one follows the purpose. */
  subjectEdited: boolean;
  message: string;
}

export function initialComposer(purpose: ShareEmailPurpose, senderName: string): ComposerState {
  return { purpose, to: '', subject: defaultShareEmailSubject(purpose, senderName), subjectEdited: false, message: '' };
}

/** Another purpose: the prefilled subject follows it unless the member wrote their own. */
export function withPurpose(state: ComposerState, purpose: ShareEmailPurpose, senderName: string): ComposerState {
  return { ...state, purpose, subject: state.subjectEdited ? state.subject : defaultShareEmailSubject(purpose, senderName) };
}

export type ComposerBody = z.input<typeof shareEmailSchema>;

export function validateComposer(state: ComposerState): { ok: true; body: ComposerBody } | { ok: false; errors: Record<string, string> } {
  const body = { purpose: state.purpose, to: state.to, subject: state.subject, message: state.message };
  const parsed = shareEmailSchema.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, errors: fieldErrors(parsed.error) };
}
