/** The e-mail verification mail: the link to /verify-email with the token and the member's id, valid 24 hours. */
import type { Mail } from '#services/mail';
import { escapeHtml } from '../mail/vouchInviteMail';

export function verificationLink(origin: string, userId: string, token: string): string {
  return `${origin}/verify-email?token=${encodeURIComponent(token)}&user=${encodeURIComponent(userId)}`;
}

export function verificationMail(to: string, link: string): Mail {
  const html = [
    `<div style="font-family:Inter,Arial,sans-serif;max-width:560px;margin:auto;color:#1a202c">`,
    `<p>Please confirm that this is your e-mail address for Vouched.</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#e8604c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Verify my e-mail</a></p>`,
    `<p style="color:#718096;font-size:12px">The link works once and expires after 24 hours. If you did not ask for it, you can ignore this e-mail.</p>`,
    `</div>`,
  ].join('');
  const text = [
    'Please confirm that this is your e-mail address for Vouched.',
    '',
    `Verify my e-mail: ${link}`,
    '',
    'The link works once and expires after 24 hours.',
  ].join('\n');
  return { to, subject: 'Verify your e-mail for Vouched', html, text };
}
