/**
 * `npm run bench:load`: a bounded load simulation against the local stack
 * (issue 21). Virtual members act at once for a fixed time and stop by
 * themselves; each step picks a route from a mix of about 70% reads (home,
 * directory, a member, a profile, the transcript, notifications), 20%
 * vouches and edits, 10% sign-ups and invites. It prints throughput, p50,
 * p95 and p99 per route, the errors, and the read and write units per
 * partition key per second of the ten hottest keys, from DynamoDB's own
 * ConsumedCapacity (INDEXES) of every call the in-process handlers make
 * (bench/partitionTally.ts attributes them to keys).
 *
 *   npm run bench:load -- --members 200 --seconds 30 [--concurrency 16]
 *
 * Honest limits: requests go through the local API over HTTP with the
 * seeded members' tokens (a virtual member acts as one of them: the rate
 * limits are per member, so refusals 429 are counted apart, not as errors);
 * the target members (vouchees, profiles) are the N virtual members, made
 * in process by the store's createMember, as a sign-up's PostConfirmation
 * does (the Cognito sign-up itself is not driven: cognito-local mails a
 * code per sign-up). DynamoDB Local's latencies are not AWS's; the units
 * are what carry over.
 */
import { randomUUID } from 'node:crypto';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startStack, type RunningStack } from '#local/stack';
import { db } from '#services/db';
import { createMember } from '#store/profiles';
import { attributeCall, hottestKeys, type KeyUnits } from './partitionTally';
import { ms, summarize } from './stats';

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const MEMBERS = flag('members', 200);
const SECONDS = flag('seconds', 30);
const CONCURRENCY = flag('concurrency', 16);
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 30000);

interface Actor {
  id: string;
  token: string;
  full_name: string;
  username: string;
}
interface World {
  api: string;
  actors: Actor[];
  targets: string[];
}
type Step = (world: World, actor: Actor) => Promise<Response>;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

const VOUCH_BODY = {
  attributes: ['Integrity', 'Reliability', 'Empathy'],
  message: '<p>Shows up when it matters.</p>',
  first_met_year: 2018,
  interaction_frequency: 'Weekly',
  relationship_category: 'work',
  relationship_context: 'collaborator_or_teammate',
  character_confidence: 4,
};

