/**
 * Where a member lands after logging in, once the landing decision lets
 * them through (terms accepted, requirements complete): /home, which opens
 * the vouch wizard when they came with a "Vouch for Me" link
 * (pendingVouchTarget.ts), or else the member page that sent them to sign in
 * (returnPath.ts). Reading only: RequireMember forgets the return path once
 * the member is inside.
 */
import { readPendingVouchTarget } from './pendingVouchTarget';
import { readReturnPath } from './returnPath';

export function memberLandingPath(now = Date.now()): string {
  if (readPendingVouchTarget(now)) return '/home';
  return readReturnPath(now) ?? '/home';
}
