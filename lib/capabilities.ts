/**
 * Least privilege, written down in one place: each function gets a list of
 * capabilities, and each capability is exactly one IAM grant plus the
 * environment variable that names its resource (functions/services/env.ts).
 * A function without a capability has neither the permission nor the name.
 */
import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { IConstruct } from 'constructs';
import type { Feature } from '../functions/api/routes';
import type { TriggerName } from './auth';
import type { VouchedFunction } from './lambda';
import type { Messaging } from './messaging';

export type Capability =
  /** GetItem, BatchGetItem, Query, ConditionCheckItem on the table and its index. Never Scan. */
  | 'readTable'
  /** PutItem, UpdateItem, DeleteItem, BatchWriteItem on the table (TransactWriteItems needs exactly these per item). */
  | 'writeTable'
  /** kms:Encrypt with the birth-date key. No Decrypt: the birth date is never returned. */
  | 'encryptBirthDate'
  /** ses:SendEmail from the sender identity. */
  | 'sendMail'
  /** sns:Publish to phone numbers only. */
  | 'sendSms'
  /** Presigned avatar uploads (PutObject) and reads in the avatars bucket. */
  | 'writeAvatars'
  /** Presigned feedback-attachment uploads and downloads. */
  | 'readWriteAttachments'
  /** states:StartExecution and states:StopExecution on the deletion-grace state machine. */
  | 'runDeletionGrace';

/**
 * What each API feature may do. Typed by Feature, so a feature added to
 * routes.ts fails the type check until its permissions are decided here.
 */
export const FEATURE_CAPABILITIES: Record<Feature, readonly Capability[]> = {
  // Code checks (public), the member's own invites; e-mail invites are sent from here.
  invites: ['readTable', 'writeTable', 'sendMail'],
  // Public sign-up for the waiting list: conditional put, duplicate check by key.
  waitingList: ['readTable', 'writeTable'],
  // The member's own profile: birth date (encrypted), phone (SMS codes), avatar, account deletion grace.
  me: ['readTable', 'writeTable', 'encryptBirthDate', 'sendSms', 'writeAvatars', 'runDeletionGrace'],
  // Reading other members' profiles.
  members: ['readTable'],
  // Vouching writes the vouch and the score in one transaction; off-platform vouches send an e-mail invite.
  vouches: ['readTable', 'writeTable', 'sendMail'],
  // Super-admin screens (this issue: the waiting list).
  admin: ['readTable'],
};

export const TRIGGER_CAPABILITIES: Record<TriggerName, readonly Capability[]> = {
  // Validates the invite code and counts sign-up attempts (rate limit).
  preSignUp: ['readTable', 'writeTable'],
  // Creates the profile and redeems the invite in one transaction.
  postConfirmation: ['readTable', 'writeTable'],
  // Reads the profile's role for the token claim.
  preTokenGeneration: ['readTable'],
  // Only words the message; needs no AWS access.
  customMessage: [],
};

export const JOB_CAPABILITIES = {
  // Marks expired invites (query by expiry on the index, update each).
  expireInvites: ['readTable', 'writeTable'],
  // Deletion itself is a later issue; for now it only marks the profile.
  finalizeDeletion: ['readTable', 'writeTable'],
} as const satisfies Record<string, readonly Capability[]>;

export interface CapabilityResources {
  table: ITable;
  birthDateKey: IKey;
  messaging: Messaging;
  avatarsBucket: IBucket;
  attachmentsBucket: IBucket;
  /** Absent while the state machine itself is being built (its finalize task comes first). */
  deletionStateMachine?: IStateMachine;
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

/** s3:GetObject and s3:PutObject (what presigned GET/PUT URLs need) on the bucket's objects under a prefix. */
function grantObjects(fn: VouchedFunction, bucket: IBucket, prefix: string): void {
  fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [bucket.arnForObjects(`${prefix}*`)] }));
  Validations.of(fn).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${logicalId(bucket)}.Arn>/${prefix}*]`,
    reason: `Presigned uploads and downloads name objects the member creates at run time, so the grant covers keys under "${prefix}*" in this one bucket (GetObject and PutObject only).`,
  });
}

/** The CloudFormation logical id of an L2 resource, as cdk-nag prints it in findings. */
function logicalId(resource: IConstruct): string {
  return Stack.of(resource).getLogicalId(resource.node.defaultChild as CfnElement);
}

/** Grants each capability and sets the variable naming its resource. */
export function applyCapabilities(fn: VouchedFunction, capabilities: readonly Capability[], res: CapabilityResources): void {
  for (const capability of new Set(capabilities)) {
    switch (capability) {
      case 'readTable':
        fn.addToRolePolicy(new PolicyStatement({ actions: TABLE_READ_ACTIONS, resources: [res.table.tableArn, `${res.table.tableArn}/index/*`] }));
        fn.addEnvironment('TABLE_NAME', res.table.tableName);
        break;
      case 'writeTable':
        fn.addToRolePolicy(new PolicyStatement({ actions: TABLE_WRITE_ACTIONS, resources: [res.table.tableArn] }));
        fn.addEnvironment('TABLE_NAME', res.table.tableName);
        break;
      case 'encryptBirthDate':
        // Only Encrypt (grantEncrypt would add ReEncrypt* and GenerateDataKey*).
        res.birthDateKey.grant(fn, 'kms:Encrypt');
        fn.addEnvironment('BIRTH_DATE_KEY_ID', res.birthDateKey.keyArn);
        break;
      case 'sendMail':
        res.messaging.grantSendMail(fn);
        fn.addEnvironment('MAIL_FROM', res.messaging.senderEmail);
        break;
      case 'sendSms':
        res.messaging.grantSendSms(fn);
        break;
      case 'writeAvatars':
        grantObjects(fn, res.avatarsBucket, AVATARS_KEY_PREFIX);
        fn.addEnvironment('AVATARS_BUCKET', res.avatarsBucket.bucketName);
        break;
      case 'readWriteAttachments':
        grantObjects(fn, res.attachmentsBucket, '');
        fn.addEnvironment('ATTACHMENTS_BUCKET', res.attachmentsBucket.bucketName);
        break;
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
        fn.addEnvironment('DELETION_STATE_MACHINE_ARN', machine.stateMachineArn);
        break;
      }
    }
  }
}
