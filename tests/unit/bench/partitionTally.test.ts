import { describe, expect, it } from 'vitest';
import { attributeCall, hottestKeys } from '../../../bench/partitionTally';

describe('per-partition-key capacity tally', () => {
  it('gives a single-item read its key', () => {
    expect(attributeCall('GetItemCommand', { Key: { PK: 'USER#a', SK: 'PROFILE' } }, { CapacityUnits: 0.5, Table: { CapacityUnits: 0.5 } })).toEqual([
      { key: 'USER#a', read: 0.5, write: 0 },
    ]);
  });

  it('gives a Query on an index the index partition it names, and on the table the table partition', () => {
    const onIndex = attributeCall(
      'QueryCommand',
      { IndexName: 'GSI5', KeyConditionExpression: 'GSI5PK = :pk', ExpressionAttributeValues: { ':pk': 'MEMBERS' } },
      { CapacityUnits: 1, GlobalSecondaryIndexes: { GSI5: { CapacityUnits: 1 } } },
    );
    expect(onIndex).toEqual([{ key: 'GSI5PK=MEMBERS', read: 1, write: 0 }]);
    const onTable = attributeCall(
      'QueryCommand',
      { KeyConditionExpression: 'PK = :pk AND SK < :v', ExpressionAttributeValues: { ':pk': 'USER#b', ':v': 'VOUCH#' } },
      { CapacityUnits: 0.5, Table: { CapacityUnits: 0.5 } },
    );
    expect(onTable).toEqual([{ key: 'USER#b', read: 0.5, write: 0 }]);
  });

  it('shares a transaction’s table units among its items and gives index units to the index key a Put names', () => {
    const units = attributeCall(
      'TransactWriteItemsCommand',
      {
        TransactItems: [
          { Put: { Item: { PK: 'USER#c', SK: 'PROFILE', GSI5PK: 'MEMBERS' } } },
          { Update: { Key: { PK: 'STATS', SK: 'MEMBER_COUNT' } } },
        ],
      },
      { CapacityUnits: 6, Table: { CapacityUnits: 4 }, GlobalSecondaryIndexes: { GSI5: { CapacityUnits: 2 } } },
    );
    expect(units).toEqual([
      { key: 'USER#c', read: 0, write: 2 },
      { key: 'STATS', read: 0, write: 2 },
      { key: 'GSI5PK=MEMBERS', read: 0, write: 2 },
    ]);
  });

  it('marks index units of an update that names no index key as unknown', () => {
    const units = attributeCall(
      'UpdateItemCommand',
      { Key: { PK: 'USER#d', SK: 'SCORE' } },
      { CapacityUnits: 3, Table: { CapacityUnits: 1 }, GlobalSecondaryIndexes: { GSI3: { CapacityUnits: 1 }, GSI4: { CapacityUnits: 1 } } },
    );
    expect(units).toEqual([
      { key: 'USER#d', read: 0, write: 1 },
      { key: 'GSI3PK=?', read: 0, write: 1 },
      { key: 'GSI4PK=?', read: 0, write: 1 },
    ]);
  });

  it('asks the caller for the index key an item does not name', () => {
    const units = attributeCall(
      'UpdateItemCommand',
      { Key: { PK: 'USER#d', SK: 'SCORE' } },
      { CapacityUnits: 2, Table: { CapacityUnits: 1 }, GlobalSecondaryIndexes: { GSI3: { CapacityUnits: 1 } } },
      (index, item) => (item.SK === 'SCORE' ? 'MEMBERS' : undefined),
    );
    expect(units).toContainEqual({ key: 'GSI3PK=MEMBERS', read: 0, write: 1 });
  });

  it('sums by key and ranks the hottest first', () => {
    const top = hottestKeys(
      [
        { key: 'A', read: 1, write: 0 },
        { key: 'B', read: 0, write: 5 },
        { key: 'A', read: 2, write: 1 },
        { key: 'C', read: 0.5, write: 0 },
      ],
      2,
    );
    expect(top).toEqual([
      { key: 'B', read: 0, write: 5 },
      { key: 'A', read: 3, write: 1 },
    ]);
  });
});