const call = (world: World, actor: Actor, method: string, path: string, body?: unknown) =>
  fetch(`${world.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${actor.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

/** The mix: [route, weight in percent, step]. Sign-ups run in process (see above). */
const MIX: [string, number, Step | 'signup'][] = [
  ['GET /api/me', 20, (w, a) => call(w, a, 'GET', '/api/me')],
  ['GET /api/directory', 15, (w, a) => call(w, a, 'GET', '/api/directory?limit=50')],
  ['GET /api/members/{id}', 10, (w, a) => call(w, a, 'GET', `/api/members/${pick(w.targets)}`)],
  ['GET /api/profiles/{id}', 5, (w, a) => call(w, a, 'GET', `/api/profiles/${pick(w.targets)}`)],
  ['GET /api/me/transcript', 10, (w, a) => call(w, a, 'GET', '/api/me/transcript')],
  ['GET /api/me/notifications', 10, (w, a) => call(w, a, 'GET', '/api/me/notifications')],
  ['POST /api/vouches', 10, (w, a) => call(w, a, 'POST', '/api/vouches', { ...VOUCH_BODY, vouchee_id: pick(w.targets) })],
  ['PUT /api/vouches/mine/{id}', 5, (w, a) => call(w, a, 'PUT', `/api/vouches/mine/${pick(w.targets)}`, VOUCH_BODY)],
  [
    'PATCH /api/me',
    5,
    (w, a) => call(w, a, 'PATCH', '/api/me', { full_name: a.full_name, username: a.username, bio: `Edited ${randomUUID().slice(0, 8)}` }),
  ],
  ['POST /api/me/invites', 5, (w, a) => call(w, a, 'POST', '/api/me/invites', { channel: 'web' })],
  ['sign-up (createMember)', 5, 'signup'],
];

async function signIn(endpoints: RunningStack['endpoints'], email: string, password: string): Promise<string> {
  const client = new CognitoIdentityProviderClient({
    region: endpoints.region,
    endpoint: endpoints.cognitoUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const out = await client.send(
      new InitiateAuthCommand({
        ClientId: endpoints.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const token = out.AuthenticationResult?.IdToken;
    if (!token) throw new Error(`could not sign in ${email}`);
    return token;
  } finally {
    client.destroy();
  }
}

async function newMember(label: string): Promise<string> {
  const id = randomUUID();
  await createMember(
    {
      id,
      email: `${label}-${id.slice(0, 8)}@load.local`,
      full_name: `Load ${id.slice(0, 4)}`,
      usernameCandidates: [`load-${id.slice(0, 12)}`],
      usernameGenerated: false,
    },
    {},
    new Date().toISOString(),
  );
  return id;
}

/** Score items are on GSI3 and GSI4 under `MEMBERS` (store/scores.ts), though a vouch's ADD names only the item. */
const scoreIndexKey = (index: string, item: Record<string, unknown>) =>
  (index === 'GSI3' || index === 'GSI4') && item.SK === 'SCORE' ? 'MEMBERS' : undefined;

/** Records every DynamoDB call's units by partition key while `recording` is on. */
function installKeyTally(): { units: KeyUnits[]; recording: { on: boolean } } {
  const units: KeyUnits[] = [];
  const recording = { on: false };
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity ??= 'INDEXES';
      const result = await next(args);
      if (recording.on) {
        const consumed = (result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity;
        units.push(...attributeCall(context.commandName ?? '', args.input as never, consumed, scoreIndexKey));
      }
      return result;
    },
    { step: 'initialize', name: 'loadKeyTally' },
  );
  return { units, recording };
}

async function main(): Promise<void> {
  const log: string[] = [];
  console.log(`Load simulation: ${MEMBERS} virtual members, ${SECONDS} s, ${CONCURRENCY} at once (local stack, ports +${PORT_OFFSET})…`);
  const stack = await startStack({
    portOffset: PORT_OFFSET,
    dataDir: null,
    seed: true,
    web: 'none',
    scheduleIntervalMs: null,
    log: (l) => log.push(l),
  });
  try {
    const endpoints = stack.endpoints;
    Object.assign(process.env, endpoints.env);
    const tally = installKeyTally();
    const logins = (stack.seed?.logins ?? []).filter((l) => l.role === 'member');
    if (!logins.length) throw new Error('the seed returned no member logins');
    const actors: Actor[] = await Promise.all(
      logins.map(async (l) => {
        const token = await signIn(endpoints, l.email, l.password);
        const me = (await (await fetch(`${endpoints.apiUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
          id: string;
          full_name: string;
          username: string;
        };
        return { id: me.id, token, full_name: me.full_name, username: me.username };
      }),
    );
    const targets: string[] = [];
    for (let i = 0; i < MEMBERS; i += 8)
      targets.push(...(await Promise.all(Array.from({ length: Math.min(8, MEMBERS - i) }, () => newMember('virtual')))));
    const world: World = { api: endpoints.apiUrl, actors, targets };

    const samples = new Map<string, number[]>();
    const outcomes = new Map<string, { ok: number; refused: number; errors: number }>();
    const totalWeight = MIX.reduce((sum, [, w]) => sum + w, 0);
    const choose = () => {
      let r = Math.random() * totalWeight;
      for (const entry of MIX) if ((r -= entry[1]) < 0) return entry;
      return MIX[0]!;
    };
    tally.recording.on = true;
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        while (Date.now() < deadline) {
          const [route, , step] = choose();
          const actor = actors[worker % actors.length]!;
          const at = performance.now();
          let status = 200;
          try {
            if (step === 'signup') targets.push(await newMember('signup'));
            else {
              const response = await step(world, actor);
              status = response.status;
              await response.arrayBuffer();
            }
          } catch {
            status = 0;
          }
          const elapsed = performance.now() - at;
          samples.set(route, [...(samples.get(route) ?? []), elapsed]);
          const o = outcomes.get(route) ?? { ok: 0, refused: 0, errors: 0 };
          // 403 (a limited profile), 404 (a vouch to edit that does not exist), 409 (one vouch a pair, 10 invites), 429 (rate limits) are the product refusing, not failing.
          if (status >= 200 && status < 300) o.ok++;
          else if ([403, 404, 409, 429].includes(status)) o.refused++;
          else o.errors++;
          outcomes.set(route, o);
        }
      }),
    );
    tally.recording.on = false;
    const seconds = (Date.now() - started) / 1000;

    const total = [...samples.values()].reduce((sum, s) => sum + s.length, 0);
    console.log(`\n${total} requests in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(1)} a second`);
    console.log('  route                            n     ok  refused errors      p50        p95        p99');
    for (const [route] of MIX) {
      const s = samples.get(route);
      if (!s) continue;
      const sum = summarize(s);
      const o = outcomes.get(route)!;
      const p99 = [...s].sort((a, b) => a - b)[Math.min(s.length - 1, Math.floor(s.length * 0.99))] ?? 0;
      console.log(
        `  ${route.padEnd(30)} ${String(s.length).padStart(5)} ${String(o.ok).padStart(6)} ${String(o.refused).padStart(8)} ${String(o.errors).padStart(6)} ${ms(sum.p50).padStart(10)} ${ms(sum.p95).padStart(10)} ${ms(p99).padStart(10)}`,
      );
    }
    const all = hottestKeys(tally.units, Number.POSITIVE_INFINITY);
    const read = all.reduce((sum, k) => sum + k.read, 0);
    const write = all.reduce((sum, k) => sum + k.write, 0);
    console.log(
      `\nDynamoDB units (ConsumedCapacity INDEXES, every call of the in-process handlers and stream consumers): ${(read / seconds).toFixed(1)} RCU/s, ${(write / seconds).toFixed(1)} WCU/s over ${all.length} partition keys`,
    );
    console.log("The ten hottest partition keys (units a second; per request: the key's units / all requests):");
    console.log('  key                                              RCU/s     WCU/s   RCU/req   WCU/req');
    for (const k of all.slice(0, 10)) {
      console.log(
        `  ${k.key.slice(0, 46).padEnd(46)} ${(k.read / seconds).toFixed(2).padStart(9)} ${(k.write / seconds).toFixed(2).padStart(9)} ${(k.read / total).toFixed(3).padStart(9)} ${(k.write / total).toFixed(3).padStart(9)}`,
      );
    }
  } finally {
    await stack.stop();
  }
}

await main();
