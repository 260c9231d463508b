/**
 * The e-mail a member gets when someone vouches for them (issue 9 §3):
 * who vouched, the qualities, and a link to their vouch messages (the
 * portfolio's Vouch Messages). Every value is escaped; the message itself
 * is not repeated (the link shows it in its formatting).
 */
import type { Mail } from './mail';
import { escapeHtml } from '#domain/escapeHtml';

export interface VouchReceivedMailData {
  to: string;
  recipientName: string;
  voucherName: string;
  qualities: readonly string[];
  /** Where the member reads the message. */
  messageUrl: string;
  /** Where the member turns these mails off (the profile edit page's e-mail preferences). */
  settingsUrl: string;
}

export const vouchReceivedSubject = (voucherName: string): string => `${voucherName} vouched for you`;

export function vouchReceivedMail(data: VouchReceivedMailData): Mail {
  const voucher = escapeHtml(data.voucherName);
  const html = [
    `<div style="font-family:Inter,Arial,sans-serif;max-width:560px;margin:auto;color:#1a202c">`,
    `<h2 style="margin:0 0 12px">Hi ${escapeHtml(data.recipientName)},</h2>`,
    `<p><strong>${voucher}</strong> vouched for your character on Vouched.</p>`,
    `<p style="margin-bottom:4px"><strong>Qualities</strong></p>`,
    `<ul style="margin-top:0">${data.qualities.map((q) => `<li>${escapeHtml(q)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(data.messageUrl)}" style="display:inline-block;background:#e8604c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Read the message</a></p>`,
    `<p style="color:#718096;font-size:12px">Don't want these e-mails? <a href="${escapeHtml(data.settingsUrl)}" style="color:#718096">Turn them off</a>.</p>`,
    `</div>`,
  ].join('');
  const text = [
    `Hi ${data.recipientName},`,
    '',
    `${data.voucherName} vouched for your character on Vouched.`,
    '',
    `Qualities: ${data.qualities.join(', ')}`,
    '',
    `Read the message: ${data.messageUrl}`,
    '',
    `Don't want these e-mails? Turn them off: ${data.settingsUrl}`,
  ].join('\n');
  return { to: data.to, subject: vouchReceivedSubject(data.voucherName), html, text, unsubscribeUrl: data.settingsUrl };
}
