/** Identifiers and invite codes, from crypto randomness. */
import { randomBytes, randomUUID } from 'node:crypto';
import { makeInviteCode } from '#domain/invites';

export function newId(): string {
  return randomUUID();
}

export function newInviteCode(): string {
  return makeInviteCode((n) => randomBytes(n));
}
