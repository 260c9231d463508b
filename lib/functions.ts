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
import { EDGE_SECRET_VAR } from '#api/http/edge';
import { FEATURES, routes } from '#contract/routes';
import { type Feature } from '#contract/routeDef';

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
  /** Presigned avatar uploads (uploads/), the check and copy of a stored avatar to avatars/, deleting the upload and a replaced avatar, in the avatars bucket. */
  | 'writeAvatars'
  /** Presigned feedback-attachment uploads (uploads/) and downloads, the check and copy of an upload to attachments/. */
  | 'readWriteAttachments'
  /** states:StartExecution and states:StopExecution on the deletion-grace state machine. */
  | 'runDeletionGrace'
  /** Reads the newsletter's RSS feed over HTTPS: no IAM grant, only the feed's URL (configuration). */
  | 'readBlogFeed'
  /** cognito-idp:ListUsers and AdminUserGlobalSignOut on the user pool (a confirmed deletion signs the member out everywhere). */
  | 'signOutUsers'
  /** cognito-idp:ListUsers and AdminDeleteUser on the user pool (a finalised deletion; the nightly removal of unredeemed Google and LinkedIn accounts). */
  | 'deleteUsers'
  /** secretsmanager:GetSecretValue on the Google Form webhook's shared secret only. */
  | 'readFormWebhookSecret'
  /** s3:PutObject and s3:GetObject (the presigned download) on the exports bucket's exports/ keys. */
  | 'writeExports'
  /** s3:DeleteObject on the exports bucket's exports/ keys (a finalised deletion removes the member's files). */
  | 'deleteExports'
  /** execute-api:ManageConnections (POST @connections/{id}) on the notification WebSocket API's stage. */
  | 'pushToSockets';

/**
 * The environment variable that names each capability's resource
 * (functions/services/env.ts reads them). A function gets the variable only
 * with the capability. SMS goes to phone numbers, not to a resource of
 * ours, so sendSms names none: on AWS only IAM keeps it.
 */
export const CAPABILITY_VARIABLES: Record<Capability, readonly string[]> = {
  readTable: ['TABLE_NAME'],
  writeTable: ['TABLE_NAME'],
  encryptBirthDate: ['BIRTH_DATE_KEY_ID'],
  sendMail: ['MAIL_FROM'],
  sendSms: [],
  writeAvatars: ['AVATARS_BUCKET'],
  readWriteAttachments: ['ATTACHMENTS_BUCKET'],
  runDeletionGrace: ['DELETION_STATE_MACHINE_ARN'],
  readBlogFeed: ['BLOG_FEED_URL'],
  signOutUsers: ['USER_POOL_ID'],
  deleteUsers: ['USER_POOL_ID'],
  readFormWebhookSecret: ['FORM_WEBHOOK_SECRET_ARN'],
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
  /** A Task state of the deletion-grace state machine (functions/jobs/deletionGraceDefinition.ts). */
  | { kind: 'stepFunctionsTask'; stateMachine: 'deletionGrace' }
  /** A route of the notification WebSocket API (lib/realtime.ts; locally bin/local/notificationSocket.ts). */
  | { kind: 'socketRoute'; route: '$connect' | '$disconnect' }
  /** A Lambda event-source mapping on the table's DynamoDB Stream (locally bin/local/streamPoller.ts); the mapping grants the stream read. */
  | { kind: 'tableStream'; description: string };

/**
 * Plain variables (no resource, no grant) each kind of function gets, from
 * the stack or the local runtime. Triggers must not get the pool's ids: the
 * pool depends on its triggers, so that would be a cycle.
 */
export const INVOKER_VARIABLES: Record<Invoker['kind'], readonly string[]> = {
  api: ['APP_URL', EDGE_SECRET_VAR, 'USER_POOL_ID', 'USER_POOL_CLIENT_ID'],
  cognitoTrigger: ['APP_URL'],
  schedule: ['APP_URL'],
  stepFunctionsTask: ['APP_URL'],
  // $connect checks the ID token against the pool and its web client; $disconnect reads neither, but shares the kind.
  socketRoute: ['USER_POOL_ID', 'USER_POOL_CLIENT_ID'],
  // The data export's e-mail links back to the app.
  tableStream: ['APP_URL'],
};

export interface LambdaFunctionDef {
  /** The construct id in the stack, and the function name in the local runtime (what Cognito and Step Functions invoke). */
  name: string;
  /** Relative to the repository root; the module exports `handler`. */
  entry: string;
  description: string;
  invokedBy: Invoker;
  capabilities: readonly Capability[];
  /** Default: 10 s. */
  timeoutSeconds?: number;
}

/** Typed by Feature, so a feature added to routes.ts fails the type check until its permissions are decided here. */
const API_CAPABILITIES: Record<Feature, readonly Capability[]> = {
  // Code checks (public) and the member's own invites, rate-limited (counters are writes); the composer mails invites.
  invites: ['readTable', 'writeTable', 'sendMail'],
  // Public sign-up for the waiting list: conditional put, duplicate check by key.
  waitingList: ['readTable', 'writeTable'],
  // The member's own profile; the birth date is stored encrypted.
  me: ['readTable', 'writeTable', 'encryptBirthDate'],
  // Other members' profiles, the directory and the vouch lists; writes: the directory's rate-limit
  // bucket and the member's search-term set.
  members: ['readTable', 'writeTable'],
  // Vouching writes the vouch and the score in one transaction; an off-platform vouch mails its invitation.
  vouches: ['readTable', 'writeTable', 'sendMail'],
  // Super-admin screens: the waiting list (an invite from it is written and mailed), all feedback (status changes are writes) and attachment download links.
  admin: ['readTable', 'writeTable', 'readWriteAttachments', 'sendMail'],
  // The member's own view permissions (grant, revoke, list) and the member lookup for granting.
  viewPermissions: ['readTable', 'writeTable'],
  // The blog reads its cache; only while nothing is cached does it read the feed and write the cache (and its rate-limit bucket).
  blog: ['readTable', 'writeTable', 'readBlogFeed'],
  // A member's testimonial (and its rate-limit bucket); the admin's list.
  testimonials: ['readTable', 'writeTable'],
  // Request (mails the link), confirm (hides the profile, signs out everywhere, starts the grace), cancel (stops it).
  accountDeletion: ['readTable', 'writeTable', 'sendMail', 'runDeletionGrace', 'signOutUsers'],
  // The member's own notifications: the bell's list and marking them read.
  notifications: ['readTable', 'writeTable'],
  // The member's data requests: one conditional transaction (pending guard, request, notification).
  dataRequests: ['readTable', 'writeTable'],
  // A member's own beta feedback: presigned attachment uploads, the stored file's first bytes checked before linking.
  feedback: ['readTable', 'writeTable', 'readWriteAttachments'],
  // Phone codes by SMS and e-mail links by mail (the code and token items, the profile's verified flags),
  // and the member's own sign-ins from the audit log.
  account: ['readTable', 'writeTable', 'sendSms', 'sendMail'],
  // The Google Form webhook: reads the signing secret, writes the response (conditional put) and its rate-limit bucket.
  formResponses: ['readTable', 'writeTable', 'readFormWebhookSecret'],
  // The member's avatar: the presigned upload form, the stored object checked, the profile's avatar_url set and the replaced object deleted.
  avatar: ['readTable', 'writeTable', 'writeAvatars'],
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
  description: `Vouched API: ${feature} (${routes.filter((r) => r.feature === feature).map((r) => r.id).join(', ')})`,
  invokedBy: { kind: 'api', feature },
  capabilities: API_CAPABILITIES[feature],
}));

