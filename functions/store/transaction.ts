/**
 * Transactions built from named items. Each item has a name that says what
 * it is (`vouch`, `score`, `givenCount`), and a cancelled transaction is
 * reported by those names, so no caller decodes DynamoDB's
 * CancellationReasons by position.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '#services/db';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The items of one transaction, by name; they are sent in the order they are listed. */
export type NamedItems<Name extends string = string> = Readonly<Record<Name, TransactItem>>;

/** DynamoDB cancelled the transaction: nothing of it was written. `reasons` says why, item by item ('None' where an item was fine). */
export class TransactionCancelled<Name extends string = string> extends Error {
  constructor(
    readonly reasons: Readonly<Record<Name, string>>,
    cause: unknown,
  ) {
    super(
      `transaction cancelled: ${Object.entries(reasons)
        .map(([name, code]) => `${name}=${code}`)
        .join(', ')}`,
      { cause },
    );
    this.name = 'TransactionCancelled';
  }

  /** Did this item's condition fail? */
  conditionFailed(name: Name): boolean {
    return this.reasons[name] === 'ConditionalCheckFailed';
  }

  /** Did the condition of any of these items fail? */
  anyConditionFailed(names: readonly Name[]): boolean {
    return names.some((name) => this.conditionFailed(name));
  }

  /** Cancelled only because another transaction held one of the items at the same moment: safe to send again. */
  get isContention(): boolean {
    const codes = Object.values<string>(this.reasons);
    return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
  }
}

function isCancellation(error: unknown): error is TransactionCanceledException {
  return error instanceof TransactionCanceledException || (error as { name?: string } | null)?.name === 'TransactionCanceledException';
}

/**
 * Writes the named items in one transaction. A cancellation is thrown as
 * TransactionCancelled with each item's reason under its name; any other
 * failure is thrown as it came.
 */
export async function writeTransaction<Name extends string>(items: NamedItems<Name>): Promise<void> {
  const names = Object.keys(items) as Name[];
  try {
    await db().send(new TransactWriteCommand({ TransactItems: names.map((name) => items[name]) }));
  } catch (error) {
    if (!isCancellation(error)) throw error;
    const codes = error.CancellationReasons ?? [];
    const reasons = Object.fromEntries(names.map((name, i) => [name, codes[i]?.Code ?? 'None'])) as Record<Name, string>;
    throw new TransactionCancelled(reasons, error);
  }
}

/** The cancellation, if `error` is one (for `catch` blocks that look at which item failed). */
export function cancellationOf<Name extends string>(error: unknown): TransactionCancelled<Name> | undefined {
  return error instanceof TransactionCancelled ? (error as TransactionCancelled<Name>) : undefined;
}
