/**
 * The deletion-grace state machine, as Amazon States Language, written once.
 *
 * The CDK stack deploys exactly this JSON (`DefinitionBody.fromString`) and
 * the local runtime runs the same JSON with aws-local-stepfunctions, so the
 * two cannot drift. Input: `{ "userId": "...", "deleteAt": "<ISO 8601>" }`
 * (the local-runtime test starts and stops executions with the SDK).
 */

/** State names; the local runner overrides states by name (wait time, task handler). */
export const DELETION_GRACE_STATES = {
  wait: 'WaitUntilDeleteAt',
  finalize: 'FinalizeDeletion',
} as const;

/**
 * Transient Lambda service errors worth retrying. A failure thrown by our own
 * finalize handler is not retried blindly: it surfaces as a failed execution.
 */
const LAMBDA_TRANSIENT_ERRORS = [
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
];

/** JSON, as Amazon States Language and the local runner's task handlers speak it. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

interface WaitState {
  Type: 'Wait';
  TimestampPath: string;
  Next: string;
}

interface LambdaInvokeTaskState {
  Type: 'Task';
  Resource: 'arn:aws:states:::lambda:invoke';
  Parameters: { FunctionName: string; 'Payload.$': string };
  OutputPath: string;
  Retry: { ErrorEquals: string[]; IntervalSeconds: number; MaxAttempts: number; BackoffRate: number }[];
  End: true;
}

export interface DeletionGraceDefinition {
  Comment: string;
  StartAt: string;
  States: Record<string, WaitState | LambdaInvokeTaskState>;
}

/**
 * Wait until `$.deleteAt` (the member can cancel during the wait: the API
 * stops the execution), then invoke the finalize function with the same input.
 */
export function deletionGraceDefinition(finalizeFunctionArn: string): DeletionGraceDefinition {
  return {
    Comment: 'Account deletion grace period: wait until deleteAt, then finalize. Cancelling stops the execution.',
    StartAt: DELETION_GRACE_STATES.wait,
    States: {
      [DELETION_GRACE_STATES.wait]: {
        Type: 'Wait',
        TimestampPath: '$.deleteAt',
        Next: DELETION_GRACE_STATES.finalize,
      },
      [DELETION_GRACE_STATES.finalize]: {
        Type: 'Task',
        Resource: 'arn:aws:states:::lambda:invoke',
        Parameters: {
          FunctionName: finalizeFunctionArn,
          'Payload.$': '$',
        },
        // The optimized integration wraps the result ({ Payload, StatusCode, ... }); keep only the handler's answer.
        OutputPath: '$.Payload',
        Retry: [
          {
            ErrorEquals: LAMBDA_TRANSIENT_ERRORS,
            IntervalSeconds: 2,
            MaxAttempts: 6,
            BackoffRate: 2,
          },
        ],
        End: true,
      },
    },
  };
}

/**
 * For the local runner (aws-local-stepfunctions `taskResourceLocalHandlers`):
 * wraps a plain Lambda handler so it behaves like the `lambda:invoke`
 * integration above. The runner passes the resolved Parameters
 * (`{ FunctionName, Payload }`); AWS hands the function only `Payload` and
 * wraps its answer as `{ StatusCode, Payload }`, which OutputPath unwraps.
 */
export function asLambdaInvokeTask(handler: (event: never) => Promise<unknown>): (parameters: Json) => Promise<Json> {
  return async (parameters) => {
    const { Payload } = parameters as { Payload: never };
    // A Lambda's answer reaches Step Functions as JSON.
    const answer = JSON.parse(JSON.stringify((await handler(Payload)) ?? null)) as Json;
    return { StatusCode: 200, Payload: answer };
  };
}
