/**
 * The deletion-grace state machine (lib/workflows.ts), started when a member
 * confirms a deletion and stopped when they cancel it. Locally SFN_ENDPOINT
 * points at the Step Functions stand-in (bin/local/stepFunctions.ts), which
 * runs the same definition.
 */
import { ExecutionDoesNotExist, SFNClient, StartExecutionCommand, StopExecutionCommand } from '@aws-sdk/client-sfn';
import { clientConfig, env } from './env';
import { traced } from './observability';

let client: SFNClient | undefined;
let clientEndpoint: string | undefined;

function sfn(): SFNClient {
  const config = clientConfig('SFN_ENDPOINT');
  if (!client || clientEndpoint !== config.endpoint) {
    client = traced(new SFNClient(config));
    clientEndpoint = config.endpoint;
  }
  return client;
}

/** What the state machine receives (functions/schema/deletionGrace.ts). */
export interface DeletionGraceInput {
  userId: string;
  /** ISO 8601: the Wait state waits until then. */
  deleteAt: string;
}

/** Starts the grace; the name is ours (one per confirmation), so a retry of the same start is idempotent. */
export async function startDeletionGrace(name: string, input: DeletionGraceInput): Promise<string> {
  const out = await sfn().send(new StartExecutionCommand({ stateMachineArn: env.deletionStateMachineArn, name, input: JSON.stringify(input) }));
  return out.executionArn ?? '';
}

/** The ARN of the execution `name` of the deletion-grace state machine. */
export function executionArnOf(name: string): string {
  return `${env.deletionStateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
}

/** Stops the grace (Cancel Deletion). An execution that is gone or already over is fine: there is nothing to stop. */
export async function stopDeletionGrace(name: string, cause: string): Promise<void> {
  try {
    await sfn().send(new StopExecutionCommand({ executionArn: executionArnOf(name), cause }));
  } catch (error) {
    if (!(error instanceof ExecutionDoesNotExist)) throw error;
  }
}
