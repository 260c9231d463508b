/**
 * The data export when S3 refuses the file (failure injected with
 * aws-sdk-client-mock, in this process): the handler reports the record as
 * a batch item failure, so the stream delivers it again; nothing claims the export is done: no mail, no
 * 'ready' notification, the request not done.
 *
 * The request is handed to the handler as the stream would hand it. It is
 * in the table (the export counts its deliveries on it), but written so the
 * shared stack's own stream reader, which takes INSERTs of pending requests,
 * lets it be: inserted as done, then turned pending. Otherwise that reader
 * would export it with the real S3 at the same moment.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureErrorLogs } from '#test-support/errorLogs';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DATA_EXPORT_DELIVERIES, DATA_REQUEST_REASON, dataExportFailedNotification, dataExportReadyNotification } from '#domain/dataRequests';
import { db } from '#services/db';
import { tableName } from '#store/table';
// Through the table stream's one reader, as the stack runs it: the record reaches the export alone.
import { handler } from '#functions/stream/dispatcher';
import { dataRequestEntity, listDataRequests, pendingDataRequestGuard, type DataRequestRecord } from '#store/dataRequests';
import { listNotifications } from '#store/notifications';
import { signUpCompleteMember, type TestMember } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';

let member: TestMember;

beforeAll(async () => {
  useStackEnv();
  member = await signUpCompleteMember('Fay Failing');
}, 60_000);

const SEQUENCE_NUMBER = '4200000000000000000001';
/** What the handler answers when the record's export failed: Lambda hands that record over again. */
const RECORD_FAILED = { batchItemFailures: [{ itemIdentifier: SEQUENCE_NUMBER }] };
const ALL_DONE = { batchItemFailures: [] };

function insertEvent(request: DataRequestRecord): DynamoDBStreamEvent {
  const item = dataRequestEntity.item(request);
  return {
    Records: [
      {
        eventID: randomUUID(),
        eventName: 'INSERT',
        eventSource: 'aws:dynamodb',
        awsRegion: 'us-east-1',
        dynamodb: {
          SequenceNumber: SEQUENCE_NUMBER,
          Keys: marshall(dataRequestEntity.key(request)) as never,
          NewImage: marshall(item) as never,
        },
      },
    ],
  };
}

/** A pending request and its guard in the table, unseen by the stack's export reader (see above). */
async function storeUnseenPendingRequest(): Promise<DataRequestRecord> {
  const request: DataRequestRecord = {
    id: randomUUID(),
    user_id: member.userId,
    user_handle: member.username,
    request_reason: DATA_REQUEST_REASON,
    status: 'pending',
    created_at: new Date().toISOString(),
  };
  const key = dataRequestEntity.key(request);
  await db().send(new PutCommand({ TableName: tableName(), Item: dataRequestEntity.item({ ...request, status: 'done' }) }));
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #s = :pending',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':pending': 'pending' },
    }),
  );
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: pendingDataRequestGuard.item({ request_id: request.id, created_at: request.created_at }, { user_id: member.userId }),
    }),
  );
  return request;
}

const statusOf = async (request: DataRequestRecord) => (await listDataRequests(member.userId)).find((r) => r.id === request.id)?.status;

describe('the data export when storing the file fails', () => {
  it('reports the record for a retry, mails nothing, notifies nothing and leaves the request pending', async () => {
    const request = await storeUnseenPendingRequest();
    const s3 = mockClient(S3Client);
    s3.on(PutObjectCommand).rejects(new Error('S3 is down'));
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).resolves({ MessageId: 'never' });
    try {
      const logged = captureErrorLogs();
      expect(await handler(insertEvent(request))).toEqual(RECORD_FAILED);
      logged.restore();
      expect(
        logged.entries().some((e) => e.job === 'dataExport' && String(e.error).includes('S3 is down')),
        'the failure is logged with its cause',
      ).toBe(true);
      expect(s3.commandCalls(PutObjectCommand)).toHaveLength(1);
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    } finally {
      s3.restore();
      ses.restore();
    }
    const ready = dataExportReadyNotification().title;
    expect((await listNotifications(member.userId, 100)).filter((n) => n.title === ready)).toEqual([]);
    expect(await statusOf(request)).toBe('pending');
  });

  it('closes the request as failed when the last delivery fails too: the member is told and may ask again', async () => {
    const request = await storeUnseenPendingRequest();
    const s3 = mockClient(S3Client);
    s3.on(PutObjectCommand).rejects(new Error('S3 is down'));
    try {
      for (let delivery = 1; delivery < DATA_EXPORT_DELIVERIES; delivery++) {
        expect(await handler(insertEvent(request)), `delivery ${delivery}`).toEqual(RECORD_FAILED);
        expect(await statusOf(request)).toBe('pending');
      }
      expect(await handler(insertEvent(request)), 'the last delivery closes the request').toEqual(ALL_DONE);
      // A delivery after that (the stream may still hold one) changes nothing.
      expect(await handler(insertEvent(request))).toEqual(ALL_DONE);
      expect(s3.commandCalls(PutObjectCommand)).toHaveLength(DATA_EXPORT_DELIVERIES);
    } finally {
      s3.restore();
    }
    expect(await statusOf(request)).toBe('failed');
    const guard = await db().send(
      new GetCommand({ TableName: tableName(), Key: pendingDataRequestGuard.key({ user_id: member.userId }), ConsistentRead: true }),
    );
    expect(guard.Item, 'the pending guard is gone, so a new request is accepted').toBeUndefined();
    const failed = dataExportFailedNotification().title;
    expect((await listNotifications(member.userId, 100)).filter((n) => n.title === failed)).toHaveLength(1);
  });

  it('ignores what is not a new pending request (a request already done, another item)', async () => {
    const done: DataRequestRecord = {
      id: randomUUID(),
      user_id: member.userId,
      user_handle: member.username,
      request_reason: DATA_REQUEST_REASON,
      status: 'done',
      created_at: new Date().toISOString(),
    };
    const s3 = mockClient(S3Client);
    try {
      await handler(insertEvent(done));
      await handler({
        Records: [{ eventName: 'INSERT', dynamodb: { NewImage: marshall({ PK: `USER#${member.userId}`, SK: 'PROFILE' }) as never } }],
      });
      expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    } finally {
      s3.restore();
    }
  });
});
