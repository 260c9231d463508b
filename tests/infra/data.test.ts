/**
 * Stored state: the single table exactly as the brief specifies, the
 * birth-date key, and buckets that are private, TLS-only, encrypted and
 * access-logged.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { TABLE_SCHEMA } from '#lib/data';
import { LAMBDA_FUNCTIONS } from '#lib/functions';
import { DEPLOY_CONTEXT, FEDERATED_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { actionsOf, logicalIdAt, ofType, statementsOfFunction } from './support/template';
import { UPLOADS_KEY_PREFIX } from '#domain/uploadKeys';

const deployed = synthesizedBeforeAll(DEPLOY_CONTEXT);
const federated = synthesizedBeforeAll(FEDERATED_CONTEXT);

describe('table', () => {
  it('is one on-demand table keyed PK/SK with GSI1 on GSI1PK/GSI1SK, GSI2 for vouches received, GSI3 and GSI4 ranked by number', () => {
    deployed.assertions.resourceCountIs('AWS::DynamoDB::Table', 1);
    deployed.assertions.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        { AttributeName: 'GSI1PK', AttributeType: 'S' },
        { AttributeName: 'GSI1SK', AttributeType: 'S' },
        { AttributeName: 'GSI2PK', AttributeType: 'S' },
        { AttributeName: 'GSI2SK', AttributeType: 'S' },
        { AttributeName: 'GSI3PK', AttributeType: 'S' },
        { AttributeName: 'total_score', AttributeType: 'N' },
        { AttributeName: 'GSI4PK', AttributeType: 'S' },
        { AttributeName: 'total_vouches', AttributeType: 'N' },
        { AttributeName: 'GSI5PK', AttributeType: 'S' },
        { AttributeName: 'GSI5SK', AttributeType: 'S' },
      ]),
      GlobalSecondaryIndexes: [
        {
          IndexName: 'GSI1',
          KeySchema: [
            { AttributeName: 'GSI1PK', KeyType: 'HASH' },
            { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
        {
          IndexName: 'GSI2',
          KeySchema: [
            { AttributeName: 'GSI2PK', KeyType: 'HASH' },
            { AttributeName: 'GSI2SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
        {
          IndexName: 'GSI3',
          KeySchema: [
            { AttributeName: 'GSI3PK', KeyType: 'HASH' },
            { AttributeName: 'total_score', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
        {
          IndexName: 'GSI4',
          KeySchema: [
            { AttributeName: 'GSI4PK', KeyType: 'HASH' },
            { AttributeName: 'total_vouches', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
        {
          IndexName: 'GSI5',
          KeySchema: [
            { AttributeName: 'GSI5PK', KeyType: 'HASH' },
            { AttributeName: 'GSI5SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['id', 'full_name', 'deleted_at'] },
        },
      ],
    });
    expect(TABLE_SCHEMA.gsi1.name).toBe('GSI1');
  });

  it('lists members on GSI5 with the ids and names only: no index projects last_login_at or the whole profile (issue 21)', () => {
    const table = Object.values(deployed.assertions.findResources('AWS::DynamoDB::Table'))[0] as {
      Properties: { GlobalSecondaryIndexes: { IndexName: string; Projection: { ProjectionType: string; NonKeyAttributes?: string[] } }[] };
    };
    const members = table.Properties.GlobalSecondaryIndexes.find((index) => index.IndexName === 'GSI5');
    expect(members?.Projection).toEqual({ ProjectionType: 'INCLUDE', NonKeyAttributes: ['id', 'full_name', 'deleted_at'] });
    for (const index of table.Properties.GlobalSecondaryIndexes) expect(index.Projection.NonKeyAttributes ?? []).not.toContain('last_login_at');
  });

  it('expires items by expiresAt, keeps point-in-time recovery and streams both images', () => {
    deployed.assertions.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('is retained when the stack is deleted or the table replaced', () => {
    deployed.assertions.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('is named to every function that touches it', () => {
    const tableId = logicalIdAt(deployed.synth.template, 'Vouched/Data/Table/Resource');
    const named = ofType(deployed.synth.template, 'AWS::Lambda::Function').filter(([, r]) =>
      JSON.stringify((r.Properties?.Environment as { Variables?: unknown } | undefined)?.Variables ?? {}).includes(
        `"TABLE_NAME":{"Ref":"${tableId}"}`,
      ),
    );
    // 17 API features (client errors: its rate limit), 4 of the 5 triggers (CustomMessage needs no table), the four jobs (invite expiry, removal of
    // unredeemed sign-ups, blog refresh, deletion finaliser), the table stream's one reader (the push, the data export, the collusion signals),
    // the socket's $connect and $disconnect; the outbox's sender (the notification of a failed mail); and the unfurl function (shared links' previews).
    expect(named).toHaveLength(LAMBDA_FUNCTIONS.filter((fn) => fn.table.length > 0).length);
    expect(named).toHaveLength(30);
  });
});

describe('birth-date key', () => {
  it('rotates and is retained (without it stored birth dates are unreadable)', () => {
    deployed.assertions.resourceCountIs('AWS::KMS::Key', 1);
    deployed.assertions.hasResource('AWS::KMS::Key', { Properties: Match.objectLike({ EnableKeyRotation: true }), DeletionPolicy: 'Retain' });
  });
});

describe('buckets', () => {
  const buckets = () => ofType(deployed.synth.template, 'AWS::S3::Bucket');

  it('are the web, avatars, feedback-attachments, data-exports and log buckets', () => {
    expect(
      buckets()
        .map(([, r]) => String(r.Metadata?.['aws:cdk:path']))
        .sort(),
    ).toEqual([
      'Vouched/Storage/Avatars/Resource',
      'Vouched/Storage/DataExports/Resource',
      'Vouched/Storage/FeedbackAttachments/Resource',
      'Vouched/Storage/Logs/Resource',
      'Vouched/Web/Site/Resource',
    ]);
  });

  it('all block public access and are encrypted', () => {
    for (const [id, bucket] of buckets()) {
      expect(bucket.Properties?.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(JSON.stringify(bucket.Properties?.BucketEncryption), id).toContain('SSEAlgorithm');
    }
  });

  it('all refuse plain HTTP in their bucket policy', () => {
    for (const [id] of buckets()) {
      deployed.assertions.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
        },
      });
    }
  });

  it('all log access to the log bucket, except the log bucket itself', () => {
    const logId = logicalIdAt(deployed.synth.template, 'Vouched/Storage/Logs/Resource');
    for (const [id, bucket] of buckets()) {
      if (id === logId) {
        expect(bucket.Properties?.LoggingConfiguration).toBeUndefined();
      } else {
        expect(bucket.Properties?.LoggingConfiguration, id).toMatchObject({ DestinationBucketName: { Ref: logId } });
      }
    }
  });

  it('keep avatars private: only CloudFront (origin access control) may read them', () => {
    const avatarsId = logicalIdAt(deployed.synth.template, 'Vouched/Storage/Avatars/Resource');
    deployed.assertions.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: avatarsId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('expire what is left under uploads/ (the incoming prefix of presigned forms) after a day, in the avatars and attachments buckets', () => {
    for (const path of ['Vouched/Storage/Avatars/Resource', 'Vouched/Storage/FeedbackAttachments/Resource']) {
      const bucket = deployed.synth.template.Resources as Record<string, { Properties: { LifecycleConfiguration?: unknown } }>;
      // The buckets are versioned (tests/infra/stages.test.ts): an expired upload's version goes a day later too.
      expect(bucket[logicalIdAt(deployed.synth.template, path)]!.Properties.LifecycleConfiguration, path).toEqual({
        Rules: [
          {
            Id: 'ExpireUploads',
            Prefix: UPLOADS_KEY_PREFIX,
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            Status: 'Enabled',
          },
          { Id: 'ExpireNoncurrentVersions', NoncurrentVersionExpiration: { NoncurrentDays: 30 }, ExpiredObjectDeleteMarker: true, Status: 'Enabled' },
        ],
      });
    }
  });

  it('let the avatar function reach the avatars bucket only under uploads/ (the form, the check) and avatars/ (the copy, the replaced one)', () => {
    const avatarsId = logicalIdAt(deployed.synth.template, 'Vouched/Storage/Avatars/Resource');
    const fn = logicalIdAt(deployed.synth.template, 'Vouched/Api/ApiAvatar/Resource');
    const objectGrants = statementsOfFunction(deployed.synth.template, fn).filter((st) => actionsOf(st).some((a) => a.startsWith('s3:')));
    // The CDK merges statements with the same actions into one with both resources.
    expect(new Set(objectGrants.flatMap(actionsOf))).toEqual(new Set(['s3:GetObject', 's3:PutObject', 's3:DeleteObject']));
    const resources = objectGrants.flatMap((st) => (Array.isArray(st.Resource) ? st.Resource : [st.Resource]));
    expect(resources).toEqual(
      ['avatars/*', `${UPLOADS_KEY_PREFIX}*`].map((prefix) => ({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [avatarsId, 'Arn'] }, `/${prefix}`]] })),
    );
  });

  it('accept presigned browser uploads (POST for attachments) from the custom domain when there is one, else from any origin (the CSP names the attachments bucket, so its CORS cannot name CloudFront)', () => {
    const attachments = deployed.assertions;
    attachments.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: ['GET', 'PUT', 'POST', 'HEAD'], AllowedOrigins: ['*'] })],
      },
    });
    federated.assertions.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: [`https://${FEDERATED_CONTEXT.domainName}`] })] },
    });
  });
});
