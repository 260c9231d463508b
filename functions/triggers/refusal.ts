/**
 * Cognito shows a trigger's error message to the client ("PreSignUp failed
 * with error …"). So only a deliberate refusal keeps its words; any other
 * failure (a DynamoDB or KMS error, a bug) is logged in full and reported in
 * plain words, and no AWS error text or stack reaches the person signing up.
 */
import { log, observed } from '#services/observability';

export class TriggerRefusal extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'TriggerRefusal';
  }
}

export const TRIGGER_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/** Wraps a trigger's handler: refusals pass through as they are, anything else becomes TRIGGER_FAILURE_MESSAGE. */
export function guardTrigger<E>(trigger: string, handler: (event: E) => Promise<E>): (event: E) => Promise<E> {
  // Exported through the shared observability wrapper (request-id logs, cold starts) like every function.
  return observed(trigger, async (event: E) => {
    try {
      return await handler(event);
    } catch (error) {
      if (error instanceof TriggerRefusal) throw error;
      log().error('trigger failed', { trigger, error: error instanceof Error ? error : String(error) });
      // eslint-disable-next-line preserve-caught-error -- the cause is what must not travel to the client; it is logged above
      throw new Error(TRIGGER_FAILURE_MESSAGE);
    }
  });
}
