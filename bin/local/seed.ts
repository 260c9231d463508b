/**
 * Demo data: functions/dev/seed.ts (the backend's seedDemoData) writes it
 * through the real Cognito and table; we run it once per data dir and keep
 * what it returned (logins, free invite codes) so every later start can
 * print them again.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoLogins } from '../../functions/dev/seed';
import { PROJECT_ROOT, loadModule } from './functionRegistry';

const SEED_MODULE = 'functions/dev/seed.ts';

/** What seedDemoData returns: demo logins and free invite codes. */
export type DemoSeed = DemoLogins;

function asDemoSeed(value: unknown): DemoSeed {
  const record = (value ?? {}) as Partial<DemoSeed>;
  return { logins: Array.isArray(record.logins) ? record.logins : [], inviteCodes: Array.isArray(record.inviteCodes) ? record.inviteCodes : [] };
}

/**
 * The seed's invite codes that can still be redeemed now: after a restart
 * some were used or have expired, and the banner should not offer those.
 */
export async function stillFreeCodes(codes: string[]): Promise<string[]> {
  const { getRedeemableInvite } = await import('../../functions/store/invites');
  const now = new Date();
  const free = await Promise.all(codes.map(async (code) => ((await getRedeemableInvite(code, now)) ? code : null)));
  return free.filter((code): code is string => code !== null);
}

/** Null when the seed module does not exist (yet): the stack runs, just without demo data. */
export async function seedOnce(seedFile: string, log: (line: string) => void): Promise<DemoSeed | null> {
  if (existsSync(seedFile)) return asDemoSeed(JSON.parse(readFileSync(seedFile, 'utf8')));
  if (!existsSync(path.join(PROJECT_ROOT, SEED_MODULE))) {
    log(`${SEED_MODULE} is missing, so no demo data was seeded.`);
    return null;
  }
  const mod = await loadModule(SEED_MODULE);
  if (typeof mod.seedDemoData !== 'function') throw new Error(`${SEED_MODULE} does not export seedDemoData()`);
  const seed = asDemoSeed(await (mod.seedDemoData as () => Promise<unknown>)());
  writeFileSync(seedFile, JSON.stringify(seed, null, 2));
  return seed;
}
