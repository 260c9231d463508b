/**
 * The e-mail composer of Share & Invite (spec access §2: three purposes,
 * subject prefilled and editable; §5: the recipient and message rules). The
 * server sends it in the product's own template with an invite code; the
 * member writes only the subject and a plain-text message.
 */
import * as z from 'zod/mini';
import type { InviteChannel } from './invites';
import { cleanTextSchema, emailSchema, EMAIL_MAX, MESSAGES, STOP } from './validation';

export const SHARE_EMAIL_PURPOSES = ['give_vouch_invite', 'vouch_request', 'profile_share'] as const;
export type ShareEmailPurpose = (typeof SHARE_EMAIL_PURPOSES)[number];

/**
 * The invite channel each purpose records (spec: email_button_1 give-vouch
 * invite, email_button_2 request vouch). A profile share carries no invite
 * (issue 22 #14): it links to the member's vouch-for-me page, and sharing
 * oneself must not use up one of the 10.
 */
export const SHARE_EMAIL_CHANNEL = {
  give_vouch_invite: 'email_button_1',
  vouch_request: 'email_button_2',
  profile_share: null,
} as const satisfies Record<ShareEmailPurpose, InviteChannel | null>;

/** Whether sending this purpose's e-mail uses one of the member's invites. */
export const shareEmailUsesInvite = (purpose: ShareEmailPurpose): boolean => SHARE_EMAIL_CHANNEL[purpose] !== null;

/**
 * Ours (beyond the spec, docs/decisions.md): at most this many composer
 * e-mails per member per UTC day, so the composer cannot become a spam relay.
 */
export const DAILY_EMAIL_CAP = 20;
export const DAILY_EMAIL_CAP_MESSAGE = `You can send at most ${DAILY_EMAIL_CAP} emails a day. Please try again tomorrow.`;

export const SHARE_EMAIL_MESSAGES = {
  recipientRequired: 'Please provide a recipient email',
  invalidEmail: MESSAGES.invalidEmail,
  messageRequired: 'Please provide an email message',
} as const;

export const SHARE_EMAIL_SUBJECT_MAX = 150;
export const SHARE_EMAIL_MESSAGE_MAX = 2000;

/** The prefilled subject of each purpose. */
export function defaultShareEmailSubject(purpose: ShareEmailPurpose, senderName: string): string {
  switch (purpose) {
    case 'give_vouch_invite':
      return `${senderName} invited you to Vouched`;
    case 'vouch_request':
      return `${senderName} asked you for a vouch on Vouched`;
    case 'profile_share':
      return `${senderName} shared their Vouched profile with you`;
  }
}

export const shareEmailSchema = z.object({
  purpose: z.enum(SHARE_EMAIL_PURPOSES, { error: 'Please choose what the email is for' }),
  to: z.pipe(
    z
      .string({ error: SHARE_EMAIL_MESSAGES.recipientRequired })
      .check(
        z.maxLength(EMAIL_MAX * 2, { error: SHARE_EMAIL_MESSAGES.invalidEmail, ...STOP }),
        z.trim(),
        z.minLength(1, SHARE_EMAIL_MESSAGES.recipientRequired),
      ),
    emailSchema,
  ),
  /** Empty: the purpose's default subject. */
  subject: z._default(
    cleanTextSchema({ max: SHARE_EMAIL_SUBJECT_MAX, tooLong: `Subject must be ${SHARE_EMAIL_SUBJECT_MAX} characters or fewer` }),
    '',
  ),
  message: cleanTextSchema({
    max: SHARE_EMAIL_MESSAGE_MAX,
    multiline: true,
    required: SHARE_EMAIL_MESSAGES.messageRequired,
    tooLong: `Message must be ${SHARE_EMAIL_MESSAGE_MAX} characters or fewer`,
  }),
});
export type ShareEmailInput = z.infer<typeof shareEmailSchema>;
