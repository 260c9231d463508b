/** Outgoing SMS through SNS (phone verification is a later issue; the sender is ready). */
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { clientConfig } from './env';

let client: SNSClient | undefined;

function sns(): SNSClient {
  client ??= new SNSClient(clientConfig('SNS_ENDPOINT'));
  return client;
}

export async function sendSms(phoneNumber: string, message: string): Promise<void> {
  await sns().send(
    new PublishCommand({
      PhoneNumber: phoneNumber,
      Message: message,
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }),
  );
}
