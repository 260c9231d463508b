/**
 * The WebSocket API's functions on AWS (functions/realtime), against the
 * local stack's table and Cognito: $connect records a connection only for a
 * valid ID token of an account not being deleted (with its TTL) and refuses
 * anything else with 401 and no write; $disconnect forgets it; a push that API Gateway answers with
 * GoneException (injected with aws-sdk-client-mock) forgets that connection
 * and still reaches the others.
 */
import { randomBytes } from 'node:crypto';
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler as connect } from '#functions/realtime/socketConnect';
import { handler as disconnect } from '#functions/realtime/socketDisconnect';
import { pushNotification } from '#functions/realtime/pushNotifications';
import { db } from '#services/db';
import { CONNECTION_TTL_SECONDS, connectionEntity, connectionOwnerEntity, listConnections, saveConnection } from '#store/connections';
import { newNotification } from '#store/notifications';
import { recordSessionsEnded } from '#store/sessionsEnded';
import { tableName, type Key } from '#store/table';
import { claimsOf, signUpMember, type TestMember } from '#test-support/backendHelpers';
import { testStack, useStackEnv } from '#test-support/stack';
import { confirmDeletionInGrace, finaliseDeletion, requestAndGetToken } from '#test-support/accountDeletion';
import { callOk } from '#test-support/apiClient';
import { waitFor } from '#test-support/waitFor';

