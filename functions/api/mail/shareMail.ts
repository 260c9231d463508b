/**
 * The composer's e-mails (spec send-email types give_vouch_invite and
 * vouch_request, and send-profile-share-email), in the product's own
 * template: the member's subject and plain-text message (escaped, line
 * breaks kept) inside it, and the link with the invite code. A profile
 * share carries no code: its link is the member's vouch-for-me page.
 */
import { vouchForMeUrl } from '#domain/invites';
import type { ShareEmailPurpose } from '#domain/shareEmail';
import type { Mail } from '#services/mail';
import { escapeHtml } from './vouchInviteMail';

export interface ShareMailData {
  purpose: ShareEmailPurpose;
  to: string;
  subject: string;
  senderName: string;
  /** Plain text as the member wrote it (cleaned by the schema). */
  message: string;
  /** The invite the e-mail carries; null for a profile share, which uses none. */
  inviteCode: string | null;
  origin: string;
  /** The sender's username, for the links that lead to them. */
  username: string;
}

const INTRO: Record<ShareEmailPurpose, (sender: string) => string> = {
  give_vouch_invite: (sender) => `${sender} invited you to join Vouched, where people vouch for each other's character.`,
  vouch_request: (sender) => `${sender} would like you to vouch for their character on Vouched.`,
  profile_share: (sender) => `${sender} shared their Vouched profile with you.`,
};

const BUTTON: Record<ShareEmailPurpose, string> = {
  give_vouch_invite: 'Join Vouched',
  vouch_request: 'Vouch for them',
  profile_share: 'See their profile',
};

/** The link of each purpose (spec share shapes): sign-up with the code, or the code with the sender's username; without a code, the vouch-for-me page. */
export function shareMailLink(data: Pick<ShareMailData, 'purpose' | 'origin' | 'inviteCode' | 'username'>): string {
  if (data.inviteCode === null) return vouchForMeUrl(data.origin, data.username);
  const code = encodeURIComponent(data.inviteCode);
  if (data.purpose === 'give_vouch_invite') return `${data.origin}/?invite_code=${code}&auto_signup=true`;
  return `${data.origin}/?invite_code=${code}&user=${encodeURIComponent(data.username)}`;
}

export function shareMail(data: ShareMailData): Mail {
  const link = shareMailLink(data);
  const intro = INTRO[data.purpose](data.senderName);
  const paragraphs = data.message
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = [
    `<div style="font-family:Inter,Arial,sans-serif;max-width:560px;margin:auto;color:#1a202c">`,
    `<p>${escapeHtml(intro)}</p>`,
    `<div style="border-left:3px solid #e8604c;padding:4px 12px;margin:0 0 12px">${paragraphs}</div>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#e8604c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${BUTTON[data.purpose]}</a></p>`,
    data.inviteCode === null
      ? ''
      : `<p>Your invite code: <strong style="font-size:18px;letter-spacing:2px">${escapeHtml(data.inviteCode)}</strong> (one-time use, valid for 30 days)</p>`,
    `<p style="color:#718096;font-size:12px">Sent by ${escapeHtml(data.senderName)} through Vouched. If you do not know them, you can ignore this e-mail.</p>`,
    `</div>`,
  ].join('');
  const code = data.inviteCode === null ? [] : [`Your invite code: ${data.inviteCode}`];
  const text = [intro, '', data.message, '', `${BUTTON[data.purpose]}: ${link}`, ...code].join('\n');
  return { to: data.to, subject: data.subject, html, text };
}
