/**
 * Directory search at two sizes: seeds N members straight into a fresh
 * DynamoDB Local table (BatchWrite of the items the store writes: profile,
 * score, search words, member count), then runs the listDirectory operation
 * in process for a set of searches and prints the p50 latency and the read
 * units of one search page at each size, and their ratio (the goal: under
 * 1.5, a cost that does not grow with the number of members).
 *
 *   npm run bench                                       (part of the whole bench)
 *   BENCH_SEARCH_SIZES=1000,100000 tsx bench/directorySearch.ts   (alone)
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { memberSearchWords } from '#domain/memberSearch';
import { listDirectory } from '#api/members/operations';
import type { Caller } from '#api/http/request';
import { createAppTable, startDynamoDb } from '#local/dynamodb';
import { db } from '#services/db';
import { memberCountEntity } from '#store/memberCount';
import { searchWordEntity } from '#store/memberSearch';
import { getOwnRecords } from '#store/ownRecords';
import { emptyScoreItem } from '#store/scores';
import { profileEntity } from '#store/profiles';
import { installCapacityCounter, measureCapacity } from './capacity';
import { ms, summarize, timed } from './stats';

const FIRST = [
  'maria',
  'james',
  'li',
  'omar',
  'sofia',
  'noah',
  'amara',
  'lucas',
  'yuki',
  'elena',
  'david',
  'fatima',
  'ivan',
  'chloe',
  'mateo',
  'aisha',
  'jon',
  'priya',
  'sam',
  'lena',
];
const LAST = [
  'johnson',
  'garcia',
  'chen',
  'okafor',
  'rossi',
  'novak',
  'kim',
  'silva',
  'brown',
  'haddad',
  'muller',
  'tanaka',
  'singh',
  'martin',
  'lopez',
  'cohen',
  'ali',
  'evans',
  'dubois',
  'moreau',
];
const BIO = [
  'teacher',
  'nurse',
  'carpenter',
  'designer',
  'volunteer',
  'coach',
  'mentor',
  'baker',
  'engineer',
  'student',
  'boston',
  'lagos',
  'lisbon',
  'tokyo',
  'berlin',
  'chicago',
  'garden',
  'music',
  'hiking',
  'books',
];
const QUERIES = ['ma', 'maria', 'maria jo', 'garc', 'teach', 'boston', 'li', 'chen', 'omar ok', 'desig', 'yuki tan', 'nurse', 'sof', 'lisb', 'evans'];
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 3);

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

async function batchWrite(items: Record<string, unknown>[]): Promise<void> {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  // A few batches at once: DynamoDB Local is single-process Java, more does not help.
  for (let i = 0; i < chunks.length; i += 8) {
    await Promise.all(
      chunks.slice(i, i + 8).map(async (chunk) => {
        let request: Record<string, unknown[]> | undefined = { [process.env.TABLE_NAME!]: chunk.map((Item) => ({ PutRequest: { Item } })) };
        while (request && Object.keys(request).length) {
          const out = await db().send(new BatchWriteCommand({ RequestItems: request as never }));
          request = out.UnprocessedItems as typeof request;
        }
      }),
    );
  }
}

/** The items of one member as the store writes them (createMember, updateProfile). */
function memberItems(i: number, createdAt: string): Record<string, unknown>[] {
  const id = randomUUID();
  const full_name = `${pick(FIRST, i * 7 + 3)} ${pick(LAST, Math.floor(i / 3) * 11 + i)}`.replace(/\b\w/g, (c) => c.toUpperCase());
  const username = `m${i}-${id.slice(0, 6)}`;
  const bio = `${pick(BIO, i)} in ${pick(BIO, i * 3 + 10)}, loves ${pick(BIO, i * 5 + 15)}`;
  const profile = {
    id,
    email: `${username}@bench.local`,
    email_verified: true,
    full_name,
    username,
    username_generated: false,
    avatar_url: null,
    bio,
    title_description: null,
    linkedin_url: null,
    is_super_admin: false,
    birth_date_encrypted: null,
    city: 'Lyon',
    state: null,
    country: 'FR',
    location_completed: true,
    phone: null,
    is_phone_verified: false,
    join_intent: ['giving_vouches'],
    vouch_seeker_type: [],
    my_motivation: null,
    terms_accepted_at: createdAt,
    created_at: createdAt,
    updated_at: createdAt,
  };
  const score = { ...emptyScoreItem(id), total_score: (i * 37) % 700, total_vouches: i % 9 };
  return [profileEntity.item(profile), score, ...memberSearchWords(profile).map((word) => searchWordEntity.item({ user_id: id, word }))];
}

