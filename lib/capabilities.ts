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
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { CAPABILITY_VARIABLES, type Capability } from './functions';
import type { VouchedFunction } from './lambda';
import type { Messaging } from './messaging';
import { logicalId } from './nag';
import { UPLOADS_KEY_PREFIX } from '#domain/uploadKeys';

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
  /** The notification WebSocket API's stage (lib/realtime.ts); set before the push function is built. */
  notificationSocketStage?: WebSocketStage;
}

/**
 * Explicit actions instead of grantReadData/grantWriteData: those include
 * Scan, and no code path of ours may read the whole table (DESIGN.md).
 */
const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/**
 * Avatars are served by CloudFront at /avatars/*, which forwards the path
 * unchanged: every avatar object key must start with this prefix.
 */
export const AVATARS_KEY_PREFIX = 'avatars/';

/** Every export object key starts with this prefix (functions/services/dataExports.ts dataExportKey). */
export const EXPORTS_KEY_PREFIX = 'exports/';

/**
 * s3:GetObject and s3:PutObject (what presigned GET/POST forms need, and the
 * check of a stored upload) on the bucket's objects under a prefix, and
 * s3:DeleteObject where uploads are deleted (a refused upload, a replaced
 * avatar); the data export never deletes its files (the bucket expires them).
 */
function grantObjects(fn: VouchedFunction, bucket: IBucket, prefix: string, options: { delete: boolean }): void {
  const actions = ['s3:GetObject', 's3:PutObject', ...(options.delete ? ['s3:DeleteObject'] : [])];
  fn.addToRolePolicy(new PolicyStatement({ actions, resources: [bucket.arnForObjects(`${prefix}*`)] }));
  Validations.of(fn).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${logicalId(bucket)}.Arn>/${prefix}*]`,
    reason: `Presigned uploads and downloads name objects the member creates at run time, so the grant covers keys under "${prefix}*" in this one bucket (${actions.join(', ')} only).`,
  });
}

/** Grants each capability and sets the variables naming its resource. */
export function applyCapabilities(fn: VouchedFunction, capabilities: readonly Capability[], res: CapabilityResources): void {
  for (const capability of new Set(capabilities)) {
    const resourceName = grant(fn, capability, res);
    for (const variable of CAPABILITY_VARIABLES[capability]) {
      if (resourceName === undefined) throw new Error(`${capability} names no resource for ${variable}`);
      fn.addEnvironment(variable, resourceName);
    }
  }
}

/** The IAM grant of one capability; returns the name of its resource (what its variable holds). */
function grant(fn: VouchedFunction, capability: Capability, res: CapabilityResources): string | undefined {
  switch (capability) {
    case 'readTable':
      fn.addToRolePolicy(new PolicyStatement({ actions: TABLE_READ_ACTIONS, resources: [res.table.tableArn, `${res.table.tableArn}/index/*`] }));
      return res.table.tableName;
    case 'writeTable':
      fn.addToRolePolicy(new PolicyStatement({ actions: TABLE_WRITE_ACTIONS, resources: [res.table.tableArn] }));
      return res.table.tableName;
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
    case 'writeAvatars':
      grantObjects(fn, res.avatarsBucket, AVATARS_KEY_PREFIX, { delete: true });
      // The presigned form writes under uploads/; the check reads it there, the copy to avatars/ and the delete follow.
      grantObjects(fn, res.avatarsBucket, UPLOADS_KEY_PREFIX, { delete: true });
      return res.avatarsBucket.bucketName;
    case 'readWriteAttachments':
      grantObjects(fn, res.attachmentsBucket, '', { delete: true });
      return res.attachmentsBucket.bucketName;
    case 'writeExports':
      grantObjects(fn, res.exportsBucket, EXPORTS_KEY_PREFIX, { delete: false });
      return res.exportsBucket.bucketName;
    case 'deleteExports':
      // DeleteObject alone: the finaliser names the keys its data requests recorded.
      fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [res.exportsBucket.arnForObjects(`${EXPORTS_KEY_PREFIX}*`)] }));
      Validations.of(fn).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${logicalId(res.exportsBucket)}.Arn>/${EXPORTS_KEY_PREFIX}*]`,
        reason: `A finalised deletion removes the member's export files, whose keys are made at run time, so the grant covers keys under "${EXPORTS_KEY_PREFIX}*" in this one bucket (s3:DeleteObject only).`,
      });
      return res.exportsBucket.bucketName;
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
        reason: 'StopExecution (cancelling a deletion) acts on an execution whose name is only known at run time; the grant covers executions of the deletion-grace state machine only.',
      });
      return machine.stateMachineArn;
    }
    case 'readFormWebhookSecret':
      // Only GetSecretValue, only on this one secret (grantRead would add DescribeSecret).
      fn.addToRolePolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [res.formWebhookSecret.secretArn] }));
      return res.formWebhookSecret.secretArn;
    case 'signOutUsers':
    case 'deleteUsers': {
      const pool = res.userPool;
      if (!pool) throw new Error(`${fn.node.path}: ${capability} needs the user pool`);
      // ListUsers finds the username of a member id (services/identity.ts usernameOf): Google and LinkedIn users' is not their sub.
      pool.grant(fn, 'cognito-idp:ListUsers', capability === 'signOutUsers' ? 'cognito-idp:AdminUserGlobalSignOut' : 'cognito-idp:AdminDeleteUser');
      return pool.userPoolId;
    }
    case 'pushToSockets': {
      const stage = res.notificationSocketStage;
      if (!stage) throw new Error(`${fn.node.path}: pushToSockets needs the notification WebSocket stage`);
      // Only POST @connections/{id} (PostToConnection) on this API's one stage; the stage's own
      // grantManagementApiAccess would allow every method (GET, DELETE) too.
      const apiArn = Stack.of(stage).formatArn({ service: 'execute-api', resource: stage.api.apiId });
      fn.addToRolePolicy(new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [`${apiArn}/${stage.stageName}/POST/@connections/*`] }));
      Validations.of(fn).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<${logicalId(stage.api)}>/${stage.stageName}/POST/@connections/*]`,
        reason: 'PostToConnection names a connection id API Gateway assigns at run time, so the grant covers POST @connections/* on the notification socket\u2019s one stage, nothing else.',
      });
      return stage.callbackUrl;
    }
  }
}
