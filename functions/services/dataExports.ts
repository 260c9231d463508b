/**
 * The private bucket of data exports (issue 10 §6): the export function puts
 * the member's JSON file there and hands out a presigned GET that works for
 * 24 hours. Nothing else reads the bucket; its objects expire (lib/storage.ts).
 * Locally S3_ENDPOINT points at the s3rver stand-in (bin/local/s3.ts).
 */
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { DATA_EXPORT_LINK_SECONDS } from '#domain/dataRequests';
import { clientConfig, env } from './env';
import { traced } from './observability';

let client: S3Client | undefined;

function s3(): S3Client {
  const config = clientConfig('S3_ENDPOINT');
  // The stand-in serves buckets by path (http://host/bucket/key), not by host name.
  client ??= traced(new S3Client(config.endpoint ? { ...config, forcePathStyle: true } : config));
  return client;
}

/** Where a member's export lives: one object per request. */
export function dataExportKey(userId: string, requestId: string): string {
  return `exports/${userId}/${requestId}.json`;
}

/** Stores the export (JSON, encrypted at rest by the bucket's default). */
export async function putDataExport(key: string, body: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: env.exportsBucket, Key: key, Body: body, ContentType: 'application/json; charset=utf-8' }));
}

/** A link that downloads the export for 24 hours, as a file (never shown inline). */
export async function presignDataExport(key: string): Promise<string> {
  const fileName = `vouched-data-${key.slice(key.lastIndexOf('/') + 1)}`;
  return getSignedUrl(
    s3(),
    new GetObjectCommand({ Bucket: env.exportsBucket, Key: key, ResponseContentDisposition: `attachment; filename="${fileName}"` }),
    {
      expiresIn: DATA_EXPORT_LINK_SECONDS,
    },
  );
}
