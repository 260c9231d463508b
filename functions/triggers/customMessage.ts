/**
 * Cognito CustomMessage: words the sign-up confirmation and the password
 * reset mails. Each carries a link into the app and the code itself; the
 * code is Cognito's placeholder (`codeParameter`), which Cognito replaces
 * and requires to appear in the message.
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { env } from '#services/env';
import { CONFIRM_SUBJECT, RESET_SUBJECT } from '#domain/authMail';
import { observed } from '#services/observability';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function layout(title: string, intro: string, link: string, button: string, code: string): string {
  return [
    `<div style="font-family:Inter,Arial,sans-serif;max-width:520px;margin:auto;color:#1a202c">`,
    `<h2 style="margin:0 0 12px">${title}</h2>`,
    `<p>${intro}</p>`,
    `<p><a href="${link}" style="display:inline-block;background:#e8604c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${button}</a></p>`,
    `<p>Or enter this code: <strong style="font-size:18px;letter-spacing:2px">${code}</strong></p>`,
    `<p style="color:#718096;font-size:12px">If you did not ask for this, you can ignore this e-mail.</p>`,
    `</div>`,
  ].join('');
}

async function handle(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  const code = event.request.codeParameter;
  const email = event.request.userAttributes.email ?? '';
  const emailParam = encodeURIComponent(email);
  const app = env.appUrl;

  if (event.triggerSource === 'CustomMessage_SignUp' || event.triggerSource === 'CustomMessage_ResendCode') {
    const link = `${app}/auth/callback?confirm=1&email=${emailParam}&code=${code}`;
    event.response.emailSubject = CONFIRM_SUBJECT;
    event.response.emailMessage = layout(
      'Welcome to Vouched',
      `Confirm the e-mail address ${escapeHtml(email)} to finish creating your account.`,
      link,
      'Confirm my account',
      code,
    );
    event.response.smsMessage = `Your Vouched confirmation code is ${code}`;
  } else if (event.triggerSource === 'CustomMessage_ForgotPassword') {
    const link = `${app}/reset-password?email=${emailParam}&code=${code}`;
    event.response.emailSubject = RESET_SUBJECT;
    event.response.emailMessage = layout(
      'Reset your password',
      `Someone asked to reset the password of the Vouched account ${escapeHtml(email)}.`,
      link,
      'Choose a new password',
      code,
    );
    event.response.smsMessage = `Your Vouched password reset code is ${code}`;
  }
  return event;
}

/** The function's entry (services/observability.ts: request-id logs, cold starts). */
export const handler = observed('CustomMessage', handle);