/** Cognito waits at most 5 s for a trigger. */
const TRIGGER_TIMEOUT_SECONDS = 5;

/** What each trigger does (the description's tail) and the capabilities its code uses. */
const TRIGGER_ROWS: Record<CognitoTrigger, { does: string; capabilities: readonly Capability[] }> = {
  // Reserves the invite code and counts sign-up attempts (rate limit).
  preSignUp: { does: 'the invite gate (code from clientMetadata).', capabilities: ['readTable', 'writeTable'] },
  // Creates the profile and redeems the invite in one transaction.
  postConfirmation: { does: 'creates the profile and redeems the invite once.', capabilities: ['readTable', 'writeTable'] },
  // Reads the profile's role for the token claim.
  preTokenGeneration: { does: 'adds the role claim.', capabilities: ['readTable'] },
  // Only words the message; needs no AWS access.
  customMessage: { does: 'words the confirmation and reset mails.', capabilities: [] },
  // Login sync (reads the profile, writes e-mail, verified state, last login; moves the e-mail guard) and the audit log entry.
  postAuthentication: { does: 'login sync and the security audit log.', capabilities: ['readTable', 'writeTable'] },
};

/** A trigger's function: PreSignUp from functions/triggers/preSignUp.ts, ... */
function triggerDef(trigger: CognitoTrigger): LambdaFunctionDef {
  const name = pascalCase(trigger);
  const { does, capabilities } = TRIGGER_ROWS[trigger];
  return {
    name,
    entry: `functions/triggers/${trigger}.ts`,
    description: `Cognito ${name}: ${does}`,
    invokedBy: { kind: 'cognitoTrigger', trigger },
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
  // Queries invites by expiry on the index and marks each.
  capabilities: ['readTable', 'writeTable'],
  timeoutSeconds: 5 * 60,
};

export const REMOVE_UNREDEEMED_ACCOUNTS: LambdaFunctionDef = {
  name: 'RemoveUnredeemedAccounts',
  entry: 'functions/jobs/removeUnredeemedAccounts.ts',
  description: 'Nightly: deletes Google and LinkedIn sign-ups that never redeemed an invite.',
  invokedBy: { kind: 'schedule', description: 'every night at 03:30 UTC' },
  // Lists the pool's federated users, reads each one's profile, deletes those without one.
  capabilities: ['readTable', 'deleteUsers'],
  timeoutSeconds: 5 * 60,
};

export const REFRESH_BLOG_FEED: LambdaFunctionDef = {
  name: 'RefreshBlogFeed',
  entry: 'functions/jobs/refreshBlogFeed.ts',
  description: 'Hourly: reads the newsletter feed into the blog cache.',
  invokedBy: { kind: 'schedule', description: 'every hour' },
  // Reads the feed, writes the one cache item.
  capabilities: ['writeTable', 'readBlogFeed'],
  timeoutSeconds: 30,
};

export const FINALIZE_DELETION: LambdaFunctionDef = {
  name: 'FinalizeDeletion',
  entry: 'functions/jobs/finalizeDeletion.ts',
  description: 'Step Functions task after the 24 h deletion grace period.',
  invokedBy: { kind: 'stepFunctionsTask', stateMachine: 'deletionGrace' },
  // Deletes the Cognito user and the avatar's object, anonymises the profile and records the deletion in one
  // transaction, then deletes the member's data export files, unredeemed invites, notifications and data requests.
  capabilities: ['readTable', 'writeTable', 'deleteUsers', 'writeAvatars', 'deleteExports'],
  timeoutSeconds: 60,
};

export const DATA_EXPORT: LambdaFunctionDef = {
  name: 'DataExport',
  entry: 'functions/realtime/dataExport.ts',
  description: 'Table stream: exports a member\u2019s data when they request it, mails the 24-hour link.',
  invokedBy: { kind: 'tableStream', description: 'INSERT of a data access request' },
  // Reads the member's partitions and index entries (Query, never Scan), stores the JSON, mails the link,
  // then marks the request done with its notification in one transaction.
  capabilities: ['readTable', 'writeTable', 'writeExports', 'sendMail'],
  timeoutSeconds: 60,
};

export const COLLUSION_SIGNALS: LambdaFunctionDef = {
  name: 'CollusionSignals',
  entry: 'functions/realtime/collusionSignals.ts',
  description: 'Table stream (vouches given or removed): raises and clears the admin\u2019s collusion flags.',
  invokedBy: { kind: 'tableStream', description: 'INSERTs and REMOVEs of vouch items (USER#/VOUCH#)' },
  // Reads a few vouch items, two id lists and three counters per vouch; writes only flag items. Never a score.
  capabilities: ['readTable', 'writeTable'],
  timeoutSeconds: 30,
};

export const SOCKET_CONNECT: LambdaFunctionDef = {
  name: 'SocketConnect',
  entry: 'functions/realtime/socketConnect.ts',
  description: 'WebSocket $connect: checks the ID token (?token=), records the connection with a TTL.',
  invokedBy: { kind: 'socketRoute', route: '$connect' },
  // Puts the connection's two items; reads nothing.
  capabilities: ['writeTable'],
};

export const SOCKET_DISCONNECT: LambdaFunctionDef = {
  name: 'SocketDisconnect',
  entry: 'functions/realtime/socketDisconnect.ts',
  description: 'WebSocket $disconnect: forgets the connection.',
  invokedBy: { kind: 'socketRoute', route: '$disconnect' },
  // Deletes the owner item (its old image names the member) and the member's item: writes only.
  capabilities: ['writeTable'],
};

export const PUSH_NOTIFICATIONS: LambdaFunctionDef = {
  name: 'PushNotifications',
  entry: 'functions/realtime/pushNotifications.ts',
  description: 'Table stream (notification inserts): pushes each new notification to its member\u2019s open WebSocket connections.',
  invokedBy: { kind: 'tableStream', description: 'INSERTs of notification items (NOTIFS#)' },
  // Queries the member's connections, posts to each, deletes those found gone.
  capabilities: ['readTable', 'writeTable', 'pushToSockets'],
  timeoutSeconds: 30,
};

/** Every Lambda function, API features first. */
export const LAMBDA_FUNCTIONS: readonly LambdaFunctionDef[] = [
  ...API_FUNCTIONS,
  ...TRIGGER_FUNCTIONS,
  EXPIRE_INVITES,
  REMOVE_UNREDEEMED_ACCOUNTS,
  REFRESH_BLOG_FEED,
  FINALIZE_DELETION,
  DATA_EXPORT,
  COLLUSION_SIGNALS,
  SOCKET_CONNECT,
  SOCKET_DISCONNECT,
  PUSH_NOTIFICATIONS,
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
  return new Set([...INVOKER_VARIABLES[fn.invokedBy.kind], ...fn.capabilities.flatMap((c) => CAPABILITY_VARIABLES[c])]);
}
