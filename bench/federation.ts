/**
 * Issue 10 §1 on the local stack: what Google and LinkedIn sign-in costs
 * behind the invite gate.
 *
 * - A first sign-in (a new person): authorize → the provider's chooser →
 *   the hosted UI's federation (PreSignUp_ExternalProvider, the user,
 *   PostConfirmation, PostAuthentication) → the code → tokens
 *   (PreTokenGeneration), timed end to end with the DynamoDB capacity the
 *   triggers spend;
 * - a returning sign-in (the same person again: PostAuthentication only);
 * - the redemption that makes the account a member (POST /api/account/invite);
 * - the membership gate on a member route that reads nothing of the caller
 *   (GET /api/me/sign-ins) for a token that says "member" against one issued
 *   before the redemption, which costs the gate a profile read.
 *
 * Each figure is p50 / p95 with the mean read and write units per call.
 */
import { randomUUID } from 'node:crypto';
import { federatedTokens, type FederatedTokens, type FederationEndpoints } from '#test-support/federation';
import { measureCapacity } from './capacity';
import { summarize, type Summary } from './stats';

export interface FederationRow {
  name: string;
  latency: Summary;
  read: number;
  write: number;
}

async function timedRuns(name: string, runs: number, run: (i: number) => Promise<unknown>): Promise<FederationRow> {
  const times: number[] = [];
  const [tally] = await measureCapacity(async () => {
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await run(i);
      times.push(performance.now() - t0);
    }
  });
  return { name, latency: summarize(times), read: tally.read / runs, write: tally.write / runs };
}

async function post(url: string, token: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} → ${response.status} ${await response.text()}`);
}

async function get(url: string, token: string): Promise<void> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url} → ${response.status} ${await response.text()}`);
}

export async function measureFederation(
  endpoints: FederationEndpoints & { apiUrl: string },
  inviteCode: () => Promise<string>,
  runs = 10,
): Promise<FederationRow[]> {
  const people = Array.from({ length: runs }, (_, i) => ({
    email: `bench-fed-${randomUUID().slice(0, 8)}@example.test`,
    name: `Bench Federated ${i}`,
  }));
  const first: FederatedTokens[] = [];
  const rows: FederationRow[] = [];
  rows.push(
    await timedRuns('first Google sign-in (federation + triggers)', runs, async (i) =>
      first.push(await federatedTokens('Google', people[i]!, endpoints)),
    ),
  );
  rows.push(await timedRuns('returning Google sign-in', runs, (i) => federatedTokens('Google', people[i]!, endpoints)));
  const codes = await Promise.all(people.map(() => inviteCode()));
  rows.push(
    await timedRuns('POST /api/account/invite (redeem)', runs, (i) =>
      post(`${endpoints.apiUrl}/api/account/invite`, first[i]!.idToken, { code: codes[i] }),
    ),
  );
  const fresh = await Promise.all(people.map((person) => federatedTokens('Google', person, endpoints)));
  rows.push(await timedRuns('GET /api/me/sign-ins, token says member', runs, (i) => get(`${endpoints.apiUrl}/api/me/sign-ins`, fresh[i]!.idToken)));
  rows.push(await timedRuns('GET /api/me/sign-ins, token from before', runs, (i) => get(`${endpoints.apiUrl}/api/me/sign-ins`, first[i]!.idToken)));
  return rows;
}
