/** The e-mail a person on the waiting list gets when a super admin invites them: the code and the link that opens sign-up with it. */
import type { Mail } from '#services/mail';
import { escapeHtml } from './vouchInviteMail';

export interface WaitingListInviteMailData {
  to: string;
  name: string;
  inviteCode: string;
  /** APP_URL/?invite_code=…&auto_signup=true */
  inviteUrl: string;
}

export const WAITING_LIST_INVITE_SUBJECT = 'Your invitation to Vouched';

export function waitingListInviteMail(data: WaitingListInviteMailData): Mail {
  const html = [
    `<div style="font-family:Inter,Arial,sans-serif;max-width:560px;margin:auto;color:#1a202c">`,
    `<h2 style="margin:0 0 12px">Hi ${escapeHtml(data.name)},</h2>`,
    `<p>Thank you for waiting. Your place on Vouched is ready.</p>`,
    `<p><a href="${escapeHtml(data.inviteUrl)}" style="display:inline-block;background:#e8604c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Join Vouched</a></p>`,
    `<p>Your invite code: <strong style="font-size:18px;letter-spacing:2px">${escapeHtml(data.inviteCode)}</strong></p>`,
    `</div>`,
  ].join('');
  const text = [
    `Hi ${data.name},`,
    '',
    'Thank you for waiting. Your place on Vouched is ready.',
    '',
    `Join Vouched: ${data.inviteUrl}`,
    `Your invite code: ${data.inviteCode}`,
  ].join('\n');
  return { to: data.to, subject: WAITING_LIST_INVITE_SUBJECT, html, text };
}
