/**
 * My Vouch Portfolio at two sizes: a member with 10 and with 1,000 received
 * vouches (written through the store's createVouch, so the aggregates are
 * the ones the vouch transactions keep; the vouches' days spread over the
 * last 10 and 365 days, so the points-per-day item holds a year of history).
 * Then the Analytics tab's request is run in process as the route runs it
 * (middleware's own-records Query of the caller, then getMyPortfolio) and its
 * read units and p50 printed per size with their ratio (the goal: under 1.5,
 * flat). The Vouch Messages tab (listVouchesReceived, first page of 20) is
 * printed beside it.
 *
 *   npm run bench                                    (part of the whole bench)
 *   BENCH_ONLY=portfolio npm run bench               (alone)
 *   BENCH_PORTFOLIO_SIZES=10,1000 tsx bench/portfolio.ts
 */
import { randomUUID } from 'node:crypto';
import { listVouchesReceived } from '#api/members/operations';
import { getMyPortfolio } from '#api/me/operations';
import type { Caller } from '#api/http/request';
import { createAppTable, startDynamoDb } from '#local/dynamodb';
import { getOwnRecords } from '#store/ownRecords';
import { createMember } from '#store/profiles';
import { createVouch } from '#store/vouches';
import { installCapacityCounter, measureCapacity } from './capacity';
import { ms, summarize, timed } from './stats';

const RUNS = Number(process.env.BENCH_PORTFOLIO_RUNS ?? 30);
const DAY_MS = 24 * 60 * 60 * 1000;
const POOL = ['Integrity', 'Reliability', 'Loyalty', 'Kindness', 'Empathy', 'Listening', 'Visionary', 'Focus', 'Imagination', 'Adaptability'];
const MESSAGE = '<p>Shows up when it matters, and <strong>listens</strong> before answering. A steady presence on every project we shared.</p>';

async function newMember(label: string): Promise<string> {
  const id = randomUUID();
  await createMember(
    {
      id,
      email: `${label}-${id.slice(0, 8)}@bench.local`,
      full_name: `Bench ${label}`,
      usernameCandidates: [`b${id.replace(/-/g, '').slice(0, 14)}`],
      usernameGenerated: false,
    },
    {},
    new Date().toISOString(),
  );
  return id;
}

/** `count` vouches for `vouchee`, from `vouchers` (reused in turn), their days spread over the last `days` days. */
async function receive(vouchee: string, vouchers: readonly string[], count: number, days: number): Promise<void> {
  const now = Date.now();
  const one = async (i: number) => {
    const at = new Date(now - (i % days) * DAY_MS - i * 1000).toISOString();
    await createVouch(
      {
        voucher_id: vouchers[i]!,
        vouchee_id: vouchee,
        message: MESSAGE,
        attributes: [POOL[i % 10]!, POOL[(i + 3) % 10]!, POOL[(i + 7) % 10]!, POOL[(i + 5) % 10]!],
        first_met_year: 2018,
        interaction_frequency: 'Weekly',
        relationship_category: 'work',
        relationship_context: 'collaborator_or_teammate',
        character_confidence: 4,
      },
      at,
    );
  };
  // A few at a time: the receiver's score item is one hot key (transactions on it collide and retry).
  for (let i = 0; i < count; i += 4) await Promise.all(Array.from({ length: Math.min(4, count - i) }, (_, j) => one(i + j)));
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

/** The caller as middleware hands it to a member route: the own-records Query (counted: it is part of the request). */
async function asCaller(id: string): Promise<Caller> {
  return { id, ...(await getOwnRecords(id)) };
}

export async function measurePortfolio(sizes: readonly number[], port = 31_950): Promise<void> {
  const dynamo = await startDynamoDb(port, null);
  const table = `bench-portfolio-${Date.now()}`;
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
    // Every voucher a member with a profile, so the Messages tab reads a real card for each.
    const vouchers: string[] = [];
    for (let i = 0; i < most; i += 10)
      vouchers.push(...(await Promise.all(Array.from({ length: Math.min(10, most - i) }, (_, j) => newMember(`giver${i + j}`)))));
    console.log(`\n  seeded ${most} vouchers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const rows: { size: number; analytics: { p50: number; rcu: number }; messages: { p50: number; rcu: number } }[] = [];
    for (const size of [...sizes].sort((a, b) => a - b)) {
      const member = await newMember(`owner${size}`);
      const seeded = Date.now();
      await receive(member, vouchers, size, size >= 365 ? 365 : size);
      console.log(`  ${size} vouches received in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
      const base = { params: {}, body: undefined, now: new Date(), log: console };
      const analytics = await figures(async () => getMyPortfolio({ ...base, query: undefined, caller: await asCaller(member) } as never));
      const messages = await figures(async () =>
        listVouchesReceived({ ...base, params: { userId: member }, query: {}, caller: await asCaller(member) } as never),
      );
      rows.push({ size, analytics, messages });
    }
    console.log(`\nMy Vouch Portfolio (the route's reads in process: the caller's own records, then the operation; ${RUNS} runs each):`);
    console.log('  vouches received   Analytics p50   read units   Vouch Messages p50   read units');
    for (const r of rows) {
      console.log(
        `  ${String(r.size).padStart(16)} ${ms(r.analytics.p50).padStart(15)} ${r.analytics.rcu.toFixed(1).padStart(12)} ${ms(r.messages.p50).padStart(20)} ${r.messages.rcu.toFixed(1).padStart(12)}`,
      );
    }
    const [small, large] = [rows[0], rows.at(-1)];
    if (small && large && large !== small) {
      console.log(
        `  ratio ${large.size}/${small.size}: Analytics read units ${(large.analytics.rcu / small.analytics.rcu).toFixed(2)}×, latency ${(large.analytics.p50 / small.analytics.p50).toFixed(2)}× (goal < 1.5); ` +
          `Vouch Messages read units ${(large.messages.rcu / small.messages.rcu).toFixed(2)}× (10 messages against 20)`,
      );
    }
  } finally {
    await dynamo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measurePortfolio((process.env.BENCH_PORTFOLIO_SIZES ?? '10,1000').split(',').map(Number));
  process.exit(0);
}
