/**
 * S3 access for avatars and feedback attachments. Browsers upload and
 * download by presigned URL; the API never streams file bodies.
 */
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { clientConfig } from './env';

let client: S3Client | undefined;

export function s3(): S3Client {
  // Path style: s3rver (local) has no virtual-host buckets; harmless in AWS.
  client ??= new S3Client({ ...clientConfig('S3_ENDPOINT'), forcePathStyle: !!process.env.S3_ENDPOINT });
  return client;
}

export async function presignedPut(bucket: string, key: string, contentType: string, expiresInSeconds = 300): Promise<string> {
  return getSignedUrl(s3(), new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType }), { expiresIn: expiresInSeconds });
}

export async function presignedGet(bucket: string, key: string, expiresInSeconds = 300): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: expiresInSeconds });
}
