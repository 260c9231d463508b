/**
 * The two account-deletion e-mails: the link to confirm (sent on request,
 * valid 24 hours) and, after the final confirmation, the notice with the
 * deletion time and the Cancel Deletion link. Both carry the same token;
 * the confirm page at /confirm-deletion offers Cancel Deletion as well.
 */
import type { Mail } from '#services/mail';
import { escapeHtml } from './vouchInviteMail';

export function deletionLink(appUrl: string, token: string, action?: 'cancel'): string {
  const query = new URLSearchParams({ token, ...(action ? { action } : {}) });
  return `${appUrl}/confirm-deletion?${query.toString()}`;
}

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#e8604c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

export function deletionRequestMail(to: string, appUrl: string, token: string): Mail {
  const link = deletionLink(appUrl, token);
  return {
    to,
    subject: 'Confirm your Vouched account deletion',
    text: [
      'You asked to delete your Vouched account.',
      `To go on, open this link (valid for 24 hours): ${link}`,
      'After you confirm, your profile is hidden at once and your account is deleted 24 hours later. Until then you can cancel.',
      'If you did not ask for this, ignore this e-mail: nothing happens without the confirmation.',
    ].join('\n\n'),
    html: [
      '<p>You asked to delete your Vouched account.</p>',
      '<p>To go on, open this link. It is valid for 24 hours.</p>',
      button(link, 'Continue to delete my account'),
      '<p>After you confirm, your profile is hidden at once and your account is deleted 24 hours later. Until then you can cancel.</p>',
      '<p>If you did not ask for this, ignore this e-mail: nothing happens without the confirmation.</p>',
    ].join(''),
  };
}

export function deletionScheduledMail(to: string, appUrl: string, token: string, deleteAt: string): Mail {
  const link = deletionLink(appUrl, token, 'cancel');
  const when = new Date(deleteAt).toUTCString();
  return {
    to,
    subject: 'Your Vouched account will be deleted in 24 hours',
    text: [
      `Your Vouched account will be deleted on ${when}. You have been signed out everywhere and your profile is hidden.`,
      `Changed your mind? Cancel Deletion before then: ${link}`,
    ].join('\n\n'),
    html: [
      `<p>Your Vouched account will be deleted on <strong>${escapeHtml(when)}</strong>. You have been signed out everywhere and your profile is hidden.</p>`,
      '<p>Changed your mind? Cancel before then and everything is restored.</p>',
      button(link, 'Cancel Deletion'),
    ].join(''),
  };
}
