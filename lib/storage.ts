/**
 * The S3 buckets: one log bucket receiving every other bucket's server
 * access logs (and CloudFront's), the avatars bucket (served publicly only
 * through CloudFront at /avatars/*) and the private feedback-attachments
 * bucket (presigned upload and download) and the private data-exports
 * bucket (presigned download only). The web bucket is in web.ts.
 *
 * Production (`retainData`) keeps every bucket when the stack goes; a dev
 * stage empties and deletes them. The avatars and attachments buckets keep
 * versions: a deleted or replaced object can be brought back for 30 days
 * (docs/operations.md).
 */
import { Duration, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type BucketProps, type CorsRule } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { UPLOADS_KEY_PREFIX } from '#domain/uploadKeys';
import { removalPolicyFor } from './retention';

export interface SecureBucketProps {
  /** Where this bucket's server access logs go; prefix = the bucket's id. */
  logBucket: Bucket;
  /** Keep the bucket and its objects when the stack goes (production), or empty and delete it (lib/retention.ts). */
  retainData: boolean;
  /** Keep every version of every object (lifecycle rules decide for how long). */
  versioned?: boolean;
  cors?: CorsRule[];
  lifecycleRules?: BucketProps['lifecycleRules'];
}

/** A private bucket: public access blocked, TLS only, encrypted, access-logged. */
export function secureBucket(scope: Construct, id: string, props: SecureBucketProps): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    serverAccessLogsBucket: props.logBucket,
    serverAccessLogsPrefix: `${id}/`,
    removalPolicy: removalPolicyFor(props.retainData),
    autoDeleteObjects: !props.retainData,
    versioned: props.versioned,
    cors: props.cors,
    lifecycleRules: props.lifecycleRules,
  });
}

/** Browsers PUT (presigned upload) and GET (presigned download) straight to S3. */
export function presignedCors(allowedOrigins: string[]): CorsRule[] {
  return [
    {
      allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.POST, HttpMethods.HEAD],
      allowedOrigins,
      allowedHeaders: ['content-type', 'content-length', 'x-amz-*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    },
  ];
}

export interface StorageProps {
  /** Origins allowed to upload avatars from a browser (see vouched-stack.ts for why it may be '*'). */
  avatarsCorsOrigins: string[];
  /** Origins allowed to POST feedback attachments from a browser (the same reasoning). */
  attachmentsCorsOrigins: string[];
  /** Production: keep the buckets when the stack goes (lib/retention.ts). */
  retainData: boolean;
}

/** How long a deleted or replaced avatar or attachment can still be restored from its version. */
export const NONCURRENT_VERSION_DAYS = 30;

export class Storage extends Construct {
  readonly logBucket: Bucket;
  readonly avatarsBucket: Bucket;
  readonly attachmentsBucket: Bucket;
  readonly exportsBucket: Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);

    this.logBucket = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // Server access logging only delivers to SSE-S3 buckets.
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront standard logs are delivered with an ACL, so ACLs must stay enabled on this bucket.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: removalPolicyFor(props.retainData),
      autoDeleteObjects: !props.retainData,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own access into itself would loop.',
    });

    // Browser uploads land under uploads/ and are copied to a final key once checked (docs/decisions.md,
    // 'Upload finalisation'); an upload never checked, or left behind by a failed delete, goes after a day,
    // and so do its versions: unchecked bytes (a refused upload among them) are nothing to restore.
    // Final objects are never overwritten, only deleted (a replaced avatar, an erased account): their
    // versions stay restorable for NONCURRENT_VERSION_DAYS, then go, and so do the delete markers left.
    const memberUploadRules = [
      { id: 'ExpireUploads', prefix: UPLOADS_KEY_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
      { id: 'ExpireNoncurrentVersions', noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS), expiredObjectDeleteMarker: true },
    ];

    this.avatarsBucket = secureBucket(this, 'Avatars', {
      logBucket: this.logBucket,
      retainData: props.retainData,
      versioned: true,
      cors: presignedCors(props.avatarsCorsOrigins),
      lifecycleRules: memberUploadRules,
    });

    this.attachmentsBucket = secureBucket(this, 'FeedbackAttachments', {
      logBucket: this.logBucket,
      retainData: props.retainData,
      versioned: true,
      cors: presignedCors(props.attachmentsCorsOrigins),
      lifecycleRules: memberUploadRules,
    });

    // Data exports (issue 10 §6): written by the export function, downloaded through a presigned GET
    // that works 24 hours (a plain navigation: no CORS). An export outlives its link by a day, then goes.
    this.exportsBucket = secureBucket(this, 'DataExports', {
      logBucket: this.logBucket,
      retainData: props.retainData,
      lifecycleRules: [{ expiration: Duration.days(2) }],
    });
  }
}
