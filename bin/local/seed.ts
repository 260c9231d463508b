/**
 * Demo data: functions/dev/seed.ts (the backend's seedDemoData) writes it
 * through the real Cognito and table; we run it once per data dir and keep
 * what it returned (logins, free invite codes) so every later start can
 * print them again.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { seedDemoData, type DemoLogins } from '#functions/dev/seed';
import { getRedeemableInvite } from '#store/invites';

/** What seedDemoData returns: demo logins and free invite codes. */
export type DemoSeed = DemoLogins;

/**
 * The seed's invite codes that can still be redeemed now: after a restart
 * some were used or have expired, and the banner should not offer those.
 */
export async function stillFreeCodes(codes: string[]): Promise<string[]> {
  const now = new Date();
  const free = await Promise.all(codes.map(async (code) => ((await getRedeemableInvite(code, now)) ? code : null)));
  return free.filter((code): code is string => code !== null);
}

/** Seeds on the first start of a data dir; later starts read back what that run returned. */
export async function seedOnce(seedFile: string): Promise<DemoSeed> {
  if (existsSync(seedFile)) return JSON.parse(readFileSync(seedFile, 'utf8')) as DemoSeed;
  const seed = await seedDemoData();
  writeFileSync(seedFile, JSON.stringify(seed, null, 2));
  return seed;
}
