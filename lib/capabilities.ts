/**
 * What each capability means on AWS: exactly one IAM grant plus the
 * environment variable that names its resource (lib/functions.ts says which
 * function holds which capability, and which variable each one names). A
 * function without a capability has neither the permission nor the name.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import {
  CAPABILITY_VARIABLES,
  OBJECT_CAPABILITIES,
  TABLE_VARIABLES,
  type Capability,
  type ObjectBucket,
  type ObjectCapability,
  type TableGrant,
} from './functions';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { Messaging } from './messaging';
import { logicalId } from './nag';
import { AVATAR_KEY_PREFIX } from '#domain/avatar';

export interface CapabilityResources {
  table: ITable;
  birthDateKey: IKey;
  messaging: Messaging;
  avatarsBucket: IBucket;
  attachmentsBucket: IBucket;
  /** The private bucket of data exports (issue 10 §6). */
  exportsBucket: IBucket;
  /** Absent while the state machine itself is being built (its finalize task comes first). */
  deletionStateMachine?: IStateMachine;
  /** The newsletter's RSS feed (configuration: -c blogFeedUrl=...). */
  blogFeedUrl: string;
  /** Absent while the pool's own triggers are built (the pool names them); set before any function that needs it. */
  userPool?: IUserPool;
  /** The shared secret the Google Form's Apps Script signs its webhook deliveries with. */
  formWebhookSecret: ISecret;
  /** The outbox queue (lib/outbox.ts); set before any function that queues mail or text messages. */
  outboxQueue?: IQueue;
  /** What CloudFront proves itself to the API with (functions/services/edgeSecret.ts). */
  edgeSecret: ISecret;
  /** The notification WebSocket API's stage (lib/realtime.ts); set before the push function is built. */
  notificationSocketStage?: WebSocketStage;
  /** The app's CloudFront distribution (lib/web.ts); set before the edge secret's rotation is built. */
  distribution?: IDistribution;
}

/**
 * Avatars are served by CloudFront at /avatars/*, which forwards the path
 * unchanged: every avatar object key must start with this prefix.
 */
export const AVATARS_KEY_PREFIX = AVATAR_KEY_PREFIX;

/** Every export object key starts with this prefix (functions/services/dataExports.ts dataExportKey). */
export const EXPORTS_KEY_PREFIX = 'exports/';

/** The key prefix of every object our code makes in each bucket ('' : the whole bucket is the feature's). */
export const OBJECT_KEY_PREFIXES: Record<ObjectBucket, string> = { avatars: AVATARS_KEY_PREFIX, attachments: '', exports: EXPORTS_KEY_PREFIX };

function bucketOf(bucket: ObjectBucket, res: CapabilityResources): IBucket {
  switch (bucket) {
    case 'avatars':
      return res.avatarsBucket;
    case 'attachments':
      return res.attachmentsBucket;
    case 'exports':
      return res.exportsBucket;
  }
}

/**
 * The actions of one object capability (OBJECT_CAPABILITIES) on the
 * bucket's objects under its key prefix: presigned forms and links act with
 * the function's own permissions, so they need the action they presign.
 */
