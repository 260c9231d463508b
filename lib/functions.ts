/**
 * Every Lambda function of Vouched, in one table: its entry file, what
 * invokes it and what it may do. The CDK stack builds the functions from it
 * (lib/lambda.ts applies the capabilities), the local runtime runs the same
 * entries with the environment their capabilities name (bin/local/functionEnv.ts),
 * and the bench measures the same bundles (bench/lambdaBundles.ts).
 *
 * No CDK here: the local runtime and the bench read this file too.
 *
 * Least privilege: a function lists only the capabilities its code uses
 * now. The local runtime withholds the variables of the others, so a
 * function that reaches for a resource it was not given fails locally
 * exactly where IAM would refuse it on AWS.
 */
import { AVATAR_KEY_PREFIX } from '#domain/avatar';
import { CARD_ASSETS } from '#domain/shareCard';
import { UPLOADS_KEY_PREFIX } from '#domain/uploadKeys';
import { EDGE_SECRET_ARN_VAR, EDGE_SECRET_VAR } from '#contract/edge';
import { FEATURES, routes } from '#contract/routes';
import { type Feature, type RouteDef } from '#contract/routeDef';

/**
 * The DynamoDB actions IAM checks for our calls. A TransactWriteItems is
 * checked item by item (PutItem, UpdateItem, DeleteItem, ConditionCheckItem),
 * so it needs no action of its own. Never Scan, never BatchWriteItem (no code
 * sends one).
 */
export type TableAction = 'GetItem' | 'BatchGetItem' | 'Query' | 'ConditionCheckItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem';

/** The table's global secondary indexes (functions/schema/table.ts). */
export type TableIndex = 'GSI1' | 'GSI2' | 'GSI3' | 'GSI4';

/**
 * One statement of a function's table access: these actions on the table
 * (and Query on the named indexes), optionally only on partitions whose key
 * matches one of `partitions`.
 */
export interface TableGrant {
  actions: readonly TableAction[];
  /** Query on these indexes (their own ARNs, no wildcard); needs 'Query' in actions. */
  indexes?: readonly TableIndex[];
  /**
   * IAM StringLike patterns the partition key must match (dynamodb:LeadingKeys
   * with ForAllValues:StringLike); for an index Query it is the index's
   * partition key. Absent: any partition, for functions that act on the
   * partitions of members named at run time.
   */
  partitions?: readonly string[];
}

/** The S3 actions our code needs on objects (HeadObject is s3:GetObject; a copy is GetObject on the source and PutObject on the target). */
export type ObjectAction = 's3:GetObject' | 's3:PutObject' | 's3:DeleteObject';

export type ObjectBucket = 'avatars' | 'attachments' | 'exports';

/**
 * What each object capability allows: its bucket and the actions on the
 * bucket's objects (lib/capabilities.ts adds the key prefix). Granting one
 * more action to a capability is one entry here.
 */
