/**
 * Which stream records the look-alike name job acts on (jobs/lookalikeNames.ts):
 * profile writes that change the name shown, nothing else.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { FULL_NAME_MAX } from '#domain/profile';
import { displayNameChange } from '#functions/jobs/lookalikeNames';
import { displayNameSkeletonPartition } from '#store/displayNameIndex';
import { profileEntity } from '#store/profiles';
import { vouchEntity } from '#store/vouches';

type Image = Record<string, unknown>;

function record(eventName: 'INSERT' | 'MODIFY' | 'REMOVE', key: { PK: string; SK: string }, before?: Image, after?: Image): DynamoDBRecord {
  const image = (fields?: Image) => (fields ? (marshall({ ...key, ...fields }) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage']) : undefined);
  return {
    eventName,
    dynamodb: { Keys: marshall(key) as NonNullable<DynamoDBRecord['dynamodb']>['Keys'], OldImage: image(before), NewImage: image(after) },
  };
}
/** The name changes of a batch, read record by record as the handler reads them. */
const displayNameChanges = (...records: DynamoDBRecord[]) => records.flatMap((r) => displayNameChange(r) ?? []);
const profile = (fields: Image): Image => ({ id: 'm1', full_name: 'Sasha Pope', ...fields });

describe('display-name changes in the stream', () => {
  it('a sign-up, a rename and a finalised deletion change the name shown', () => {
    const key = profileEntity.key({ id: 'm1' });
    expect(
      displayNameChanges(
        record('INSERT', key, undefined, profile({})),
        record('MODIFY', key, profile({}), profile({ full_name: 'Other Person' })),
        record('MODIFY', key, profile({ deletion_pending_at: 't' }), profile({ full_name: 'Deleted User', deleted_at: 't' })),
      ),
    ).toEqual([
      { userId: 'm1', before: null, after: 'Sasha Pope' },
      { userId: 'm1', before: 'Sasha Pope', after: 'Other Person' },
      { userId: 'm1', before: 'Sasha Pope', after: null },
    ]);
  });

  it('a write that keeps the name (a login, a bio, the deletion grace) and other items change nothing', () => {
    const key = profileEntity.key({ id: 'm1' });
    expect(
      displayNameChanges(
        record('MODIFY', key, profile({}), profile({ last_login_at: 't' })),
        record('MODIFY', key, profile({}), profile({ deletion_pending_at: 't' })),
        record('MODIFY', key, profile({ full_name: null }), profile({ full_name: '  ' })),
        record('INSERT', vouchEntity.key({ voucher_id: 'm2', vouchee_id: 'm1' }), undefined, { id: 'm1', full_name: 'Sasha Pope' }),
      ),
    ).toEqual([]);
  });
});

describe('the display-name index key', () => {
  it('fits DynamoDB\u2019s 2048-byte partition key for the longest name of the widest characters', () => {
    // U+0CCB grows most per UTF-16 unit through the skeleton (9 bytes; found by walking every code point).
    const widest = '\u0ccb'.repeat(FULL_NAME_MAX);
    expect(Buffer.byteLength(displayNameSkeletonPartition(widest))).toBeGreaterThan(FULL_NAME_MAX * 8);
    expect(Buffer.byteLength(displayNameSkeletonPartition(widest))).toBeLessThanOrEqual(2048);
  });
});
