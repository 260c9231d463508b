/**
 * The 'vouch_invite' e-mail (spec send-email type 'vouch_invite', data
 * recipientName, voucherName, selectedAttributes, vouchMessage, vouchScore,
 * inviteUrl, inviteCode): who vouched, the qualities, the message, the
 * points and the link that signs the invitee up with the code. Every value
 * but the message is escaped here; the message is the stored one, already
 * sanitized by the vouch allow-list (richText.ts), so it goes in as HTML.
 */
import { formatPoints } from '#domain/scoring';
import { visibleText } from '#domain/text';
import type { Mail } from '#services/mail';
import { escapeHtml } from '#domain/escapeHtml';

export interface VouchInviteMailData {
  to: string;
  recipientName: string;
  voucherName: string;
  selectedAttributes: readonly string[];
  /** Sanitized HTML. */
  vouchMessage: string;
  vouchScore: number;
  inviteUrl: string;
  inviteCode: string;
}

// In the domain (the stream's vouch-received mail uses it too); exported here too for the other mails' imports.
export { escapeHtml };

export function vouchInviteSubject(voucherName: string): string {
  return `${voucherName} vouched for you on Vouched`;
}

export function vouchInviteMail(data: VouchInviteMailData): Mail {
  const voucher = escapeHtml(data.voucherName);
  const qualities = data.selectedAttributes.map((a) => `<li>${escapeHtml(a)}</li>`).join('');
  const points = escapeHtml(formatPoints(data.vouchScore));
  const html = [
    `<div style="font-family:Inter,Arial,sans-serif;max-width:560px;margin:auto;color:#1a202c">`,
    `<h2 style="margin:0 0 12px">Hi ${escapeHtml(data.recipientName)},</h2>`,
    `<p><strong>${voucher}</strong> vouched for your character on Vouched.</p>`,
    `<p style="margin-bottom:4px"><strong>Qualities</strong></p>`,
    `<ul style="margin-top:0">${qualities}</ul>`,
    `<p style="margin-bottom:4px"><strong>Their message</strong></p>`,
    `<div style="border-left:3px solid #e8604c;padding:4px 12px;margin:0 0 12px">${data.vouchMessage}</div>`,
    `<p>This vouch is worth <strong>${points}</strong>.</p>`,
    `<p>Join Vouched to accept it: it counts towards your Vouch Score as soon as you sign up.</p>`,
    `<p><a href="${escapeHtml(data.inviteUrl)}" style="display:inline-block;background:#e8604c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Accept your vouch</a></p>`,
    `<p>Your invite code: <strong style="font-size:18px;letter-spacing:2px">${escapeHtml(data.inviteCode)}</strong></p>`,
    `<p style="color:#718096;font-size:12px">If you do not know ${voucher}, you can ignore this e-mail.</p>`,
    `</div>`,
  ].join('');
  const text = [
    `Hi ${data.recipientName},`,
    '',
    `${data.voucherName} vouched for your character on Vouched.`,
    '',
    `Qualities: ${data.selectedAttributes.join(', ')}`,
    '',
    'Their message:',
    visibleText(data.vouchMessage),
    '',
    `This vouch is worth ${formatPoints(data.vouchScore)}.`,
    '',
    `Accept your vouch: ${data.inviteUrl}`,
    `Your invite code: ${data.inviteCode}`,
  ].join('\n');
  return { to: data.to, subject: vouchInviteSubject(data.voucherName), html, text };
}
