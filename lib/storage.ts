/**
 * The S3 buckets: one log bucket receiving every other bucket's server
 * access logs (and CloudFront's), the avatars bucket (served publicly only
 * through CloudFront at /avatars/*) and the private feedback-attachments
 * bucket (presigned upload and download) and the private data-exports
 * bucket (presigned download only). The web bucket is in web.ts.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type BucketProps, type CorsRule } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { UPLOADS_KEY_PREFIX } from '#domain/uploadKeys';

export interface SecureBucketProps {
  /** Where this bucket's server access logs go; prefix = the bucket's id. */
  logBucket: Bucket;
  removalPolicy?: RemovalPolicy;
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
    removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
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
}

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
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own access into itself would loop.',
    });

    // Browser uploads land under uploads/ and are copied to a final key once checked (docs/decisions.md,
    // 'Upload finalisation'); an upload never checked, or left behind by a failed delete, goes after a day.
    const expireUploads = [{ id: 'ExpireUploads', prefix: UPLOADS_KEY_PREFIX, expiration: Duration.days(1) }];

    this.avatarsBucket = secureBucket(this, 'Avatars', {
      logBucket: this.logBucket,
      cors: presignedCors(props.avatarsCorsOrigins),
      lifecycleRules: expireUploads,
    });

    this.attachmentsBucket = secureBucket(this, 'FeedbackAttachments', {
      logBucket: this.logBucket,
      cors: presignedCors(props.attachmentsCorsOrigins),
      lifecycleRules: expireUploads,
    });

    // Data exports (issue 10 §6): written by the export function, downloaded through a presigned GET
    // that works 24 hours (a plain navigation: no CORS). An export outlives its link by a day, then goes.
    this.exportsBucket = secureBucket(this, 'DataExports', {
      logBucket: this.logBucket,
      lifecycleRules: [{ expiration: Duration.days(2) }],
    });
  }
}
