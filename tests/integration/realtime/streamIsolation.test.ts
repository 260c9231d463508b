/**
 * The table's one stream reader (functions/stream/) on the local stack: a
 * consumer that keeps failing does not lose or hold up the others' records.
 * A vouch item whose voucher id no key can hold (longer than DynamoDB's
 * 2,048-byte partition key) makes the collusion signals fail on every
 * delivery; written beside it, in the same moments of the stream, a data
 * request is still exported and a notification still pushed to the open page.
 */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { consumeCollusionRecords } from '#functions/jobs/collusionSignals';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNotification, listNotifications } from '#store/notifications';
import { listDataRequests } from '#store/dataRequests';
import { db } from '#services/db';
import { tableName } from '#store/table';
import { callOk } from '#test-support/apiClient';
import { signUpCompleteMember, type TestMember } from '#test-support/backendHelpers';
import { testStack, useStackEnv } from '#test-support/stack';
import { waitFor } from '#test-support/waitFor';

let member: TestMember;

beforeAll(async () => {
  useStackEnv();
  member = await signUpCompleteMember('Iso Lated');
}, 60_000);

/** An open page of the member: the ids of the notifications pushed to it. */
function openPage(token: string): Promise<{ pushed: string[]; close: () => void }> {
  const url = `${testStack().env.SOCKET_MANAGEMENT_ENDPOINT!.replace(/^http/, 'ws')}/?token=${encodeURIComponent(token)}`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const pushed: string[] = [];
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as { kind: string; notification?: { id: string } };
      if (message.kind === 'notification' && message.notification) pushed.push(message.notification.id);
    });
    ws.on('error', reject);
    ws.on('open', () => resolve({ pushed, close: () => ws.close() }));
  });
}

/** The poison vouches written, removed again once the test is done. */
const poisoned: { PK: string; SK: string }[] = [];

/** A vouch item the collusion signals read (USER#/VOUCH#) but fail on: its voucher id cannot be a key. */
function poisonVouch(): Record<string, string> {
  const key = { PK: `USER#${member.userId}`, SK: `VOUCH#poison-${randomUUID()}` };
  return { ...key, voucher_id: `x${'z'.repeat(2100)}`, vouchee_id: member.userId, created_at: new Date().toISOString() };
}

async function writePoisonVouch(): Promise<void> {
  const item = poisonVouch();
  poisoned.push({ PK: item.PK!, SK: item.SK! });
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
}

describe('one reader of the table\u2019s stream', () => {
  it('the poison vouch fails the collusion signals (the record is reported, on every delivery)', async () => {
    const item = poisonVouch();
    const record = {
      eventName: 'INSERT' as const,
      dynamodb: { SequenceNumber: '1', Keys: marshall({ PK: item.PK, SK: item.SK }), NewImage: marshall(item) },
    };
    expect(await consumeCollusionRecords([record as DynamoDBRecord])).toEqual({ batchItemFailures: [{ itemIdentifier: '1' }] });
  });

  it('exports a data request and pushes a notification while the collusion signals fail on a record beside them', async () => {
    const page = await openPage(member.token);
    try {
      await writePoisonVouch();
      const [request, notification] = await Promise.all([
        callOk('requestMyData', { token: member.token }),
        createNotification({ user_id: member.userId, type: 'other', title: 'Beside', message: 'a failing consumer' }, new Date().toISOString()),
      ]);
      await writePoisonVouch();

      await waitFor('the notification pushed to the open page', async () => (page.pushed.includes(notification.id) ? true : undefined));
      const done = await waitFor('the data request exported', async () => {
        const found = (await listDataRequests(member.userId)).find((r) => r.id === request.id);
        return found?.status === 'done' ? found : undefined;
      });
      expect(done.export_key).toBeTruthy();
      // The export's own 'ready' notification came through the same reader too.
      expect((await listNotifications(member.userId)).length).toBeGreaterThanOrEqual(2);
    } finally {
      page.close();
      for (const key of poisoned.splice(0)) await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    }
  });
});
