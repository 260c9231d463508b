/**
 * View permissions (spec: vouch_view_permissions): a member (the owner)
 * lets another member (the viewer) see their full profile until they revoke
 * it. A permission is active while revoked_at is empty.
 *
 * One item per (owner, viewer) pair, in the owner's own partition of grants:
 *   PK VIEW_GRANTS#<owner>, SK VIEWER#<viewer>
 * so "does V hold an active permission from O" is one GetItem, and the
 * owner's list is one Query of their partition. The pair being the key makes
 * a duplicate grant impossible; granting again after a revocation reuses the
 * item (granted_at renewed, revoked_at removed). The grants live outside
 * USER#<owner> so the own-records Query (SK < "VOUCH#") never reads them.
 * Each item is also on GSI1 under the viewer (GSI1PK VIEW_GRANTS_TO#<viewer>),
 * so what others granted a member is found for their data export and their
 * deletion without a Scan.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import { TABLE_SCHEMA } from '#functions/schema/table';
import { defineEntity } from './entity';
import { StoreRefused } from './errors';
import { isConditionFailure, queryItems, readItem, tableName } from './table';

/** What this entity's writes refuse (errors.ts StoreRefusals). */
declare module './errors' {
  interface StoreRefusals {
    /** A view permission the owner already gave (active), or gave themself. */
    permission_exists: true;
    self_permission: true;
    /** No active view permission to revoke. */
    permission_missing: true;
  }
}

const VIEWER_PREFIX = 'VIEWER#';

export const viewGrantsPartition = (ownerId: string): string => `VIEW_GRANTS#${ownerId}`;

const viewPermissionSchema = z.object({
  /** spec: shared_user_id, the profile's owner. */
  shared_user_id: z.string(),
  viewer_user_id: z.string(),
  granted_at: z.string(),
  /** Absent while the permission is active. */
  revoked_at: z.optional(z.nullable(z.string())),
});

/** In the owner's partition of grants, one per viewer; on GSI1 under the viewer (the permissions a member was granted), by owner. */
export const viewPermissionEntity = /* @__PURE__ */ defineEntity({
  name: 'view permission',
  schema: viewPermissionSchema,
  key: ({ shared_user_id, viewer_user_id }: { shared_user_id: string; viewer_user_id: string }) => ({
    PK: viewGrantsPartition(shared_user_id),
    SK: `${VIEWER_PREFIX}${viewer_user_id}`,
  }),
  indexes: {
    toViewer: {
      index: TABLE_SCHEMA.gsi1,
      partition: ({ viewer_user_id }: { viewer_user_id: string }) => `VIEW_GRANTS_TO#${viewer_user_id}`,
      sort: ({ shared_user_id }: { shared_user_id: string }) => `OWNER#${shared_user_id}`,
    },
  },
});
/** GSI1's partition of the permissions a member was granted. */
export const grantsToViewerPartition = (viewerId: string): string => viewPermissionEntity.indexes.toViewer.partition({ viewer_user_id: viewerId });

export interface ViewPermissionRecord {
  shared_user_id: string;
  viewer_user_id: string;
  granted_at: string;
  revoked_at: string | null;
}

function decodePermission(item: Record<string, unknown>): ViewPermissionRecord {
  const stored = viewPermissionEntity.decode(item);
  return { ...stored, revoked_at: stored.revoked_at ?? null };
}

export const isActive = (permission: Pick<ViewPermissionRecord, 'revoked_at'>): boolean => !permission.revoked_at;

/**
 * Does the viewer hold an active permission from the owner? One GetItem,
 * consistent, so a revocation holds from the very next request.
 */
export async function hasActiveViewPermission(ownerId: string, viewerId: string): Promise<boolean> {
  if (ownerId === viewerId) return false;
  const permission = await readItem(viewPermissionEntity.key({ shared_user_id: ownerId, viewer_user_id: viewerId }), { decode: decodePermission });
  return !!permission && isActive(permission);
}

/**
 * Grants the viewer access to the owner's full profile. Refuses with
 * 'permission_exists' while an active one exists (nothing is written), and
 * 'self_permission' for the owner themself. A revoked one is granted anew.
 */
export async function grantViewPermission(ownerId: string, viewerId: string, nowIso: string): Promise<ViewPermissionRecord> {
  if (ownerId === viewerId) throw new StoreRefused('self_permission');
  const record: ViewPermissionRecord = { shared_user_id: ownerId, viewer_user_id: viewerId, granted_at: nowIso, revoked_at: null };
  const { revoked_at: _none, ...stored } = record;
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: viewPermissionEntity.item(stored),
        ConditionExpression: 'attribute_not_exists(PK) OR attribute_exists(revoked_at)',
      }),
    );
    return record;
  } catch (error) {
    if (isConditionFailure(error)) throw new StoreRefused('permission_exists');
    throw error;
  }
}

/**
 * Revokes the viewer's active permission (sets revoked_at). Refuses with
 * 'permission_missing' when there is no active one: nothing to revoke.
 */
export async function revokeViewPermission(ownerId: string, viewerId: string, nowIso: string): Promise<ViewPermissionRecord> {
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: viewPermissionEntity.key({ shared_user_id: ownerId, viewer_user_id: viewerId }),
        UpdateExpression: 'SET revoked_at = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(revoked_at)',
        ExpressionAttributeValues: { ':now': nowIso },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return decodePermission(out.Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) throw new StoreRefused('permission_missing');
    throw error;
  }
}

/**
 * The owner's active permissions, newest grant first. One Query of the
 * owner's partition; revoked items are filtered out by DynamoDB (they are
 * still read, and a member revokes few).
 */
export async function listActiveViewPermissions(ownerId: string): Promise<ViewPermissionRecord[]> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :viewer)',
    FilterExpression: 'attribute_not_exists(revoked_at)',
    ExpressionAttributeValues: { ':pk': viewGrantsPartition(ownerId), ':viewer': VIEWER_PREFIX },
    ConsistentRead: true,
  });
  return items.map(decodePermission).sort((a, b) => (a.granted_at < b.granted_at ? 1 : a.granted_at > b.granted_at ? -1 : 0));
}

/**
 * The owners who granted the viewer an active permission (GSI1, eventually
 * consistent): at most `max` of them, by owner id. For ordering only (the
 * ranked directory puts those the viewer sees in full first); whether a
 * profile is shown in full is still hasActiveViewPermission's consistent read.
 */
export async function listGrantingOwnerIds(viewerId: string, max: number): Promise<string[]> {
  const items = await queryItems(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression: 'attribute_not_exists(revoked_at)',
      ExpressionAttributeValues: { ':pk': grantsToViewerPartition(viewerId) },
      ProjectionExpression: 'shared_user_id',
    },
    max,
  );
  return items.map((item) => String(item.shared_user_id));
}
