/**
 * How cognito-local delivers its codes. In AWS the pool sends mail through
 * SES and texts through SNS; locally this sender does the same against the
 * local SES (so the confirmation mail shows in the mailbox) and the SMS
 * outbox. The wording comes from our CustomMessage trigger, which
 * cognito-local has already applied to `message`.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Context } from 'cognito-local/lib/services/context';
import type { Message } from 'cognito-local/lib/services/messages';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
import type { User } from 'cognito-local/lib/services/userPoolService';
import type { SmsOutbox } from './smsOutbox';

/** Cognito's own default wording, used when no CustomMessage trigger words it. */
const DEFAULT_SUBJECT = 'Your verification code';
const defaultBody = (code: string | undefined): string => `Your verification code is ${code ?? ''}. `;

/**
 * cognito-local replaces only the first `{####}` / `{username}` of a
 * CustomMessage; Cognito replaces every one (our mails carry the code in a
 * link and in the text). Finish the job.
 */
function fillPlaceholders(text: string, code: string | undefined, username: string): string {
  return text.replaceAll('{####}', code ?? '').replaceAll('{username}', username);
}

function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h\d|div|li)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export class LocalMessageSender implements MessageSender {
  constructor(
    private readonly ses: SESv2Client,
    private readonly mailFrom: string,
    private readonly outbox: SmsOutbox,
  ) {}

  async sendEmail(_ctx: Context, user: User, destination: string, message: Message): Promise<void> {
    const html = fillPlaceholders(message.emailMessage || defaultBody(message.__code), message.__code, user.Username);
    await this.ses.send(
      new SendEmailCommand({
        FromEmailAddress: this.mailFrom,
        Destination: { ToAddresses: [destination] },
        Content: {
          Simple: {
            Subject: { Data: message.emailSubject || DEFAULT_SUBJECT },
            Body: { Html: { Data: html }, Text: { Data: htmlToText(html) } },
          },
        },
      }),
    );
  }

  async sendSms(_ctx: Context, user: User, destination: string, message: Message): Promise<void> {
    this.outbox.add(destination, fillPlaceholders(message.smsMessage || defaultBody(message.__code), message.__code, user.Username), 'cognito');
  }
}
