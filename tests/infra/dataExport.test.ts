/**
 * The data export on AWS (issue 10 §6): a consumer of the table's stream (its one reader),
 * reached only by new data requests, allowed to read that stream, the
 * table, and to put and read objects under exports/ of its own private
 * bucket, whose exports expire. (Bucket privacy, TLS and logging: data.test.ts;
 * cdk-nag: nag.test.ts; its exact capabilities: functions.test.ts.)
 */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { FINALIZE_DELETION, STREAM_DISPATCHER } from '#lib/functions';
import { DEPLOY_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { actionsOf, logicalIdAt, mentions, ofType, statementsOfFunction } from './support/template';

const app = synthesizedBeforeAll(DEPLOY_CONTEXT);

const template = () => app.synth.template;
/** The export runs in the table stream's one reader (functions/stream/consumers.ts). */
const exportFunction = () => logicalIdAt(template(), `Vouched/TableStream/${STREAM_DISPATCHER.name}/Resource`);
const finalizeFunction = () => logicalIdAt(template(), `Vouched/Workflows/${FINALIZE_DELETION.name}/Resource`);
const tableId = () => logicalIdAt(template(), 'Vouched/Data/Table/Resource');
const exportsBucketId = () => logicalIdAt(template(), 'Vouched/Storage/DataExports/Resource');

describe('the data export', () => {
  it('is fed by the table\u2019s stream, INSERTs of data requests among the reader\u2019s filters, with retries', () => {
    app.assertions.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: exportFunction() },
      EventSourceArn: { 'Fn::GetAtt': [tableId(), 'StreamArn'] },
      StartingPosition: 'LATEST',
      MaximumRetryAttempts: 3,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: {
        Filters: Match.arrayWith([
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { Keys: { PK: { S: [{ prefix: 'DATA_REQUESTS#' }] }, SK: { S: [{ prefix: 'REQUEST#' }] } } },
            }),
          },
        ]),
      },
    });
  });

  it('may read only this table\u2019s stream, and put and get objects only under exports/ of the exports bucket', () => {
    const statements = statementsOfFunction(template(), exportFunction());
    const s3 = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('s3:')));
    expect(s3).toHaveLength(1);
    expect(actionsOf(s3[0]!).sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    expect(s3[0]!.Resource).toEqual({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [exportsBucketId(), 'Arn'] }, '/exports/*']] });

    const stream = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:') && !['Query', 'GetItem'].some((r) => a.endsWith(r))));
    const records = stream.find((s) => actionsOf(s).includes('dynamodb:GetRecords'))!;
    expect(actionsOf(records).sort()).toEqual(['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator']);
    expect(records.Resource).toEqual({ 'Fn::GetAtt': [tableId(), 'StreamArn'] });
    const list = stream.find((s) => actionsOf(s).includes('dynamodb:ListStreams'))!;
    // On `*` beside it: the X-Ray actions every function has (tests/infra/monitoring.test.ts).
    expect(actionsOf(list).sort()).toEqual(['dynamodb:ListStreams', 'xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
    // No other function of ours may touch the exports bucket, but the deletion finaliser, which may only delete (below).
    const ours = ofType(template(), 'AWS::Lambda::Function').filter(
      ([id, r]) =>
        id !== exportFunction() && id !== finalizeFunction() && /^Vouched\/(Api|Auth|Jobs|Workflows)\//.test(String(r.Metadata?.['aws:cdk:path'])),
    );
    expect(ours.length).toBeGreaterThan(10);
    for (const [id] of ours) expect(mentions(statementsOfFunction(template(), id), exportsBucketId()), id).toBe(false);
  });

  it('lets the deletion finaliser delete export files under exports/ and do nothing else with them', () => {
    // The stack merges statements of equal actions (the avatar's DeleteObject shares one), so each resource is looked at alone.
    const onExports = statementsOfFunction(template(), finalizeFunction()).flatMap((s) =>
      (Array.isArray(s.Resource) ? (s.Resource as unknown[]) : [s.Resource])
        .filter((r) => mentions(r, exportsBucketId()))
        .map((resource) => ({ actions: actionsOf(s), resource })),
    );
    expect(onExports).toEqual([
      { actions: ['s3:DeleteObject'], resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [exportsBucketId(), 'Arn'] }, '/exports/*']] } },
    ]);
  });

  it('names the bucket to the function, and the bucket lets each export go after 2 days', () => {
    app.assertions.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ EXPORTS_BUCKET: { Ref: exportsBucketId() } }) },
    });
    app.assertions.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 2, Status: 'Enabled' })] },
      BucketEncryption: Match.anyValue(),
    });
    const bucket = (template().Resources as Record<string, { Properties: Record<string, unknown> }>)[exportsBucketId()]!;
    expect(bucket.Properties.CorsConfiguration).toBeUndefined();
  });
});
