/**
 * The function table (lib/functions.ts) is what the stack deploys: one
 * Lambda per row, its role allowing exactly what its capabilities grant and
 * its environment naming exactly the resources of those capabilities.
 */
import { describe, expect, it } from 'vitest';
import { FEATURES, routes } from '#contract/routes';
import { EDGE_HEADER_ACTIONS, EDGE_SECRET_ROTATION_ACTIONS, objectKeyPrefixesOf } from '#lib/capabilities';
import {
  apiFunction,
  functionNamed,
  LAMBDA_FUNCTIONS,
  OBJECT_CAPABILITIES,
  variablesOf,
  type Capability,
  type LambdaFunctionDef,
  type ObjectBucket,
  type ObjectCapability,
} from '#lib/functions';
import { DEPLOY_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { actionsOf, logicalIdAt, mentions, ofType, statementsOfFunction, type Statement } from './support/template';

const app = synthesizedBeforeAll(DEPLOY_CONTEXT);

/** The constructs our functions live in (the CDK's own deploy-time handlers are elsewhere). */
const OUR_SCOPES = /^Vouched\/(Api|Auth|Jobs|Workflows|Realtime|TableStream|Outbox|EdgeRotation|Share)\/[^/]+\/Resource$/;

function ourFunctions(): [string, { path: string; variables: Record<string, unknown> }][] {
  return ofType(app.synth.template, 'AWS::Lambda::Function')
    .map(([id, r]) => [id, String(r.Metadata?.['aws:cdk:path'])] as const)
    .filter(([, path]) => OUR_SCOPES.test(path))
    .map(([id, path]) => {
      const fn = app.synth.template.Resources as Record<string, { Properties: { Environment?: { Variables?: Record<string, unknown> } } }>;
      return [id, { path, variables: fn[id]!.Properties.Environment?.Variables ?? {} }];
    });
}

function deployed(def: LambdaFunctionDef): [string, { path: string; variables: Record<string, unknown> }] {
  const found = ourFunctions().filter(([, fn]) => fn.path.endsWith(`/${def.name}/Resource`));
  expect(found, def.name).toHaveLength(1);
  return found[0]!;
}

/** What the table-stream event source grants its function (lib/realtime.ts): reading the stream, nothing of the table. */
const STREAM_READS = new Set(['dynamodb:ListStreams', 'dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator']);
/** A stream mapping's on-failure destination: the mapping sends, as the function's role, what every retry failed. */
const DEAD_LETTER_SENDS = new Set(['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl']);
/** What the SQS event source grants its function (lib/outbox.ts): reading and deleting the queue's messages. */
const QUEUE_READS = new Set(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl']);
/** Active X-Ray tracing (every function, lib/lambda.ts): sending its own trace segments, on `*` as IAM requires. */
const TRACE_SENDS = new Set(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']);

/** The construct of each bucket object capabilities name. */
const BUCKET_PATHS: Record<ObjectBucket, string> = {
  avatars: 'Vouched/Storage/Avatars/Resource',
  attachments: 'Vouched/Storage/FeedbackAttachments/Resource',
  exports: 'Vouched/Storage/DataExports/Resource',
};

/**
 * One allowed action on one resource under one condition. The stack merges
 * statements (@aws-cdk/aws-iam:minimizePolicies), so a role's policy is
 * compared as the set of these, whatever statements carry them.
 */
function permissionsOf(statements: readonly Statement[]): string[] {
  const out = new Set<string>();
  for (const s of statements.filter((st) => st.Effect === 'Allow')) {
    const resources = Array.isArray(s.Resource) ? (s.Resource as unknown[]) : [s.Resource];
    for (const action of actionsOf(s)) for (const resource of resources) out.add(permission(action, resource, s.Condition));
  }
  return [...out].sort();
}

function permission(action: string, resource: unknown, condition: unknown): string {
  return JSON.stringify([action, resource, condition ?? null]);
}

const actionOf = (p: string): string => (JSON.parse(p) as [string])[0];
const resourceOf = (p: string): unknown => (JSON.parse(p) as [string, unknown])[1];
const isTablePermission = (p: string): boolean => actionOf(p).startsWith('dynamodb:') && !STREAM_READS.has(actionOf(p));
const isObjectPermission = (p: string): boolean => actionOf(p).startsWith('s3:');

/** The table permissions a row's grants name: each action on the table, Query on each named index, under the grant's LeadingKeys. */
function tablePermissionsOf(def: LambdaFunctionDef): string[] {
  const tableArn = { 'Fn::GetAtt': [logicalIdAt(app.synth.template, 'Vouched/Data/Table/Resource'), 'Arn'] };
  const out = new Set<string>();
  for (const grant of def.table) {
    const condition = grant.partitions ? { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grant.partitions] } } : null;
    for (const action of grant.actions) out.add(permission(`dynamodb:${action}`, tableArn, condition));
    for (const index of grant.indexes ?? []) out.add(permission('dynamodb:Query', { 'Fn::Join': ['', [tableArn, `/index/${index}`]] }, condition));
  }
  return [...out].sort();
}

function isObjectCapability(c: Capability): c is ObjectCapability {
  return c in OBJECT_CAPABILITIES;
}

/** The S3 permissions a row's object capabilities name: their actions on their bucket's objects under each key prefix they cover. */
function objectPermissionsOf(def: LambdaFunctionDef): string[] {
  const out = new Set<string>();
  for (const capability of def.capabilities.filter(isObjectCapability)) {
    const { bucket, actions } = OBJECT_CAPABILITIES[capability];
    for (const prefix of objectKeyPrefixesOf(capability)) {
      const objects = { 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalIdAt(app.synth.template, BUCKET_PATHS[bucket]), 'Arn'] }, `/${prefix}*`]] };
      for (const action of actions) out.add(permission(action, objects, null));
    }
  }
  return [...out].sort();
}

