/**
 * Vouch Now's relationship tabs sorted by the counterparts' totals, at three
 * sizes: a member who vouched for, and was vouched for by, 10, 100 and 1,000
 * members (written through the store's createVouch, with a real message, so
 * the index items are the size they are in use). For each size, run in
 * process as the route runs it (the own-records Query of the caller, then
 * listDirectory), the read units and p50 of:
 *
 *  - the ordering alone (the relationship ids from GSI1 / GSI2, then the
 *    counterparts' score items by BatchGet): what a sorted page adds;
 *  - a whole first page (50 cards) of Vouching for Me and of Vouched by Me,
 *    sorted 'most-vouched', beside the same page in 'newest' (one index Query).
 *
 *   BENCH_ONLY=relsort npm run bench                 (alone)
 *   BENCH_RELSORT_SIZES=10,100,1000 tsx bench/relationshipSort.ts
 */
import { randomUUID } from 'node:crypto';
import { listDirectory } from '#api/members/operations';
import type { Caller } from '#api/http/request';
import { RELATIONSHIP_SORT_MAX } from '#domain/directory';
import { createAppTable, startDynamoDb } from '#local/dynamodb';
import { getOwnRecords } from '#store/ownRecords';
import { createMember } from '#store/profiles';
import { getStandings } from '#store/scores';
import { createVouch, listRelationshipIds } from '#store/vouches';
import { installCapacityCounter, measureCapacity } from './capacity';
import { ms, summarize, timed } from './stats';

const RUNS = Number(process.env.BENCH_RELSORT_RUNS ?? 15);
const POOL = ['Integrity', 'Reliability', 'Loyalty', 'Kindness', 'Empathy', 'Listening', 'Visionary', 'Focus', 'Imagination', 'Adaptability'];
const MESSAGE = '<p>Shows up when it matters, and <strong>listens</strong> before answering. A steady presence on every project we shared.</p>';

async function newMember(label: string): Promise<string> {
  const id = randomUUID();
  await createMember(
    {
      id,
      email: `${label}-${id.slice(0, 8)}@bench.local`,
      full_name: `Bench ${label}`,
      usernameCandidates: [`r${id.replace(/-/g, '').slice(0, 14)}`],
      usernameGenerated: false,
    },
    {},
    new Date().toISOString(),
  );
  return id;
}

async function vouch(voucher: string, vouchee: string, i: number): Promise<void> {
  await createVouch(
    {
      voucher_id: voucher,
      vouchee_id: vouchee,
      message: MESSAGE,
      attributes: [POOL[i % 10]!, POOL[(i + 3) % 10]!, POOL[(i + 7) % 10]!],
      first_met_year: 2018,
      interaction_frequency: 'Weekly',
      relationship_category: 'work',
      relationship_context: 'collaborator_or_teammate',
      character_confidence: 4,
    },
    new Date(Date.now() - i * 1000).toISOString(),
  );
}

/** The hub vouches for each of `others`, and each of them vouches for the hub. */
async function relate(hub: string, others: readonly string[]): Promise<void> {
  // A few at a time: the hub's score item is one hot key (transactions on it collide and retry).
  for (let i = 0; i < others.length; i += 4) {
    const batch = others.slice(i, i + 4);
    await Promise.all(batch.flatMap((other, j) => [vouch(hub, other, i + j), vouch(other, hub, i + j)]));
  }
}

async function figures(run: () => Promise<unknown>): Promise<{ p50: number; rcu: number }> {
  const durations: number[] = [];
  const units: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const [tally, [elapsed]] = await measureCapacity(() => timed(run));
    durations.push(elapsed);
    units.push(tally.read);
  }
  units.sort((a, b) => a - b);
  return { p50: summarize(durations).p50, rcu: units[Math.floor(units.length / 2)] ?? 0 };
}

async function asCaller(id: string): Promise<Caller> {
  return { id, ...(await getOwnRecords(id)) };
}

export async function measureRelationshipSort(sizes: readonly number[], port = Number(process.env.BENCH_RELSORT_PORT ?? 31_970)): Promise<void> {
  const dynamo = await startDynamoDb(port, null);
  const table = `bench-relsort-${Date.now()}`;
  Object.assign(process.env, {
    TABLE_NAME: table,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  try {
    await createAppTable(dynamo.client, table);
    installCapacityCounter();
    const most = Math.max(...sizes);
    const started = Date.now();
    const others: string[] = [];
    for (let i = 0; i < most; i += 10)
      others.push(...(await Promise.all(Array.from({ length: Math.min(10, most - i) }, (_, j) => newMember(`other${i + j}`)))));
    console.log(`\n  seeded ${most} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    type Figures = { p50: number; rcu: number };
    const rows: { size: number; ordering: Figures; forMeSorted: Figures; forMeNewest: Figures; byMeSorted: Figures }[] = [];
    for (const size of [...sizes].sort((a, b) => a - b)) {
      const hub = await newMember(`hub${size}`);
      const seeded = Date.now();
      await relate(hub, others.slice(0, size));
      console.log(`  ${size} vouches given and ${size} received in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
      const base = { params: {}, body: undefined, now: new Date(), log: console };
      const page = (filter: 'vouched-by-me' | 'vouching-for-me', sort: 'newest' | 'most-vouched') => async () =>
        listDirectory({ ...base, query: { filter, sort }, caller: await asCaller(hub) } as never);
      const ordering = await figures(async () => getStandings((await listRelationshipIds(hub, 'received', RELATIONSHIP_SORT_MAX)).ids));
      rows.push({
        size,
        ordering,
        forMeSorted: await figures(page('vouching-for-me', 'most-vouched')),
        forMeNewest: await figures(page('vouching-for-me', 'newest')),
        byMeSorted: await figures(page('vouched-by-me', 'most-vouched')),
      });
    }
    console.log(
      `\nVouch Now's relationship tabs sorted (in process: the caller's own records, then listDirectory; read units are the median of ${RUNS} runs):`,
    );
    console.log(
      '  relationships   ordering alone (ids + scores)   Vouching for Me most-vouched   Vouching for Me newest   Vouched by Me most-vouched',
    );
    for (const r of rows) {
      const cell = (f: Figures, width: number) => `${f.rcu.toFixed(1)} RRU, ${ms(f.p50)}`.padStart(width);
      console.log(
        `  ${String(r.size).padStart(13)} ${cell(r.ordering, 31)} ${cell(r.forMeSorted, 30)} ${cell(r.forMeNewest, 24)} ${cell(r.byMeSorted, 28)}`,
      );
    }
    console.log(
      `  (a sorted tab covers the newest ${RELATIONSHIP_SORT_MAX} relationships: its cost stops growing there; 'newest' is one index Query a page.)`,
    );
  } finally {
    await dynamo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measureRelationshipSort((process.env.BENCH_RELSORT_SIZES ?? '10,100,1000').split(',').map(Number));
  process.exit(0);
}
