import type { PreSignUpTriggerEvent } from 'aws-lambda';

/** Cognito PreSignUp: the invite gate. */
export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  return event;
}