/**
 * Which capability an allowed permission (not of the table, not on objects) comes from; stream reads, and
 * parking failed records in the mapping's dead-letter queue, come with the tableStream invoker, reading the
 * outbox with the queue invoker; sending to the outbox itself is the queueMessages capability.
 */
function capabilityOf(action: string, resource: unknown): Capability | 'tableStream' | 'queue' | 'tracing' {
  const outboxQueue = logicalIdAt(app.synth.template, 'Vouched/Outbox/Queue/Resource');
  if (action === 'sqs:SendMessage' && mentions(resource, outboxQueue)) return 'queueMessages';
  if (QUEUE_READS.has(action) && mentions(resource, outboxQueue)) return 'queue';
  if (STREAM_READS.has(action) || DEAD_LETTER_SENDS.has(action)) return 'tableStream';
  if (TRACE_SENDS.has(action)) return 'tracing';
  if (action === 'execute-api:ManageConnections') return 'pushToSockets';
  if (action === 'kms:Encrypt') return 'encryptBirthDate';
  if (action.startsWith('ses:')) return 'sendMail';
  if (action === 'sns:Publish') return 'sendSms';
  if (action === 'states:StartExecution' || action === 'states:StopExecution') return 'runDeletionGrace';
  if (action === 'cognito-idp:ListUsers') return 'findUsers';
  if (action === 'cognito-idp:AdminUserGlobalSignOut') return 'signOutUsers';
  if (action === 'cognito-idp:AdminDeleteUser') return 'deleteUsers';
  // Two secrets: which one the grant is on tells the capability.
  const edgeSecret = logicalIdAt(app.synth.template, 'Vouched/EdgeSecret/Resource');
  if (action === 'secretsmanager:GetSecretValue' && mentions(resource, edgeSecret)) return 'readEdgeSecret';
  if ((EDGE_SECRET_ROTATION_ACTIONS as readonly string[]).includes(action) && mentions(resource, edgeSecret)) return 'rotateEdgeSecret';
  if (
    (EDGE_HEADER_ACTIONS as readonly string[]).includes(action) &&
    mentions(resource, logicalIdAt(app.synth.template, 'Vouched/Web/Distribution/Resource'))
  )
    return 'setEdgeHeader';
  if (action === 'secretsmanager:GetSecretValue' && mentions(resource, logicalIdAt(app.synth.template, 'Vouched/FormWebhookSecret/Resource'))) {
    return 'readFormWebhookSecret';
  }
  throw new Error(`an action no capability grants: ${action}`);
}