export const OBJECT_CAPABILITIES = {
  /**
   * Presigned avatar uploads (uploads/), the check of an upload (a ranged Get), its copy to avatars/
   * (Get on the source, Put on the target), deleting the upload and a replaced avatar.
   */
  writeAvatars: {
    bucket: 'avatars',
    prefixes: [AVATAR_KEY_PREFIX, UPLOADS_KEY_PREFIX],
    actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
  },
  /** Deleting a member's avatar object (a finalised deletion). */
  deleteAvatars: { bucket: 'avatars', actions: ['s3:DeleteObject'] },
  /** Presigned feedback-attachment uploads (uploads/), the check of an upload and its copy to attachments/, downloads, deleting a refused one. */
  readWriteAttachments: { bucket: 'attachments', actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'] },
  /** Presigned attachment downloads (the admin's feedback screen). */
  readAttachments: { bucket: 'attachments', actions: ['s3:GetObject'] },
  /** Storing an export's JSON and its presigned download; the bucket expires the files. */
  writeExports: { bucket: 'exports', actions: ['s3:GetObject', 's3:PutObject'] },
  /** Deleting a member's export files (a finalised deletion names the keys its data requests recorded). */
  deleteExports: { bucket: 'exports', actions: ['s3:DeleteObject'] },
} as const satisfies Record<string, { bucket: ObjectBucket; prefixes?: readonly string[]; actions: readonly ObjectAction[] }>;

export type ObjectCapability = keyof typeof OBJECT_CAPABILITIES;

/** What a function may do besides the table (its table access is its `table` grants). */
export type Capability =
  /** kms:Encrypt with the birth-date key. No Decrypt: the birth date is never returned. */
  | 'encryptBirthDate'
  /** ses:SendEmail from the sender identity. */
  | 'sendMail'
  /** sns:Publish to phone numbers only. */
  | 'sendSms'
  /** sqs:SendMessage on the outbox queue: a mail or text message leaves the request path (issue 20 §4). */
  | 'queueMessages'
  /** S3 object access, per OBJECT_CAPABILITIES. */
  | ObjectCapability
  /** states:StartExecution and states:StopExecution on the deletion-grace state machine. */
  | 'runDeletionGrace'
  /** Reads the newsletter's RSS feed over HTTPS: no IAM grant, only the feed's URL (configuration). */
  | 'readBlogFeed'
  /**
   * cognito-idp:ListUsers on the user pool: the username of a member id
   * (services/identity.ts usernameOf; a Google or LinkedIn user's username is
   * not their sub) and the nightly list of federated users. ListUsers returns
   * every user's attributes and IAM cannot limit its filter, so only the
   * functions that must find a user hold it.
   */
  | 'findUsers'
  /** cognito-idp:AdminUserGlobalSignOut on the user pool (a confirmed deletion signs the member out everywhere). */
  | 'signOutUsers'
  /** cognito-idp:AdminDeleteUser on the user pool (a finalised deletion; the nightly removal of unredeemed Google and LinkedIn accounts). */
  | 'deleteUsers'
  /** secretsmanager:GetSecretValue on the Google Form webhook's shared secret only. */
  | 'readFormWebhookSecret'
  /** secretsmanager:GetSecretValue on the edge secret only (every API function checks that a request came through CloudFront; its rotation reads its versions). */
  | 'readEdgeSecret'
  /**
   * secretsmanager:DescribeSecret, PutSecretValue and UpdateSecretVersionStage on the edge secret only:
   * the rotation's side of it (a new AWSPENDING version, then AWSCURRENT moved to it). With readEdgeSecret.
   */
  | 'rotateEdgeSecret'
  /** cloudfront:GetDistribution, GetDistributionConfig and UpdateDistribution on the app's distribution only: the rotation sets its origin's edge header. */
  | 'setEdgeHeader'
  /** execute-api:ManageConnections (POST @connections/{id}) on the notification WebSocket API's stage. */
  | 'pushToSockets';

/** The variable naming the table, given to every function with a table grant. */
export const TABLE_VARIABLES: readonly string[] = ['TABLE_NAME'];

/**
 * The environment variable that names each capability's resource
 * (functions/services/env.ts reads them). A function gets the variable only
 * with the capability. SMS goes to phone numbers, not to a resource of
 * ours, so sendSms names none: on AWS only IAM keeps it.
 */
export const CAPABILITY_VARIABLES: Record<Capability, readonly string[]> = {
  encryptBirthDate: ['BIRTH_DATE_KEY_ID'],
  sendMail: ['MAIL_FROM'],
  sendSms: [],
  queueMessages: ['OUTBOX_QUEUE_URL'],
  writeAvatars: ['AVATARS_BUCKET'],
  deleteAvatars: ['AVATARS_BUCKET'],
  readWriteAttachments: ['ATTACHMENTS_BUCKET'],
  readAttachments: ['ATTACHMENTS_BUCKET'],
  runDeletionGrace: ['DELETION_STATE_MACHINE_ARN'],
  readBlogFeed: ['BLOG_FEED_URL'],
  findUsers: ['USER_POOL_ID'],
  signOutUsers: ['USER_POOL_ID'],
  deleteUsers: ['USER_POOL_ID'],
  readFormWebhookSecret: ['FORM_WEBHOOK_SECRET_ARN'],
  // The ARN only: the value is read at run time (functions/services/edgeSecret.ts), never held in the environment.
  readEdgeSecret: [EDGE_SECRET_ARN_VAR],
  rotateEdgeSecret: [EDGE_SECRET_ARN_VAR],
  setEdgeHeader: ['DISTRIBUTION_ID'],
  writeExports: ['EXPORTS_BUCKET'],
  deleteExports: ['EXPORTS_BUCKET'],
  pushToSockets: ['SOCKET_MANAGEMENT_ENDPOINT'],
};

/** The Cognito triggers we implement, by their key in the user pool's LambdaConfig. */
export type CognitoTrigger = 'preSignUp' | 'postConfirmation' | 'preTokenGeneration' | 'customMessage' | 'postAuthentication';

export type Invoker =
  /** API Gateway, for every route of the feature in functions/api/routes.ts. */
  | { kind: 'api'; feature: Feature }
  | { kind: 'cognitoTrigger'; trigger: CognitoTrigger }
  /** EventBridge Scheduler (locally a timer, bin/local/scheduler.ts). */
  | { kind: 'schedule'; description: string }
  /** A Task state of the deletion-grace state machine (functions/schema/deletionGrace.ts). */
  | { kind: 'stepFunctionsTask'; stateMachine: 'deletionGrace' }
  /** A route of the notification WebSocket API (lib/realtime.ts; locally bin/local/notificationSocket.ts). */
  | { kind: 'socketRoute'; route: '$connect' | '$disconnect' }
  /** A Lambda event-source mapping on the table's DynamoDB Stream (locally bin/local/streamPoller.ts); the mapping grants the stream read. */
  | { kind: 'tableStream'; description: string }
  /** A Lambda event-source mapping on an SQS queue (locally bin/local/localQueue.ts); the mapping grants the queue's receive and delete. */
  | { kind: 'queue'; queue: 'outbox' }
  /**
   * Secrets Manager's rotation of a secret (lib/edgeRotation.ts: the secret's rotation schedule, and a
   * permission for secretsmanager.amazonaws.com to invoke it for that secret alone). No local stand-in:
   * locally the edge secret is a fixed value (bin/local/handlerEnv.ts).
   */
  | { kind: 'secretRotation'; secret: 'edge' }
  /** API Gateway routes of its own behind CloudFront's share-path behaviours (lib/web.ts; locally bin/local/webServer.ts). */
  | { kind: 'sharePaths' };

/**
 * Plain variables (no resource, no grant) each kind of function gets, from
 * the stack or the local runtime. Triggers must not get the pool's ids: the
 * pool depends on its triggers, so that would be a cycle.
 */
export const INVOKER_VARIABLES: Record<Invoker['kind'], readonly string[]> = {
  api: ['APP_URL', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID'],
  cognitoTrigger: ['APP_URL'],
  schedule: ['APP_URL'],
  stepFunctionsTask: ['APP_URL'],
  // $connect checks the ID token against the pool and its web client; $disconnect reads neither, but shares the kind.
  socketRoute: ['USER_POOL_ID', 'USER_POOL_CLIENT_ID'],
  // The data export's e-mail links back to the app.
  tableStream: ['APP_URL'],
  // The outbox's messages come written: the sender needs no address of the app.
  queue: [],
  // The event names the secret and the version; the secret's and the distribution's names come with its capabilities.
  secretRotation: [],
  // The previews' absolute addresses, and where the app's index.html is read from.
  sharePaths: ['APP_URL'],
};

/**
 * Local runtime only: a variable holding a secret's value in place of Secrets
 * Manager, given to exactly the functions that get the secret's ARN variable.
 */
export const LOCAL_SECRET_VALUE_VARIABLES: Readonly<Record<string, string>> = { [EDGE_SECRET_ARN_VAR]: EDGE_SECRET_VAR };

export interface LambdaFunctionDef {
  /** The construct id in the stack, and the function name in the local runtime (what Cognito and Step Functions invoke). */
  name: string;
  /** Relative to the repository root; the module exports `handler`. */
  entry: string;
  description: string;
  invokedBy: Invoker;
  /** Its access to the table: one statement per grant; empty for none. */
  table: readonly TableGrant[];
  capabilities: readonly Capability[];
  /** Default: 10 s. */
  timeoutSeconds?: number;
  /** Files copied beside the bundle (`from`, a package file or, starting with ./, a project file; `file`, its name there), read at run time. */
  assets?: readonly { file: string; from: string }[];
}

/** The table access and the other capabilities of one function. */
interface Row {
  table: readonly TableGrant[];
  capabilities: readonly Capability[];
}

/**
 * The rate-limit buckets of a feature's rate-limited routes
 * (functions/store/rateLimits.ts rateBucketEntity: RATE#<route id>#<user:id or ip:addr>).
 */
function rateBuckets(feature: Feature): string[] {
  const all: readonly RouteDef[] = routes;
  return all.filter((r) => r.feature === feature && r.ratePerMinute !== undefined).map((r) => `RATE#${r.id}#*`);
}

/**
 * Taking a token of a public route's rate limit: one conditional UpdateItem
 * on its own buckets. Public features are scoped to their partitions, so
 * their buckets are named too.
 */
function rateLimitOf(feature: Feature): TableGrant {
  return { actions: ['UpdateItem'], partitions: rateBuckets(feature) };
}

/**
 * Typed by Feature, so a feature added to routes.ts fails the type check
 * until its permissions are decided here. The table actions are those its
 * handler's code sends (follow the handler's imports to functions/store):
 * every member feature reads the caller's records (Query, GetItem) and takes
 * rate-limit tokens (UpdateItem); a transaction needs the action of each of
 * its items. Member features act on partitions named at run time (other
 * members', their vouches, guards), so only the public ones are scoped.
 */
const API_ROWS: Record<Feature, Row> = {
  // Code checks (public), the member's own invites (list on GSI1, redeemers' profiles by BatchGetItem) and the
  // create/delete transactions (counter Update, invite and marker Put/Delete); the composer queues its mails.
  invites: {
    table: [{ actions: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], indexes: ['GSI1'] }],
    capabilities: ['queueMessages'],
  },
  // Public sign-up for the waiting list: one PutItem in its partition, and the rate limit.
  // The entry and its address guard (one entry per address, issue 22 #17), in one transaction.
  waitingList: {
    table: [
      { actions: ['PutItem'], partitions: ['WAITLIST', 'WAITLIST_EMAIL#*'] },
      { actions: ['UpdateItem'], partitions: ['STATS#WAITLIST'] },
      rateLimitOf('waitingList'),
    ],
    capabilities: [],
  },
  // The member's own profile (username and e-mail guards moved in transactions, search words put and deleted,
  // received vouches on GSI2); the birth date is stored encrypted.
  me: {
    table: [{ actions: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], indexes: ['GSI2'] }],
    capabilities: ['encryptBirthDate'],
  },
  // Other members' profiles, the directory (GSI1 newest; ranked orders read relationships), the vouch lists (GSI1 given, GSI2 received);
  // writes: the directory's rate-limit bucket and the member's search-term set (UpdateItem).
  members: { table: [{ actions: ['GetItem', 'BatchGetItem', 'Query', 'UpdateItem'], indexes: ['GSI1', 'GSI2'] }], capabilities: [] },
  // Vouching writes the vouch and the score in one transaction (ConditionCheck of the receiver, or that an
  // off-platform address is no member); the vouch-received mail and an off-platform vouch's invitation are queued.
  vouches: {
    table: [{ actions: ['GetItem', 'Query', 'ConditionCheckItem', 'PutItem', 'UpdateItem', 'DeleteItem'] }],
    capabilities: ['queueMessages'],
  },
  // Super-admin screens: the waiting list (an invite from it is written and its mail queued), all feedback (status changes
  // are writes), collusion flags and invite trees on GSI1, and attachment download links (read only).
  admin: {
    table: [{ actions: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'], indexes: ['GSI1'] }],
    capabilities: ['readAttachments', 'queueMessages'],
  },
  // The member's own view permissions (grant Put, revoke Update, list with the viewers' profiles) and the member lookup for granting.
  viewPermissions: { table: [{ actions: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'] }], capabilities: [] },
  // The blog reads its cache; only while nothing is cached does it read the feed and put the cache.
  blog: { table: [{ actions: ['GetItem', 'PutItem'], partitions: ['BLOG#FEED'] }, rateLimitOf('blog')], capabilities: ['readBlogFeed'] },
  // A member's testimonial (and its rate-limit bucket); the admin's list.
  testimonials: { table: [{ actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem'] }], capabilities: [] },
  // Request (mails the link itself: no mail, no request), confirm (hides the profile, signs out everywhere, starts
  // the grace; queues the notice), cancel (stops it), the cancel link sent again (queued).
  accountDeletion: {
    table: [{ actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'] }],
    capabilities: ['sendMail', 'queueMessages', 'runDeletionGrace', 'findUsers', 'signOutUsers'],
  },
  // The member's own notifications: the bell's list, the unread count on GSI1 and marking them read.
  notifications: { table: [{ actions: ['GetItem', 'Query', 'UpdateItem'], indexes: ['GSI1'] }], capabilities: [] },
  // The member's data requests: one conditional transaction (pending guard, request, notification).
  dataRequests: { table: [{ actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem'] }], capabilities: [] },
  // A member's own beta feedback (their list on GSI1): presigned attachment uploads, the stored file's first bytes checked before linking.
  feedback: { table: [{ actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], indexes: ['GSI1'] }], capabilities: ['readWriteAttachments'] },
  // Phone codes by SMS and e-mail links by mail, both queued (the code and token items, the profile's verified flags),
  // and the member's own sign-ins from the audit log.
  account: { table: [{ actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'] }], capabilities: ['queueMessages'] },
  // The Google Form webhook: reads the signing secret, writes the response (conditional put) and its rate-limit bucket.
  formResponses: {
    table: [
      { actions: ['PutItem'], partitions: ['FORM_RESPONSES'] },
      { actions: ['UpdateItem'], partitions: ['STATS#FORMRESPONSES'] },
      rateLimitOf('formResponses'),
    ],
    capabilities: ['readFormWebhookSecret'],
  },
  // The member's avatar: the presigned upload form, the stored object checked, the profile's avatar_url set and the replaced object deleted.
  avatar: { table: [{ actions: ['GetItem', 'Query', 'UpdateItem'] }], capabilities: ['writeAvatars'] },
  // Render errors the browser reports (issue 20 §3): a log line each; the table only for the rate limit.
  clientErrors: { table: [rateLimitOf('clientErrors')], capabilities: [] },
};

/** A camel-case key with its first letter upper case: preSignUp → PreSignUp. */
function pascalCase(key: string): string {
  return `${key[0]!.toUpperCase()}${key.slice(1)}`;
}

/** Construct id and local name of a feature's function: ApiMe, ApiWaitingList, ... */
function apiFunctionName(feature: Feature): string {
  return `Api${pascalCase(feature)}`;
}

const API_FUNCTIONS: readonly LambdaFunctionDef[] = FEATURES.map((feature) => ({
  name: apiFunctionName(feature),
  entry: `functions/api/${feature}/handler.ts`,
  description: `Vouched API: ${feature} (${routes
    .filter((r) => r.feature === feature)
    .map((r) => r.id)
    .join(', ')})`,
  invokedBy: { kind: 'api', feature },
  table: API_ROWS[feature].table,
  // Every API function refuses what did not come through CloudFront (functions/api/http/middleware/resolveRoute.ts).
  capabilities: [...API_ROWS[feature].capabilities, 'readEdgeSecret'],
}));

/** Cognito waits at most 5 s for a trigger. */
const TRIGGER_TIMEOUT_SECONDS = 5;

/** What each trigger does (the description's tail), its table access and the capabilities its code uses. */
const TRIGGER_ROWS: Record<CognitoTrigger, Row & { does: string }> = {
  // Reserves the invite code with its sign-up reservation (one transaction) and counts sign-up attempts (rate limit).
  preSignUp: { does: 'the invite gate (code from clientMetadata).', table: [{ actions: ['GetItem', 'PutItem', 'UpdateItem'] }], capabilities: [] },
  // Creates the profile and redeems the invite in one transaction (an off-platform vouch's pending items deleted).
  // A confirmed password reset signs the member out everywhere (issue 22 §1): the pool's id comes in the event.
  postConfirmation: {
    does: 'creates the profile and redeems the invite once; a confirmed password reset signs out everywhere.',
    table: [{ actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'] }],
    capabilities: ['signOutUsers'],
  },
  // Reads the profile for the membership claim: one GetItem in a member's partition.
  preTokenGeneration: { does: 'adds the role claim.', table: [{ actions: ['GetItem'], partitions: ['USER#*'] }], capabilities: [] },
  // Only words the message; needs no AWS access.
  customMessage: { does: 'words the confirmation and reset mails.', table: [], capabilities: [] },
  // Login sync (reads the profile, writes e-mail, verified state, last login; moves the e-mail guard) and the audit log entry.
  postAuthentication: {
    does: 'login sync and the security audit log.',
    table: [{ actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'] }],
    capabilities: [],
  },
};

/** A trigger's function: PreSignUp from functions/triggers/preSignUp.ts, ... */
function triggerDef(trigger: CognitoTrigger): LambdaFunctionDef {
  const name = pascalCase(trigger);
  const { does, table, capabilities } = TRIGGER_ROWS[trigger];
  return {
    name,
    entry: `functions/triggers/${trigger}.ts`,
    description: `Cognito ${name}: ${does}`,
    invokedBy: { kind: 'cognitoTrigger', trigger },
    table,
    capabilities,
    timeoutSeconds: TRIGGER_TIMEOUT_SECONDS,
  };
}

export const COGNITO_TRIGGERS = Object.keys(TRIGGER_ROWS) as CognitoTrigger[];

const TRIGGER_FUNCTIONS: readonly LambdaFunctionDef[] = COGNITO_TRIGGERS.map(triggerDef);

export const EXPIRE_INVITES: LambdaFunctionDef = {
  name: 'ExpireInvites',
  entry: 'functions/jobs/expireInvites.ts',
  description: 'Nightly: marks expired, unredeemed invites.',
  invokedBy: { kind: 'schedule', description: 'every night at 03:00 UTC' },
  // Reads its cursor, queries the day partitions of expiry markers, marks each invite and deletes its marker, moves the cursor.
  table: [
    { actions: ['GetItem', 'PutItem'], partitions: ['JOB#expireInvites'] },
    { actions: ['Query', 'DeleteItem'], partitions: ['INVITE_EXPIRY#*'] },
    { actions: ['UpdateItem'], partitions: ['INVITE#*'] },
  ],
  capabilities: [],
  timeoutSeconds: 5 * 60,
};

export const REMOVE_UNREDEEMED_ACCOUNTS: LambdaFunctionDef = {
  name: 'RemoveUnredeemedAccounts',
  entry: 'functions/jobs/removeUnredeemedAccounts.ts',
  description: 'Nightly: deletes Google and LinkedIn sign-ups that never redeemed an invite.',
  invokedBy: { kind: 'schedule', description: 'every night at 03:30 UTC' },
  // Lists the pool's federated users, reads each one's profile, deletes those without one.
  table: [{ actions: ['GetItem'], partitions: ['USER#*'] }],
  capabilities: ['findUsers', 'deleteUsers'],
  timeoutSeconds: 5 * 60,
};

export const REFRESH_BLOG_FEED: LambdaFunctionDef = {
  name: 'RefreshBlogFeed',
  entry: 'functions/jobs/refreshBlogFeed.ts',
  description: 'Hourly: reads the newsletter feed into the blog cache.',
  invokedBy: { kind: 'schedule', description: 'every hour' },
  // Reads the feed, puts the one cache item.
  table: [{ actions: ['PutItem'], partitions: ['BLOG#FEED'] }],
  capabilities: ['readBlogFeed'],
  timeoutSeconds: 30,
};

export const FINALIZE_DELETION: LambdaFunctionDef = {
  name: 'FinalizeDeletion',
  entry: 'functions/jobs/finalizeDeletion.ts',
  description: 'Step Functions task after the 24 h deletion grace period.',
  invokedBy: { kind: 'stepFunctionsTask', stateMachine: 'deletionGrace' },
  // Deletes the Cognito user and the avatar's object, anonymises the profile and records the deletion in one
  // transaction, then deletes the member's data export files, unredeemed invites, notifications and data requests.
  table: [{ actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], indexes: ['GSI1'] }],
  capabilities: ['findUsers', 'deleteUsers', 'deleteAvatars', 'deleteExports'],
  timeoutSeconds: 60,
};

export const SOCKET_CONNECT: LambdaFunctionDef = {
  name: 'SocketConnect',
  entry: 'functions/realtime/socketConnect.ts',
  description: 'WebSocket $connect: checks the ID token (?token=) and the account, records the connection with a TTL.',
  invokedBy: { kind: 'socketRoute', route: '$connect' },
  // Reads the caller's deletion state (a deleted account's token is refused), puts the connection's two items (one transaction).
  table: [
    { actions: ['GetItem'], partitions: ['USER#*'] },
    { actions: ['PutItem'], partitions: ['SOCKETS#*', 'SOCKET#*'] },
  ],
  capabilities: [],
};

export const SOCKET_DISCONNECT: LambdaFunctionDef = {
  name: 'SocketDisconnect',
  entry: 'functions/realtime/socketDisconnect.ts',
  description: 'WebSocket $disconnect: forgets the connection.',
  invokedBy: { kind: 'socketRoute', route: '$disconnect' },
  // Deletes the owner item (its old image names the member) and the member's item: writes only.
  table: [{ actions: ['DeleteItem'], partitions: ['SOCKETS#*', 'SOCKET#*'] }],
  capabilities: [],
};

/**
 * The one reader of the table's stream (docs/decisions.md, "One reader of the table's stream"): it
 * hands each batch to the consumers in functions/stream/consumers.ts, in process, so it holds what
 * each of them needs and nothing more (each grant names its consumer).
 */
export const STREAM_DISPATCHER: LambdaFunctionDef = {
  name: 'StreamDispatcher',
  entry: 'functions/stream/dispatcher.ts',
  description:
    'Table stream: hands each batch to its consumers (the bell\u2019s push, the data export, the collusion signals, what follows a vouch).',
  invokedBy: {
    kind: 'tableStream',
    description:
      'INSERTs of notification items (NOTIFS#) and of data access requests; every change of vouch items (USER#/VOUCH#), writes of profiles (USER#/PROFILE)',
  },
  table: [
    // The push: queries the member's connections, deletes those found gone (both items).
    { actions: ['Query'], partitions: ['SOCKETS#*'] },
    { actions: ['DeleteItem'], partitions: ['SOCKETS#*', 'SOCKET#*'] },
    // The data export: reads the member's partitions and index entries (Query, never Scan), stores the JSON,
    // mails the link, then marks the request done with its notification in one transaction.
    { actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], indexes: ['GSI1'] },
    // The collusion signals: a few vouch items, three counters and two id lists (vouches given on GSI1, received
    // on GSI2); a burst reads the hour's received vouches (GSI2) and their vouchers' profiles (BatchGetItem).
    // Reads and writes only flag items, in their one partition; never a score. Look-alike names: the member's
    // entry in the display-name skeleton index is put and deleted, its skeleton's partition queried.
    { actions: ['GetItem', 'BatchGetItem', 'Query'], indexes: ['GSI1', 'GSI2'], partitions: ['USER#*', 'VOUCHER#*', 'VOUCHEE#*'] },
    { actions: ['GetItem', 'UpdateItem'], partitions: ['COLLUSION'] },
    { actions: ['Query', 'PutItem', 'DeleteItem'], partitions: ['DISPLAY_NAME_SKELETON#*'] },
    // What follows a vouch: the voucher's and the receiver's profiles (BatchGetItem); one transaction per change: the
    // marker Put (VOUCH_EFFECT#), the points-per-day Update (USER#/VOUCH_DAYS), a given vouch's notification Put
    // (NOTIFS#); a mail that cannot be queued is recorded as a notification (PutItem). The receiver's transcript summary
    // (USER#/VOUCH_TRANSCRIPT) is read, put back under its revision with its marker, and a context's next newest vouch
    // read from the receiver's partition (GetItem and Query on USER#* above).
    { actions: ['BatchGetItem', 'UpdateItem', 'PutItem'], partitions: ['USER#*'] },
    { actions: ['PutItem'], partitions: ['VOUCH_EFFECT#*', 'NOTIFS#*'] },
  ],
  // The push posts to sockets; the export stores the file and mails its link; a vouch's mail goes through the outbox.
  capabilities: ['pushToSockets', 'writeExports', 'sendMail', 'queueMessages'],
  // The export's budget (it collects a member's whole data); the push and the signals take well under a second.
  timeoutSeconds: 60,
};

export const SEND_OUTBOX: LambdaFunctionDef = {
  name: 'SendOutbox',
  entry: 'functions/jobs/sendOutbox.ts',
  description: 'Outbox queue: sends the mails and text messages requests queued; tells the member when one fails for good.',
  invokedBy: { kind: 'queue', queue: 'outbox' },
  // Only the outcome's notification of the member (one conditional put).
  table: [{ actions: ['PutItem'], partitions: ['NOTIFS#*'] }],
  capabilities: ['sendMail', 'sendSms'],
  timeoutSeconds: 30,
};

export const ROTATE_EDGE_SECRET: LambdaFunctionDef = {
  name: 'RotateEdgeSecret',
  entry: 'functions/jobs/rotateEdgeSecret.ts',
  description: 'Secrets Manager rotation of the edge secret: a new value, CloudFront\u2019s origin header, then current.',
  invokedBy: { kind: 'secretRotation', secret: 'edge' },
  // Reads the versions (GetSecretValue), puts the pending one and moves AWSCURRENT; reads and updates the distribution.
  table: [],
  capabilities: ['readEdgeSecret', 'rotateEdgeSecret', 'setEdgeHeader'],
  // setSecret waits until every API container knows the new value (6 minutes), testSecret until CloudFront
  // has deployed it (at most 10 minutes): each step is its own invocation, within Lambda's 15-minute limit.
  timeoutSeconds: 15 * 60,
};

export const UNFURL: LambdaFunctionDef = {
  name: 'Unfurl',
  entry: 'functions/api/unfurl/handler.ts',
  description: 'Share paths (/vouched, /invite/*, /share-card/*): the app page with the link\u2019s preview tags, and the card picture.',
  invokedBy: { kind: 'sharePaths' },
  // Reads only: the username guard, the invite, a member's own records (one Query of their partition) and one vouch.
  table: [
    { actions: ['GetItem'], partitions: ['USERNAME#*', 'INVITE#*'] },
    { actions: ['GetItem', 'Query'], partitions: ['USER#*'] },
  ],
  capabilities: ['readEdgeSecret'],
  // The first picture of a container loads resvg's WebAssembly and four fonts.
  timeoutSeconds: 15,
  // resvg and the fonts ship beside the bundle, not inside it (functions/services/cardRaster.ts).
  assets: Object.values(CARD_ASSETS),
};

/** Every Lambda function, API features first. */
export const LAMBDA_FUNCTIONS: readonly LambdaFunctionDef[] = [
  ...API_FUNCTIONS,
  ...TRIGGER_FUNCTIONS,
  EXPIRE_INVITES,
  REMOVE_UNREDEEMED_ACCOUNTS,
  REFRESH_BLOG_FEED,
  FINALIZE_DELETION,
  SOCKET_CONNECT,
  SOCKET_DISCONNECT,
  STREAM_DISPATCHER,
  SEND_OUTBOX,
  ROTATE_EDGE_SECRET,
  UNFURL,
];

export function apiFunction(feature: Feature): LambdaFunctionDef {
  return API_FUNCTIONS.find((fn) => fn.invokedBy.kind === 'api' && fn.invokedBy.feature === feature)!;
}

export function triggerFunction(trigger: CognitoTrigger): LambdaFunctionDef {
  return TRIGGER_FUNCTIONS.find((fn) => fn.invokedBy.kind === 'cognitoTrigger' && fn.invokedBy.trigger === trigger)!;
}

export function functionNamed(name: string): LambdaFunctionDef | undefined {
  return LAMBDA_FUNCTIONS.find((fn) => fn.name === name);
}

/** Every variable the function may read besides the shared ones (region, credentials, endpoints). */
export function variablesOf(fn: LambdaFunctionDef): Set<string> {
  return new Set([
    ...INVOKER_VARIABLES[fn.invokedBy.kind],
    ...(fn.table.length > 0 ? TABLE_VARIABLES : []),
    ...capabilitiesGrantedAtCreation(fn).flatMap((c) => CAPABILITY_VARIABLES[c]),
  ]);
}

/** The capabilities acting on the user pool: a Cognito trigger gets them from the pool's construct (lib/auth.ts). */
export const USER_POOL_CAPABILITIES: ReadonlySet<Capability> = new Set<Capability>(['findUsers', 'signOutUsers', 'deleteUsers']);

/**
 * The capabilities a function is granted where it is made. A trigger's
 * user-pool capabilities come later, from the pool (it depends on the
 * trigger, so neither the grant nor USER_POOL_ID can name it earlier).
 */
export function capabilitiesGrantedAtCreation(fn: LambdaFunctionDef): Capability[] {
  return fn.capabilities.filter((c) => !(fn.invokedBy.kind === 'cognitoTrigger' && USER_POOL_CAPABILITIES.has(c)));
}
