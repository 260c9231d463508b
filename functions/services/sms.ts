/**
 * Text messages through SNS (Publish to a phone number, transactional).
 * Locally SNS_ENDPOINT points at the SNS stand-in (bin/local/sns.ts), whose
 * SMS outbox page the README names and the tests read (readSmsOutbox).
 */
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { clientConfig } from './env';
import { traced } from './observability';

let client: SNSClient | undefined;

function sns(): SNSClient {
  client ??= traced(new SNSClient(clientConfig('SNS_ENDPOINT')));
  return client;
}

/** Sends one SMS; throws what SNS throws. */
export async function sendSms(phone: string, message: string): Promise<void> {
  await sns().send(
    new PublishCommand({
      PhoneNumber: phone,
      Message: message,
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }),
  );
}