/** Features whose every route is public: anyone on the internet reaches them, so they are held to their own partitions. */
const PUBLIC_FEATURES = FEATURES.filter((feature) => routes.filter((r) => r.feature === feature).every((r) => r.access === 'public'));

/** Functions with one job on known partitions (besides the public features): each grant names its partitions. */
const SINGLE_PURPOSE = [
  'PreTokenGeneration',
  'ExpireInvites',
  'RemoveUnredeemedAccounts',
  'RefreshBlogFeed',
  'SocketConnect',
  'SocketDisconnect',
  'SendOutbox',
];

describe('the function table', () => {
  it('is what the stack deploys: one function per row, no other', () => {
    expect(ourFunctions()).toHaveLength(LAMBDA_FUNCTIONS.length);
    for (const def of LAMBDA_FUNCTIONS) deployed(def);
  });

  it.each(LAMBDA_FUNCTIONS.map((def) => [def.name, def] as const))(
    '%s may use the table exactly as its row\u2019s grants say (actions, indexes, partitions)',
    (_name, def) => {
      const [id] = deployed(def);
      const granted = permissionsOf(statementsOfFunction(app.synth.template, id)).filter(isTablePermission);
      expect(granted).toEqual(tablePermissionsOf(def));
    },
  );

  it.each(LAMBDA_FUNCTIONS.map((def) => [def.name, def] as const))('%s may act on objects exactly as its object capabilities say', (_name, def) => {
    const [id] = deployed(def);
    const granted = permissionsOf(statementsOfFunction(app.synth.template, id)).filter(isObjectPermission);
    expect(granted).toEqual(objectPermissionsOf(def));
  });

  it.each(LAMBDA_FUNCTIONS.map((def) => [def.name, def] as const))('%s is allowed nothing else than its other capabilities grant', (_name, def) => {
    const [id] = deployed(def);
    const others = permissionsOf(statementsOfFunction(app.synth.template, id)).filter((p) => !isTablePermission(p) && !isObjectPermission(p));
    const granted = new Set(others.map((p) => capabilityOf(actionOf(p), resourceOf(p))));
    const declared = new Set<Capability | 'tableStream' | 'queue' | 'tracing'>([
      'tracing',
      ...def.capabilities.filter((c) => !isObjectCapability(c)),
      ...(def.invokedBy.kind === 'tableStream' ? (['tableStream'] as const) : []),
      ...(def.invokedBy.kind === 'queue' ? (['queue'] as const) : []),
    ]);
    // Reading the feed is an HTTPS fetch of a configured URL: it needs no IAM grant.
    declared.delete('readBlogFeed');
    expect([...granted].sort()).toEqual([...declared].sort());
  });

  it('holds the public features and the single-purpose functions to named partitions', () => {
    expect(PUBLIC_FEATURES.sort()).toEqual(['blog', 'clientErrors', 'formResponses', 'waitingList']);
    const scoped = [...PUBLIC_FEATURES.map((f) => apiFunction(f).name), ...SINGLE_PURPOSE];
    for (const name of scoped) {
      const def = functionNamed(name)!;
      expect(def.table.length, name).toBeGreaterThan(0);
      for (const grant of def.table) {
        expect(grant.partitions?.length, name).toBeGreaterThan(0);
        // A pattern names a partition or a key prefix, never every partition.
        for (const pattern of grant.partitions ?? []) expect(pattern, name).toMatch(/^[A-Z_]+(#[A-Za-z]+)*(#\*|#[A-Za-z]+)?$/);
      }
    }
  });

  it.each(LAMBDA_FUNCTIONS.map((def) => [def.name, def] as const))(
    '%s gets exactly the variables its invoker and capabilities name',
    (_name, def) => {
      const [, fn] = deployed(def);
      expect(Object.keys(fn.variables).sort()).toEqual([...variablesOf(def), 'NODE_OPTIONS'].sort());
    },
  );
});
