/**
 * Counts the DynamoDB capacity our own code consumes. The local stack runs
 * the handlers in this process, on the shared document client, so a
 * middleware on that client sees every call a request makes; it asks for
 * ReturnConsumedCapacity and adds up what comes back.
 *
 * Each call is told apart by the function that made it (the local function
 * registry's runningFunction): a stream or queue consumer's calls are the
 * work that follows a request, every other call is the request's own (issue 21 asks
 * for the two apart). Calls outside any function (the raw rows) count as the
 * request path.
 */
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { runningFunction } from '../bin/local/functionRegistry';
import { db } from '#services/db';

/** One call: its command, its units, and the function that made it. */
export interface CallUnits {
  command: string;
  read: number;
  write: number;
  /** The consumer's function name; undefined on the request path. */
  consumer: string | undefined;
}

export interface CapacityTally {
  read: number;
  write: number;
  calls: number;
  /** Each request-path call, in order (the WCU of each call is printed). */
  each: CallUnits[];
}

const READ_COMMANDS = /^(Get|BatchGet|Query|Scan|TransactGet)/;

const emptyTally = (): CapacityTally => ({ read: 0, write: 0, calls: 0, each: [] });
let tally: CapacityTally = emptyTally();
/** The consumers' calls, kept apart (they run after the request answered, so never inside one measurement). */
let background: CallUnits[] = [];
let lastBackgroundCall = 0;

/** Units by the kind of call: a ConditionCheck inside a write transaction is billed as a write. */
function unitsOf(command: string, consumed: ConsumedCapacity | ConsumedCapacity[] | undefined): { read: number; write: number } {
  const units = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
  return READ_COMMANDS.test(command) ? { read: units, write: 0 } : { read: 0, write: units };
}

export function installCapacityCounter(): void {
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity ??= 'INDEXES';
      const fn = runningFunction();
      const result = await next(args);
      const command = (context.commandName ?? '').replace(/Command$/, '');
      const units = unitsOf(command, (result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity);
      if (fn && (fn.invokedBy.kind === 'tableStream' || fn.invokedBy.kind === 'queue')) {
        background.push({ command, ...units, consumer: fn.name });
        lastBackgroundCall = Date.now();
        return result;
      }
      tally.calls += 1;
      tally.read += units.read;
      tally.write += units.write;
      tally.each.push({ command, ...units, consumer: undefined });
      return result;
    },
    { step: 'initialize', name: 'benchCapacityCounter' },
  );
}

/** The request-path capacity consumed while `run` ran. Runs must not overlap. */
export async function measureCapacity<T>(run: () => Promise<T>): Promise<[CapacityTally, T]> {
  const mine = emptyTally();
  tally = mine;
  try {
    return [mine, await run()];
  } finally {
    // Calls made between measurements must not land in this one's figures.
    tally = emptyTally();
  }
}

/** The consumers' calls since the last take, once none came for `quietMs` (or `maxMs` passed): the stream's work caught up. */
export async function takeBackground(quietMs = 1500, maxMs = 60_000): Promise<CallUnits[]> {
  const start = Date.now();
  lastBackgroundCall = Math.max(lastBackgroundCall, start);
  while (Date.now() - lastBackgroundCall < quietMs && Date.now() - start < maxMs) await new Promise((resolve) => setTimeout(resolve, 100));
  const taken = background;
  background = [];
  return taken;
}

/** The calls in a short form: `TransactWriteItems 12.0 WCU, GetItem 0.5 RCU`. */
export function describeCalls(calls: readonly CallUnits[]): string {
  return calls.map((c) => `${c.command} ${c.write > 0 ? `${c.write.toFixed(1)} WCU` : `${c.read.toFixed(1)} RCU`}`).join(', ');
}
