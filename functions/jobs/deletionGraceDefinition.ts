/**
 * The deletion-grace state machine, as Amazon States Language, written once.
 *
 * The CDK stack deploys exactly this JSON (`DefinitionBody.fromString`) and
 * the local runtime runs the same JSON with aws-local-stepfunctions, so the
 * two cannot drift. Input: `{ "userId": "...", "deleteAt": "<ISO 8601>" }`
 * (see functions/services/workflow.ts, which starts and stops executions).
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

export interface DeletionGraceDefinition {
  Comment: string;
  StartAt: string;
  States: Record<string, Record<string, unknown>>;
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
