/**
 * Capacity per partition key (issue 21, `npm run bench:load`). DynamoDB (and
 * DynamoDB Local) reports a call's units per table and per index, not per
 * key, so each call's units are attributed to the partition keys the call
 * names: a single-item call's key, a Query's key condition value, a batch's
 * or a transaction's items (the units shared evenly among them: DynamoDB
 * does not say which item cost what). An index's units go to the index
 * partition the written item names (`GSI5PK=MEMBERS`), or to `GSIn=?` when
 * the call does not name it (an Update of an item whose index key is
 * already stored). Pure: the load bench feeds it what its middleware saw.
 */
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';

export interface KeyUnits {
  key: string;
  read: number;
  write: number;
}

type Item = Record<string, unknown>;
interface CallInput {
  Key?: Item;
  Item?: Item;
  IndexName?: string;
  KeyConditionExpression?: string;
  ExpressionAttributeValues?: Item;
  RequestItems?: Record<string, { Keys?: Item[] } | { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]>;
  TransactItems?: { Put?: { Item: Item }; Update?: { Key: Item }; Delete?: { Key: Item }; ConditionCheck?: { Key: Item }; Get?: { Key: Item } }[];
}

const READ_COMMANDS = /^(Get|BatchGet|Query|Scan|TransactGet)/;

/** The partition value a Query names: the value bound to the key condition's first `=`. */
function queryPartition(input: CallInput): string | undefined {
  const match = /^\s*#?(\w+)\s*=\s*(:\w+)/.exec(input.KeyConditionExpression ?? '');
  if (!match) return undefined;
  const value = input.ExpressionAttributeValues?.[match[2]!];
  return typeof value === 'string' ? `${input.IndexName ? `${match[1]}=` : ''}${value}` : undefined;
}

/** The items (keys or whole items) a call writes or reads, as the request names them. */
function namedItems(input: CallInput): Item[] {
  if (input.Key) return [input.Key];
  if (input.Item) return [input.Item];
  if (input.TransactItems)
    return input.TransactItems.flatMap((t) =>
      [t.Put?.Item ?? t.Update?.Key ?? t.Delete?.Key ?? t.ConditionCheck?.Key ?? t.Get?.Key].filter((i): i is Item => !!i),
    );
  if (input.RequestItems)
    return Object.values(input.RequestItems).flatMap((request) =>
      Array.isArray(request)
        ? request.flatMap((r) => [r.PutRequest?.Item ?? r.DeleteRequest?.Key].filter((i): i is Item => !!i))
        : (request.Keys ?? []),
    );
  return [];
}

const keyOf = (item: Item) => String(item.PK);

/** The units of one call, by partition key. */
export function attributeCall(
  command: string,
  input: CallInput,
  consumed: ConsumedCapacity | ConsumedCapacity[] | undefined,
  /** The index partition of an item whose write does not name it (what the caller knows of its key layout). */
  indexKeyOf: (index: string, item: Item) => string | undefined = () => undefined,
): KeyUnits[] {
  const all = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  const isRead = READ_COMMANDS.test(command);
  const out: KeyUnits[] = [];
  const add = (key: string, units: number) => {
    if (units > 0) out.push({ key, read: isRead ? units : 0, write: isRead ? 0 : units });
  };
  const tableUnits = all.reduce((sum, c) => sum + (c.Table?.CapacityUnits ?? (c.GlobalSecondaryIndexes ? 0 : (c.CapacityUnits ?? 0))), 0);
  if (command.startsWith('Query')) {
    // A Query reads one partition, of the table or of the index it names.
    const total = all.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
    add(queryPartition(input) ?? '?', total);
    return out;
  }
  const items = namedItems(input);
  for (const item of items) add(keyOf(item), tableUnits / items.length);
  for (const c of all) {
    for (const [index, units] of Object.entries(c.GlobalSecondaryIndexes ?? {})) {
      const pkName = `${index}PK`;
      const named = items.flatMap((item) => {
        const value = typeof item[pkName] === 'string' ? String(item[pkName]) : indexKeyOf(index, item);
        return value === undefined ? [] : [value];
      });
      if (!named.length) add(`${pkName}=?`, units.CapacityUnits ?? 0);
      for (const value of named) add(`${pkName}=${value}`, (units.CapacityUnits ?? 0) / named.length);
    }
  }
  return out;
}

/** Sums units by key and returns the `top` hottest (by read + write units). */
export function hottestKeys(units: readonly KeyUnits[], top: number): KeyUnits[] {
  const byKey = new Map<string, KeyUnits>();
  for (const u of units) {
    const sum = byKey.get(u.key) ?? { key: u.key, read: 0, write: 0 };
    sum.read += u.read;
    sum.write += u.write;
    byKey.set(u.key, sum);
  }
  return [...byKey.values()].sort((a, b) => b.read + b.write - (a.read + a.write) || a.key.localeCompare(b.key)).slice(0, top);
}
