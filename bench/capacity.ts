/**
 * Counts the DynamoDB capacity our own code consumes. The local stack runs
 * the handlers in this process, on the shared document client, so a
 * middleware on that client sees every call a request makes; it asks for
 * ReturnConsumedCapacity and adds up what comes back.
 */
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { db } from '#services/db';

export interface CapacityTally {
  read: number;
  write: number;
  calls: number;
}

let tally: CapacityTally = { read: 0, write: 0, calls: 0 };

const READ_COMMANDS = /^(Get|BatchGet|Query|Scan|TransactGet)/;

/** Units by the kind of call: a ConditionCheck inside a write transaction is billed as a write. */
function add(command: string, consumed: ConsumedCapacity | ConsumedCapacity[] | undefined): void {
  const units = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
  if (READ_COMMANDS.test(command)) tally.read += units;
  else tally.write += units;
}

export function installCapacityCounter(): void {
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity ??= 'INDEXES';
      const result = await next(args);
      tally.calls += 1;
      add(context.commandName ?? '', (result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity);
      return result;
    },
    { step: 'initialize', name: 'benchCapacityCounter' },
  );
}

/** The capacity consumed while `run` ran. Runs must not overlap. */
export async function measureCapacity<T>(run: () => Promise<T>): Promise<[CapacityTally, T]> {
  const mine: CapacityTally = { read: 0, write: 0, calls: 0 };
  tally = mine;
  try {
    return [mine, await run()];
  } finally {
    // Calls made between measurements must not land in this one's figures.
    tally = { read: 0, write: 0, calls: 0 };
  }
}
