/** The deletion-grace state machine: start after a confirmed request, stop on cancel. */
import { SFNClient, StartExecutionCommand, StopExecutionCommand } from '@aws-sdk/client-sfn';
import { clientConfig, env } from './env';

let client: SFNClient | undefined;

function sfn(): SFNClient {
  client ??= new SFNClient(clientConfig('SFN_ENDPOINT'));
  return client;
}

/** Starts the grace period; returns the execution ARN to store for a later cancel. */
export async function startDeletionGrace(userId: string, deleteAt: Date): Promise<string> {
  const out = await sfn().send(
    new StartExecutionCommand({
      stateMachineArn: env.deletionStateMachineArn,
      // One execution name per request: a retried start cannot begin a second grace period.
      name: `delete-${userId}-${deleteAt.getTime()}`,
      input: JSON.stringify({ userId, deleteAt: deleteAt.toISOString() }),
    }),
  );
  if (!out.executionArn) throw new Error('Step Functions returned no execution ARN');
  return out.executionArn;
}

export async function stopDeletionGrace(executionArn: string): Promise<void> {
  await sfn().send(new StopExecutionCommand({ executionArn, cause: 'Deletion cancelled by the member' }));
}