async function seed(size: number, from: number): Promise<void> {
  const started = Date.now();
  for (let i = from; i < size; i += 2000) {
    const items: Record<string, unknown>[] = [];
    for (let j = i; j < Math.min(size, i + 2000); j++) items.push(...memberItems(j, new Date(Date.UTC(2024, 0, 1) + j * 1000).toISOString()));
    await batchWrite(items);
  }
  await batchWrite([memberCountEntity.item({ count: size + 1 })]);
  console.log(`  seeded members ${from}..${size} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function searchFigures(viewer: Caller): Promise<{ p50: number; rcu: number; found: number; newestRcu: number }> {
  const durations: number[] = [];
  const units: number[] = [];
  let found = 0;
  for (let run = 0; run < RUNS; run++) {
    for (const q of QUERIES) {
      const [tally, [elapsed, page]] = await measureCapacity(() =>
        timed(() => listDirectory({ caller: viewer, query: { q, limit: 50 }, now: new Date(), params: {}, body: undefined, log: console } as never)),
      );
      durations.push(elapsed);
      units.push(tally.read);
      found += (page as { members: unknown[] }).members.length;
    }
  }
  units.sort((a, b) => a - b);
  // The default page (newest first, no search): the member list index and the cards.
  const [newest] = await measureCapacity(() =>
    listDirectory({ caller: viewer, query: { limit: 50 }, now: new Date(), params: {}, body: undefined, log: console } as never),
  );
  return {
    newestRcu: newest.read,
    p50: summarize(durations).p50,
    rcu: units[Math.floor(units.length / 2)] ?? 0,
    found: Math.round(found / RUNS / QUERIES.length),
  };
}

export async function measureDirectorySearch(sizes: readonly number[], port = 31_900): Promise<void> {
  const dynamo = await startDynamoDb(port, null);
  const table = `bench-search-${Date.now()}`;
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
    // The viewer: one more member, with no relationships (every card costs the same).
    const [viewerProfile] = memberItems(999_999_999, new Date().toISOString());
    await batchWrite([viewerProfile!]);
    const viewerId = String(viewerProfile!.id);
    const rows: { size: number; p50: number; rcu: number; found: number; newestRcu: number }[] = [];
    let seeded = 0;
    for (const size of [...sizes].sort((a, b) => a - b)) {
      await seed(size, seeded);
      seeded = size;
      const own = await getOwnRecords(viewerId);
      const viewer = {
        id: viewerId,
        profile: own.profile,
        score: own.score,
        vouchesGiven: own.vouchesGiven,
        invitesHeld: own.invitesHeld,
      } as unknown as Caller;
      rows.push({ size, ...(await searchFigures(viewer)) });
    }
    console.log(`\nDirectory search (listDirectory in process, ${QUERIES.length} searches × ${RUNS}, a page of up to 50 cards):`);
    console.log('  members      p50        read units (p50)   cards per page   newest page (50 cards) read units');
    for (const r of rows)
      console.log(
        `  ${String(r.size).padStart(7)} ${ms(r.p50).padStart(10)} ${r.rcu.toFixed(1).padStart(14)} ${String(r.found).padStart(16)} ${r.newestRcu.toFixed(1).padStart(20)}`,
      );
    const [small, large] = [rows[0], rows.at(-1)];
    if (small && large && large !== small) {
      console.log(
        `  ratio ${large.size}/${small.size}: latency ${(large.p50 / small.p50).toFixed(2)}×, read units ${(large.rcu / small.rcu).toFixed(2)}× (goal < 1.5)`,
      );
    }
  } finally {
    await dynamo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = (process.env.BENCH_SEARCH_SIZES ?? '1000,100000').split(',').map(Number);
  await measureDirectorySearch(sizes);
}