const newConnectionId = () => randomBytes(9).toString('base64url');
const connectEvent = (connectionId: string, token?: string) => ({
  requestContext: { connectionId },
  queryStringParameters: token === undefined ? undefined : { token },
});
const item = async (key: Key) => (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

let member: TestMember;

beforeAll(async () => {
  useStackEnv();
  member = await signUpMember({ prefix: 'socket' });
});

describe('$connect', () => {
  it('records the connection of a valid ID token under its member, with a TTL past API Gateway\u2019s 2-hour limit', async () => {
    const connectionId = newConnectionId();
    const before = Math.floor(Date.now() / 1000);
    expect(await connect(connectEvent(connectionId, member.token))).toEqual({ statusCode: 200 });
    expect(await listConnections(member.userId, new Date())).toContain(connectionId);
    for (const key of [
      connectionEntity.key({ user_id: member.userId, connection_id: connectionId }),
      connectionOwnerEntity.key({ connection_id: connectionId }),
    ]) {
      const stored = await item(key);
      expect(stored).toMatchObject({ user_id: member.userId, connection_id: connectionId });
      expect(stored!.expiresAt).toBeGreaterThanOrEqual(before + CONNECTION_TTL_SECONDS);
      expect(stored!.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + CONNECTION_TTL_SECONDS);
    }
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['a token that is no JWT', 'not-a-jwt'],
    ['a JWT-shaped token that is no token of ours', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'],
    ['a token far longer than any ID token', 'x'.repeat(100_000)],
  ])('refuses %s with 401 and writes nothing', async (_name, token) => {
    const connectionId = newConnectionId();
    expect(await connect(connectEvent(connectionId, token))).toEqual({ statusCode: 401 });
    expect(await item(connectionOwnerEntity.key({ connection_id: connectionId }))).toBeUndefined();
  });

  it('refuses a valid token whose signature was tampered with, with 401 and nothing written', async () => {
    const [h, p, s] = member.token.split('.') as [string, string, string];
    const flipped = `${s.slice(0, -4)}${s.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const connectionId = newConnectionId();
    expect(await connect(connectEvent(connectionId, `${h}.${p}.${flipped}`))).toEqual({ statusCode: 401 });
    expect(await item(connectionOwnerEntity.key({ connection_id: connectionId }))).toBeUndefined();
    expect(await listConnections(member.userId, new Date())).not.toContain(connectionId);
  });

  it('refuses a token whose claims were changed (another member\u2019s sub under the same signature)', async () => {
    const [h, p, s] = member.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const connectionId = newConnectionId();
    expect(await connect(connectEvent(connectionId, `${h}.${forged}.${s}`))).toEqual({ statusCode: 401 });
    expect(await item(connectionOwnerEntity.key({ connection_id: connectionId }))).toBeUndefined();
  });

  it('refuses the still valid ID token of a member whose deletion is confirmed, then of one finalised: 401, nothing written', async () => {
    const [inGrace, finalised] = await Promise.all([signUpMember({ prefix: 'socket-deleted' }), signUpMember({ prefix: 'socket-finalised' })]);
    await Promise.all([confirmDeletionInGrace(inGrace), finaliseDeletion(finalised)]);
    for (const deleted of [inGrace, finalised]) {
      const connectionId = newConnectionId();
      expect(await connect(connectEvent(connectionId, deleted.token))).toEqual({ statusCode: 401 });
      expect(await item(connectionOwnerEntity.key({ connection_id: connectionId }))).toBeUndefined();
      expect(await listConnections(deleted.userId, new Date())).toEqual([]);
    }
  });

  it('refuses the still valid ID token of a sign-in from before a password reset ended the sessions: 401, nothing written', async () => {
    const reset = await signUpMember({ prefix: 'socket-reset' });
    const authTime = Number(claimsOf(reset.token).auth_time);
    // What the PostConfirmation trigger records after a confirmed reset, a second after this sign-in.
    await recordSessionsEnded(reset.userId, new Date((authTime + 1) * 1000).toISOString());
    const connectionId = newConnectionId();
    expect(await connect(connectEvent(connectionId, reset.token))).toEqual({ statusCode: 401 });
    expect(await item(connectionOwnerEntity.key({ connection_id: connectionId }))).toBeUndefined();
    expect(await listConnections(reset.userId, new Date())).toEqual([]);
  });
});

describe('a confirmed account deletion', () => {
  it('forgets the member\u2019s open connections, so no push reaches their pages', async () => {
    const leaving = await signUpMember({ prefix: 'socket-leaving' });
    const connectionIds = [newConnectionId(), newConnectionId()];
    for (const connectionId of connectionIds) expect(await connect(connectEvent(connectionId, leaving.token))).toEqual({ statusCode: 200 });
    expect((await listConnections(leaving.userId, new Date())).sort()).toEqual([...connectionIds].sort());
    await callOk('confirmDeletion', { body: { token: await requestAndGetToken(leaving) } });
    expect(await listConnections(leaving.userId, new Date())).toEqual([]);
    for (const connectionId of connectionIds) expect(await item(connectionOwnerEntity.key({ connection_id: connectionId }))).toBeUndefined();
  });
});

describe('$disconnect', () => {
  it('forgets both items of the connection, knowing only its id', async () => {
    const connectionId = newConnectionId();
    await connect(connectEvent(connectionId, member.token));
    expect(await disconnect({ requestContext: { connectionId } })).toEqual({ statusCode: 200 });
    expect(await item(connectionEntity.key({ user_id: member.userId, connection_id: connectionId }))).toBeUndefined();
    expect(await item(connectionOwnerEntity.key({ connection_id: connectionId }))).toBeUndefined();
    expect(await listConnections(member.userId, new Date())).not.toContain(connectionId);
  });

  it('is fine with a connection it never knew (a second $disconnect, or one whose TTL passed)', async () => {
    expect(await disconnect({ requestContext: { connectionId: newConnectionId() } })).toEqual({ statusCode: 200 });
  });
});

describe('the push (functions/realtime/pushNotifications.ts)', () => {
  const management = mockClient(ApiGatewayManagementApiClient);
  afterEach(() => management.reset());
  // Test files share their worker's modules (vitest.config.ts): the next file gets the real client back.
  afterAll(() => management.restore());

  it('forgets a connection API Gateway reports gone (GoneException) and still reaches the live one', async () => {
    const owner = `socket-${randomBytes(6).toString('hex')}`;
    const live = newConnectionId();
    const stale = newConnectionId();
    const now = new Date();
    await saveConnection(owner, live, now);
    await saveConnection(owner, stale, now);
    management.on(PostToConnectionCommand).resolves({});
    management
      .on(PostToConnectionCommand, { ConnectionId: stale })
      .rejects(new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } }));

    // Not written to the table: the local stack's own stream poller would push it too (to a socket that knows none of these ids).
    const notification = newNotification({ user_id: owner, type: 'other', title: 'Live', message: 'Pushed' }, now.toISOString());
    expect(await pushNotification(notification, new Date())).toBe(1);

    const posted = management.commandCalls(PostToConnectionCommand).map((c) => c.args[0].input.ConnectionId);
    expect(posted.sort()).toEqual([live, stale].sort());
    const body = JSON.parse(new TextDecoder().decode(management.commandCalls(PostToConnectionCommand)[0]!.args[0].input.Data as Uint8Array)) as {
      kind: string;
    };
    expect(body.kind).toBe('notification');
    expect(await listConnections(owner, new Date())).toEqual([live]);
    expect(await item(connectionOwnerEntity.key({ connection_id: stale }))).toBeUndefined();
    expect(await item(connectionEntity.key({ user_id: owner, connection_id: live }))).toBeDefined();
  });

  it('keeps a connection whose post failed for another reason (it may only be throttled)', async () => {
    const owner = `socket-${randomBytes(6).toString('hex')}`;
    const connectionId = newConnectionId();
    await saveConnection(owner, connectionId, new Date());
    management.on(PostToConnectionCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'LimitExceededException' }));
    const notification = newNotification({ user_id: owner, type: 'other', title: 'Live', message: 'Throttled' }, new Date().toISOString());
    expect(await pushNotification(notification, new Date())).toBe(0);
    expect(await listConnections(owner, new Date())).toEqual([connectionId]);
  });
});

describe('the local socket runs the same $connect and $disconnect (bin/local/notificationSocket.ts)', () => {
  const socketUrl = (token: string) => `${testStack().env.SOCKET_MANAGEMENT_ENDPOINT!.replace(/^http/, 'ws')}/?token=${encodeURIComponent(token)}`;

  /** Resolves with the HTTP status of a refused upgrade, or the open socket. */
  const open = (token: string) =>
    new Promise<{ status: number } | { socket: WebSocket }>((resolve, reject) => {
      const socket = new WebSocket(socketUrl(token));
      socket.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
      socket.once('open', () => resolve({ socket }));
      socket.once('error', reject);
    });

  it('refuses the upgrade with 401 for a bad token and records nothing', async () => {
    const before = await listConnections(member.userId, new Date());
    expect(await open('not-a-jwt')).toEqual({ status: 401 });
    expect(await listConnections(member.userId, new Date())).toEqual(before);
  });

  it('records the connection of a valid token while it is open and forgets it when it closes', async () => {
    const before = new Set(await listConnections(member.userId, new Date()));
    const opened = await open(member.token);
    if (!('socket' in opened)) throw new Error(`refused with ${opened.status}`);
    const added = (await listConnections(member.userId, new Date())).filter((id) => !before.has(id));
    expect(added).toHaveLength(1);
    opened.socket.close();
    await waitFor(
      'the closed connection to be forgotten',
      async () => !(await listConnections(member.userId, new Date())).includes(added[0]!) || undefined,
    );
    expect(await item(connectionOwnerEntity.key({ connection_id: added[0]! }))).toBeUndefined();
  });
});
