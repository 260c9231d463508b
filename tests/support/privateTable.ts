/**
 * A table of the app's shape for one test file alone (a fuzz run or a count that must see only its own writes),
 * made in beforeAll on the stack's DynamoDB Local and dropped in afterAll. The store reads TABLE_NAME when it
 * acts, so the file points it here, and puts the stack's table back when done: test files share their worker
 * (vitest.config.ts, isolate: false), and the next file must not find a table that is gone.
 */
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { createAppTable } from '#local/dynamodb';
import { useStackEnv } from './stack';

export interface PrivateTable {
  readonly name: string;
  /** The low-level client on DynamoDB Local (made in beforeAll). */
  readonly raw: DynamoDBClient;
}

export function usePrivateTable(prefix: string): PrivateTable {
  const name = `${prefix}-${Date.now()}`;
  let raw: DynamoDBClient | undefined;
  let before: string | undefined;
  beforeAll(async () => {
    const stack = useStackEnv();
    raw = new DynamoDBClient({
      region: stack.region,
      endpoint: process.env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await createAppTable(raw, name);
    before = process.env.TABLE_NAME;
    process.env.TABLE_NAME = name;
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.TABLE_NAME;
    else process.env.TABLE_NAME = before;
    await raw?.send(new DeleteTableCommand({ TableName: name }));
    raw?.destroy();
  });
  return {
    name,
    get raw() {
      if (!raw) throw new Error('the private table is made in beforeAll: use it inside a hook or a test');
      return raw;
    },
  };
}
