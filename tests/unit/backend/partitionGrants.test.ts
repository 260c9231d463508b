/**
 * The partitions a scoped function's grants name (lib/functions.ts,
 * dynamodb:LeadingKeys) against the keys its store calls really make: a
 * prefix that drifted from the store's key builders would let IAM refuse the
 * call on AWS, where nothing local enforces IAM. Each row is one call the
 * function's code sends: the action and the partition key (for an index
 * Query, the index's partition key).
 */
import { describe, expect, it } from 'vitest';
import { blogCacheEntity } from '#store/blogCache';
import { collusionFlagEntity } from '#store/collusionFlags';
import { vouchesGivenCounter } from '#store/counters';
import { displayNameEntity } from '#store/displayNameIndex';
import { connectionEntity, connectionOwnerEntity } from '#store/connections';
import { FORM_RESPONSES_PARTITION } from '#store/formResponses';
import { inviteExpiryMarker, inviteEntity } from '#store/invites';
import { jobCursorEntity } from '#store/jobCursors';
import { profileEntity } from '#store/profiles';
import { rateBucketEntity } from '#store/rateLimits';
import { vouchEntity } from '#store/vouches';
import { WAITLIST_PARTITION, waitingListAddressGuard } from '#store/waitingList';
import { functionNamed, type TableAction } from '#lib/functions';

const MEMBER = '0b7c2f1e-4a5d-4c3b-9e8f-1a2b3c4d5e6f';
const OTHER = '5e6f7a8b-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
const NOW = '2026-11-23T16:39:00.123Z';

/** function name → the calls its code sends: [action, partition key]. */
const CALLS: Record<string, readonly (readonly [TableAction, string])[]> = {
  ApiWaitingList: [
    ['PutItem', WAITLIST_PARTITION],
    ['PutItem', waitingListAddressGuard.key({ email: 'Walt@Example.test' }).PK],
    ['UpdateItem', rateBucketEntity.key({ route_id: 'joinWaitingList', who: 'ip:203.0.113.9' }).PK],
  ],
  ApiBlog: [
    ['GetItem', blogCacheEntity.key().PK],
    ['PutItem', blogCacheEntity.key().PK],
    ['UpdateItem', rateBucketEntity.key({ route_id: 'listBlogPosts', who: 'ip:203.0.113.9' }).PK],
  ],
  ApiFormResponses: [
    ['PutItem', FORM_RESPONSES_PARTITION],
    ['UpdateItem', rateBucketEntity.key({ route_id: 'receiveFormResponse', who: 'ip:203.0.113.9' }).PK],
  ],
  RefreshBlogFeed: [['PutItem', blogCacheEntity.key().PK]],
  PreTokenGeneration: [['GetItem', profileEntity.key({ id: MEMBER }).PK]],
  RemoveUnredeemedAccounts: [['GetItem', profileEntity.key({ id: MEMBER }).PK]],
  ExpireInvites: [
    ['GetItem', jobCursorEntity.key({ job: 'expireInvites' }).PK],
    ['PutItem', jobCursorEntity.key({ job: 'expireInvites' }).PK],
    ['Query', inviteExpiryMarker.key({ expires_at: NOW, invite_code: 'ABCD2345' }).PK],
    ['UpdateItem', inviteEntity.key({ invite_code: 'ABCD2345' }).PK],
    ['DeleteItem', inviteExpiryMarker.key({ expires_at: NOW, invite_code: 'ABCD2345' }).PK],
  ],
  CollusionSignals: [
    ['GetItem', vouchEntity.key({ voucher_id: MEMBER, vouchee_id: OTHER }).PK],
    ['GetItem', vouchesGivenCounter.key({ user_id: MEMBER }).PK],
    ['Query', vouchEntity.indexes.given.partition({ voucher_id: MEMBER })],
    ['Query', vouchEntity.indexes.received.partition({ vouchee_id: MEMBER })],
    ['UpdateItem', collusionFlagEntity.key({ group_key: 'reciprocal#a+b' }).PK],
    // A burst (issue 22 #18): the vouchers' profiles, the member's flag read before it is raised.
    ['BatchGetItem', profileEntity.key({ id: OTHER }).PK],
    ['GetItem', collusionFlagEntity.key({ group_key: `burst#${MEMBER}` }).PK],
    // Look-alike display names (jobs/lookalikeNames.ts): the member's entry moved, the skeleton's entries read.
    ['PutItem', displayNameEntity.key({ full_name: '\u0405\u0430\u0455\u04bb\u0430 \u0420\u043e\u0440\u0435', user_id: MEMBER }).PK],
    ['DeleteItem', displayNameEntity.key({ full_name: 'Sasha Pope', user_id: MEMBER }).PK],
    ['Query', displayNameEntity.key({ full_name: 'Sasha Pope', user_id: MEMBER }).PK],
  ],
  SocketConnect: [
    // The caller's deletion state (store/profileStanding.ts).
    ['GetItem', profileEntity.key({ id: MEMBER }).PK],
    ['PutItem', connectionEntity.key({ user_id: MEMBER, connection_id: 'conn-1=' }).PK],
    ['PutItem', connectionOwnerEntity.key({ connection_id: 'conn-1=' }).PK],
  ],
  SocketDisconnect: [
    ['DeleteItem', connectionEntity.key({ user_id: MEMBER, connection_id: 'conn-1=' }).PK],
    ['DeleteItem', connectionOwnerEntity.key({ connection_id: 'conn-1=' }).PK],
  ],
  PushNotifications: [
    ['Query', connectionEntity.key({ user_id: MEMBER, connection_id: 'conn-1=' }).PK],
    ['DeleteItem', connectionEntity.key({ user_id: MEMBER, connection_id: 'conn-1=' }).PK],
    ['DeleteItem', connectionOwnerEntity.key({ connection_id: 'conn-1=' }).PK],
  ],
};

/** Consumers of the table's stream run in its one reader's function (functions/stream/consumers.ts), with its grants. */
const RUN_BY: Readonly<Record<string, string>> = { CollusionSignals: 'StreamDispatcher', PushNotifications: 'StreamDispatcher' };

/** IAM's StringLike: `*` any run of characters, `?` one; everything else literal. */
function stringLike(pattern: string, value: string): boolean {
  const source = [...pattern].map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`, 's').test(value);
}

describe('scoped table grants', () => {
  it('StringLike matches as IAM does', () => {
    expect(stringLike('RATE#joinWaitingList#*', 'RATE#joinWaitingList#ip:1.2.3.4')).toBe(true);
    expect(stringLike('SOCKET#*', 'SOCKETS#x')).toBe(false);
    expect(stringLike('WAITLIST', 'WAITLIST#x')).toBe(false);
  });

  it.each(Object.entries(CALLS))('%s is allowed each call its code sends, on its partition', (name, calls) => {
    const def = functionNamed(RUN_BY[name] ?? name);
    expect(def, name).toBeDefined();
    for (const [action, partition] of calls) {
      const allowedBy = def!.table.filter((g) => g.actions.includes(action) && g.partitions?.some((p) => stringLike(p, partition)));
      expect(allowedBy.length, `${name} ${action} ${partition}`).toBeGreaterThan(0);
    }
  });

  // The stream reader holds its consumers' grants together, the data export's unscoped among them (lib/functions.ts).
  it.each(Object.entries(CALLS).filter(([name]) => !RUN_BY[name]))('%s is granted no action its code does not send', (name, calls) => {
    const sent = new Set(calls.map(([action]) => action));
    expect([...new Set(functionNamed(name)!.table.flatMap((g) => g.actions))].sort()).toEqual([...sent].sort());
  });
});
