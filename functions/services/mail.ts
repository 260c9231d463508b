/**
 * Outgoing e-mail through SES v2, from the sender identity the sendMail
 * capability names (MAIL_FROM). Locally SES_ENDPOINT points at
 * aws-ses-v2-local, whose mailbox the tests read (tests/support/stack.ts readMailbox).
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { clientConfig, env } from './env';
import { traced } from './observability';

let client: SESv2Client | undefined;

function ses(): SESv2Client {
  client ??= traced(new SESv2Client(clientConfig('SES_ENDPOINT')));
  return client;
}

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * A notification the member can turn off: the page where they do (List-Unsubscribe, RFC 2369),
   * so mail clients show their own unsubscribe button next to the sender.
   */
  unsubscribeUrl?: string;
}

/** The headers a mail carries besides SES's own. */
export function mailHeaders(mail: Mail): { Name: string; Value: string }[] {
  return mail.unsubscribeUrl ? [{ Name: 'List-Unsubscribe', Value: `<${mail.unsubscribeUrl}>` }] : [];
}

/** Sends one mail; throws what SES throws (the caller decides whether a failed mail undoes anything). */
export async function sendMail(mail: Mail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: env.mailFrom,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
          ...(mail.unsubscribeUrl ? { Headers: mailHeaders(mail) } : {}),
        },
      },
    }),
  );
}