function grantObjects(fn: LambdaFunction, capability: ObjectCapability, res: CapabilityResources): IBucket {
  const { bucket: name, actions } = OBJECT_CAPABILITIES[capability];
  const bucket = bucketOf(name, res);
  for (const prefix of objectKeyPrefixesOf(capability)) {
    fn.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [bucket.arnForObjects(`${prefix}*`)] }));
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalId(bucket)}.Arn>/${prefix}*]`,
      reason: `Object keys are made at run time (a member's upload, a member's files), so the grant covers keys under "${prefix}*" in this one bucket, with only the actions its capabilities name.`,
    });
  }
  return bucket;
}

/** The key prefixes an object capability covers: those it names, or its bucket's. */
export function objectKeyPrefixesOf(capability: ObjectCapability): readonly string[] {
  const def: { bucket: ObjectBucket; prefixes?: readonly string[] } = OBJECT_CAPABILITIES[capability];
  return def.prefixes ?? [OBJECT_KEY_PREFIXES[def.bucket]];
}

/** The IAM name of a table action. */
const iamAction = (action: string): string => `dynamodb:${action}`;

/**
 * One statement per table grant: its actions on the table, Query on the
 * named indexes (their own ARNs), and where the grant names partitions the
 * dynamodb:LeadingKeys condition (every partition key the request touches
 * must match one of them; for an index Query, the index's partition key).
 * Explicit actions instead of grantReadData/grantWriteData: those include
 * Scan, and no code path of ours may read the whole table.
 */
export function applyTableGrants(fn: LambdaFunction, grants: readonly TableGrant[], table: ITable): void {
  for (const grant of grants) {
    if (grant.indexes?.length && !grant.actions.includes('Query')) throw new Error(`${fn.node.path}: an index grant without Query`);
    const conditions = grant.partitions ? { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grant.partitions] } } : undefined;
    fn.addToRolePolicy(new PolicyStatement({ actions: grant.actions.map(iamAction), resources: [table.tableArn], conditions }));
    if (grant.indexes?.length) {
      const indexArns = grant.indexes.map((index) => `${table.tableArn}/index/${index}`);
      fn.addToRolePolicy(new PolicyStatement({ actions: [iamAction('Query')], resources: indexArns, conditions }));
    }
  }
  if (grants.length > 0) for (const variable of TABLE_VARIABLES) fn.addEnvironment(variable, table.tableName);
}

/** What rotateEdgeSecret allows on the edge secret, besides readEdgeSecret's GetSecretValue. */
export const EDGE_SECRET_ROTATION_ACTIONS = [
  'secretsmanager:DescribeSecret',
  'secretsmanager:PutSecretValue',
  'secretsmanager:UpdateSecretVersionStage',
] as const;

/** What setEdgeHeader allows on the distribution: read its configuration and status, update it. */
export const EDGE_HEADER_ACTIONS = ['cloudfront:GetDistribution', 'cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'] as const;

/** The one Cognito action of each user capability. */
export const COGNITO_ACTIONS = {
  findUsers: 'cognito-idp:ListUsers',
  signOutUsers: 'cognito-idp:AdminUserGlobalSignOut',
  deleteUsers: 'cognito-idp:AdminDeleteUser',
} as const;

/** Grants each capability and sets the variables naming its resource. */
export function applyCapabilities(fn: LambdaFunction, capabilities: readonly Capability[], res: CapabilityResources): void {
  for (const capability of new Set(capabilities)) {
    const resourceName = grant(fn, capability, res);
    for (const variable of CAPABILITY_VARIABLES[capability]) {
      if (resourceName === undefined) throw new Error(`${capability} names no resource for ${variable}`);
      fn.addEnvironment(variable, resourceName);
    }
  }
}

/** The IAM grant of one capability; returns the name of its resource (what its variable holds). */
function grant(fn: LambdaFunction, capability: Capability, res: CapabilityResources): string | undefined {
  switch (capability) {
    case 'encryptBirthDate':
      // Only Encrypt (grantEncrypt would add ReEncrypt* and GenerateDataKey*).
      res.birthDateKey.grant(fn, 'kms:Encrypt');
      return res.birthDateKey.keyArn;
    case 'sendMail':
      res.messaging.grantSendMail(fn);
      return res.messaging.senderEmail;
    case 'sendSms':
      res.messaging.grantSendSms(fn);
      return undefined;
    case 'queueMessages': {
      const queue = res.outboxQueue;
      if (!queue) throw new Error(`${fn.node.path}: queueMessages needs the outbox queue`);
      // Only sqs:SendMessage (grantSendMessages would add GetQueueAttributes and GetQueueUrl, which no code sends).
      fn.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] }));
      return queue.queueUrl;
    }
    case 'writeAvatars':
    case 'deleteAvatars':
    case 'readWriteAttachments':
    case 'readAttachments':
    case 'writeExports':
    case 'deleteExports':
      return grantObjects(fn, capability, res).bucketName;
    case 'readBlogFeed':
      // An outbound HTTPS request: nothing for IAM to grant; the variable names the feed.
      return res.blogFeedUrl;
    case 'runDeletionGrace': {
      const machine = res.deletionStateMachine;
      if (!machine) throw new Error(`${fn.node.path}: runDeletionGrace needs the deletion state machine`);
      machine.grantStartExecution(fn);
      // Stopping acts on executions, whose ARNs derive from the state machine's.
      machine.grantExecution(fn, 'states:StopExecution');
      Validations.of(fn).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:{"Fn::Select":[6,{"Fn::Split":[":",{"Ref":"${logicalId(machine)}"}]}]}:*]`,
        reason:
          'StopExecution (cancelling a deletion) acts on an execution whose name is only known at run time; the grant covers executions of the deletion-grace state machine only.',
      });
      return machine.stateMachineArn;
    }
    case 'readFormWebhookSecret':
      // Only GetSecretValue, only on this one secret (grantRead would add DescribeSecret).
      fn.addToRolePolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [res.formWebhookSecret.secretArn] }));
      return res.formWebhookSecret.secretArn;
    case 'readEdgeSecret':
      fn.addToRolePolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [res.edgeSecret.secretArn] }));
      return res.edgeSecret.secretArn;
    case 'rotateEdgeSecret':
      // The rotation's own actions, on this one secret (its AWS-managed key needs no grant). No GetRandomPassword:
      // the value comes from node's CSPRNG (functions/services/edgeSecretRotation.ts), so nothing is allowed on `*`.
      fn.addToRolePolicy(new PolicyStatement({ actions: [...EDGE_SECRET_ROTATION_ACTIONS], resources: [res.edgeSecret.secretArn] }));
      return res.edgeSecret.secretArn;
    case 'setEdgeHeader': {
      const distribution = res.distribution;
      if (!distribution) throw new Error(`${fn.node.path}: setEdgeHeader needs the distribution`);
      fn.addToRolePolicy(new PolicyStatement({ actions: [...EDGE_HEADER_ACTIONS], resources: [distribution.distributionArn] }));
      return distribution.distributionId;
    }
    case 'findUsers':
    case 'signOutUsers':
    case 'deleteUsers': {
      const pool = res.userPool;
      if (!pool) throw new Error(`${fn.node.path}: ${capability} needs the user pool`);
      pool.grant(fn, COGNITO_ACTIONS[capability]);
      return pool.userPoolId;
    }
    case 'pushToSockets': {
      const stage = res.notificationSocketStage;
      if (!stage) throw new Error(`${fn.node.path}: pushToSockets needs the notification WebSocket stage`);
      // Only POST @connections/{id} (PostToConnection) on this API's one stage; the stage's own
      // grantManagementApiAccess would allow every method (GET, DELETE) too.
      const apiArn = Stack.of(stage).formatArn({ service: 'execute-api', resource: stage.api.apiId });
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [`${apiArn}/${stage.stageName}/POST/@connections/*`] }),
      );
      Validations.of(fn).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<${logicalId(stage.api)}>/${stage.stageName}/POST/@connections/*]`,
        reason:
          'PostToConnection names a connection id API Gateway assigns at run time, so the grant covers POST @connections/* on the notification socket\u2019s one stage, nothing else.',
      });
      return stage.callbackUrl;
    }
  }
}
