/**
 * DynamoDB Stream → the member's data export (issue 10 §6, beyond the spec's
 * 30-day promise). Every data access request written to the table (an
 * INSERT of a DATA_REQUESTS#…/REQUEST#… item, still pending) is answered at
 * once: everything the table holds about the member (store/memberExport.ts)
 * becomes one JSON file in the private exports bucket, the member is mailed
 * a download link that works for 24 hours, and then, in one transaction, the
 * request becomes done, its pending guard goes and the 'ready' notification
 * is written. One of the consumers of the table's one stream reader
 * (functions/stream/), in AWS and locally alike.
 *
 * Order and failure: nothing claims "done" before the file is stored and the
 * mail sent. A failure is reported as the record's batch item failure, so the
 * stream delivers it again (services/streamBatch.ts); the retry writes the same key again and, if the mail had gone, mails a fresh
 * link (at least once); a request no longer pending is left alone. Each
 * delivery is counted on the request: when the last one the stream makes
 * (DATA_EXPORT_DELIVERIES) fails too, the request is closed as failed and
 * the member told, rather than left pending, which would block a new one.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { DATA_EXPORT_DELIVERIES, dataExportFailedNotification, dataExportMail, dataExportReadyNotification } from '#domain/dataRequests';
import { dataExportKey, presignDataExport, putDataExport } from '#services/dataExports';
import { sendMail } from '#services/mail';
import { allAtOnce } from '#services/streamBatch';
import {
  beginExportAttempt,
  completeDataRequest,
  decodeDataRequest,
  failDataRequest,
  isDataRequestItem,
  type DataRequestRecord,
} from '#store/dataRequests';
import { collectMemberData } from '#store/memberExport';
import { getProfile } from '#store/profiles';
import { log } from '#services/observability';

/** The format's name and version, first in the file, so a reader knows what it holds. */
export const DATA_EXPORT_FORMAT = 'vouched-data-export';
export const DATA_EXPORT_VERSION = 1;

/** The pending request a record inserted, if it did. */
export function insertedDataRequest(record: DynamoDBRecord): DataRequestRecord | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return undefined;
  const item = unmarshall(image as Record<string, AttributeValue>);
  if (!isDataRequestItem(item)) return undefined;
  const request = decodeDataRequest(item);
  return request.status === 'pending' ? request : undefined;
}

export type ExportOutcome = 'done' | 'not pending' | 'no member' | 'failed';

/**
 * One delivery of a request's export (see above): exported, or given up as
 * failed on the last delivery; any earlier failure throws for a retry.
 */
export async function exportDataRequest(request: DataRequestRecord, now: Date): Promise<ExportOutcome> {
  const attempt = await beginExportAttempt(request);
  if (attempt === null) return 'not pending';
  try {
    return await exportPendingRequest(request, now);
  } catch (error) {
    if (attempt < DATA_EXPORT_DELIVERIES) throw error;
    log().error('data export gave up', { job: 'dataExport', request: request.id, attempt, gaveUp: true, error: String(error) });
    return (await failDataRequest(request, dataExportFailedNotification(), new Date().toISOString())) ? 'failed' : 'not pending';
  }
}

async function exportPendingRequest(request: DataRequestRecord, now: Date): Promise<ExportOutcome> {
  const profile = await getProfile(request.user_id);
  if (!profile || profile.deleted_at) return 'no member';
  const data = await collectMemberData(request.user_id);
  const file = {
    format: DATA_EXPORT_FORMAT,
    version: DATA_EXPORT_VERSION,
    generated_at: now.toISOString(),
    request: { id: request.id, created_at: request.created_at, reason: request.request_reason },
    ...data,
  };
  const key = dataExportKey(request.user_id, request.id);
  await putDataExport(key, JSON.stringify(file, null, 2));
  const link = await presignDataExport(key);
  // Sent here, not through the outbox (issue 20 §4): this is off the request path already, and
  // "done" must follow the mail; the stream's retries and the last delivery's failure notice
  // (above) are this job's own outbox.
  await sendMail({ to: profile.email, ...dataExportMail(request.user_handle, link) });
  const completed = await completeDataRequest(request, key, dataExportReadyNotification(), new Date().toISOString());
  return completed ? 'done' : 'not pending';
}

/** A failed export is reported, so the stream hands it over again (a request done meanwhile is skipped then). */
export async function consumeDataRequests(records: readonly DynamoDBRecord[]): Promise<DynamoDBBatchResponse> {
  return allAtOnce('dataExport', records, async (record) => {
    const request = insertedDataRequest(record);
    if (!request) return;
    const outcome = await exportDataRequest(request, new Date());
    log().info('data request handled', { job: 'dataExport', request: request.id, outcome });
  });
}
