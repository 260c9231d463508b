import type { CustomMessageTriggerEvent } from 'aws-lambda';

/** Cognito CustomMessage: words the confirmation and password-reset mails. */
export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  return event;
}
