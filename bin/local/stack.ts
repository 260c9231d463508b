/**
 * The whole product on one machine: every AWS service replaced by a local
 * stand-in that speaks its API (see DESIGN.md), our real handlers running
 * against them, and the web app in front. `npm start` (bin/local.ts) and the
 * test global setup (tests/support/globalSetup.ts) both call startStack.
 *
 * Our handlers run in this process, each with the environment its row in
 * lib/functions.ts names (functionEnv.ts); startStack also sets process.env
 * to the whole environment, for the seed and tools that call the store.
 */
import './quietSdkNotices';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issuerFor, startCognito } from './cognito';
import { startIdentityProvider } from './identityProvider';
import { ensurePoolAndClient } from './cognitoPool';
import { startDynamoDb } from './dynamodb';
import {
  ATTACHMENTS_BUCKET,
  AVATARS_BUCKET,
  BIRTH_DATE_KEY_ID,
  DELETION_STATE_MACHINE_ARN,
  EXPORTS_BUCKET,
  LOCAL_ACCOUNT,
  LOCAL_REGION,
  MAIL_FROM,
  TABLE_NAME,
  handlerEnvironment,
  localOutboxQueueUrl,
  localUrl,
  DEFAULT_LOCAL_LOG_LEVEL,
} from './handlerEnv';
import { StartupError } from './startupError';
import { logger } from '#services/observability';
import { startApiServer } from './apiServer';
import { createAuthorizer } from './jwtAuthorizer';
import { loadOrCreateKey, startKms } from './kms';
import { localFunctions } from './functionRegistry';
import { startLambdaInvoke } from './lambdaInvoke';
import { checkJava, checkPortsFree } from './prerequisites';
import { BASE_PORTS, portsWithOffset, type PortLayout } from './ports';
import { startS3 } from './s3';
import { startScheduler, type Scheduler } from './scheduler';
import { seedOnce, stillFreeCodes, type DemoSeed } from './seed';
import { startSes } from './ses';
import { SmsOutbox } from './smsOutbox';
import { startSns } from './sns';
import { startStepFunctions } from './stepFunctions';
import { startNewsletterFeed } from './newsletterFeed';
import { startWeb, webAppExists, type WebMode } from './web';
import { startNotificationSocket } from './notificationSocket';
import { startStreamPoller } from './streamPoller';
import { LocalQueue } from './localQueue';
import { localQueueUrls, startSqs } from './sqs';
import { OUTBOX_MAX_RECEIVES } from '#domain/outbox';
import { DATA_EXPORT_RETRY_ATTEMPTS } from '#domain/dataRequests';
import {
  COLLUSION_SIGNALS,
  DATA_EXPORT,
  FINALIZE_DELETION,
  PUSH_NOTIFICATIONS,
  SEND_OUTBOX,
  UNFURL,
  VOUCH_SIDE_EFFECTS,
  VOUCH_SIDE_EFFECTS_RETRY_ATTEMPTS,
} from '#lib/functions';

export interface StackOptions {
  /** Added to every port of the brief's layout: 0 for npm start, 10000 for tests. */
  portOffset?: number;
  /** Where data persists; null: a temp dir removed on stop, DynamoDB in memory. */
  dataDir?: string | null;
  /** Wipe dataDir before starting (npm start -- --fresh). */
  fresh?: boolean;
  /** Run seedDemoData() once per data dir. */
  seed?: boolean;
  /** production: the production build behind the local CloudFront; dev: Vite dev server; none: no web. */
  web?: WebMode;
  /** Where the production build goes; default web/dist (rebuilt only when web sources change). */
  webBuildDir?: string;
  /** Milliseconds every Step Functions Wait state lasts instead of its real time (tests). */
  stepFunctionsWaitMs?: number;
  /** The outbox's visibility timeout after a failed send, times the receive count (default 2000 ms; minutes on AWS). */
  outboxRetryMs?: number;
  /** How often the scheduled jobs (invite expiry, blog feed refresh) run; null: never on its own. */
  scheduleIntervalMs?: number | null;
  /** Where progress and handler errors are written. */
  log?: (line: string) => void;
  /** cognito-local's own log level (pino): 'silent' by default. */
  cognitoLogLevel?: string;
  /** What to tell the developer when a port is busy. */
  busyPortHint?: string;
}

export interface StackEndpoints {
  region: string;
  webUrl: string;
  /** False when started without the web (web: 'none') or before web/ exists. */
  webServed: boolean;
  apiUrl: string;
  /** The Cognito endpoint clients use (our shim in front of cognito-local). */
  cognitoUrl: string;
  lambdaUrl: string;
  dynamodbUrl: string;
  sesUrl: string;
  /** The mailbox page; GET `${sesUrl}/store` returns the mails as JSON. */
  mailboxUrl: string;
  s3Url: string;
  snsUrl: string;
  /** The SMS outbox page; `${snsUrl}/outbox.json` as JSON. */
  smsOutboxUrl: string;
  /** The SQS stand-in: the outbox queue of mails and text messages, and its dead-letter queue (bin/local/sqs.ts). */
  sqsUrl: string;
  outboxQueueUrl: string;
  outboxDeadLetterQueueUrl: string;
  kmsUrl: string;
  sfnUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The `iss` of tokens; `${issuer}/.well-known/jwks.json` are the keys. */
  issuer: string;
  tableName: string;
  avatarsBucket: string;
  attachmentsBucket: string;
  /** The private bucket of data exports (issue 10 §6). */
  exportsBucket: string;
  birthDateKeyId: string;
  deletionStateMachineArn: string;
  /** Everything the handlers read (functions/services), for a process that runs them. */
  env: Record<string, string>;
  ports: PortLayout;
  dataDir: string;
}

export interface RunningStack {
  endpoints: StackEndpoints;
  /** What seedDemoData returned (invite codes: only those still free), or null when not seeded. */
  seed: DemoSeed | null;
  /** The scheduled jobs (invite expiry, blog feed refresh), run on demand. */
  scheduler: Scheduler;
  stop(): Promise<void>;
}

const FINALIZE_FUNCTION_ARN = `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${FINALIZE_DELETION.name}`;

function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** The levels Powertools' Logger takes (its LogLevelThreshold's names). */
const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT'] as const;

/**
 * Sets the functions' log level. The Logger reads POWERTOOLS_LOG_LEVEL only
 * when it is built, and functions/services/observability.ts builds its
 * logger when first imported (by this module, so before the stack has set
 * the variable); every invocation's logger is a child of that one and takes
 * its level, so setting it here covers them all.
 */
function applyLogLevel(level: string): void {
  const name = LOG_LEVELS.find((known) => known === level.toUpperCase());
  if (!name) throw new StartupError(`POWERTOOLS_LOG_LEVEL=${level} is no log level: use one of ${LOG_LEVELS.join(', ')}.`);
  logger.setLogLevel(name);
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const ports = options.portOffset ? portsWithOffset(options.portOffset) : { ...BASE_PORTS };
  const web: WebMode = options.web ?? 'none';

  checkJava();
  const { web: webPort, ...servicePorts } = ports;
  await checkPortsFree(web === 'none' ? servicePorts : { ...servicePorts, web: webPort }, options.busyPortHint ?? 'stop what uses it and try again');

  const temporary = options.dataDir === null || options.dataDir === undefined;
  const dataDir = temporary ? mkdtempSync(path.join(os.tmpdir(), 'vouched-stack-')) : path.resolve(options.dataDir as string);
  if (options.fresh && !temporary) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  // Everything started so far, stopped in reverse on failure or stop().
  const stoppers: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) {
      try {
        await stop();
      } catch (error) {
        log(`while stopping: ${errorText(error)}`);
      }
    }
    stoppers.length = 0;
    if (temporary) rmSync(dataDir, { recursive: true, force: true });
  };

  // Like CloudWatch: a handler's failure is logged where the developer sees it.
  // Trigger refusals (e.g. a used invite code) are expected, so they get one line, not a stack.
  const onHandlerError = (where: string) => (name: string, error: unknown) =>
    log(`[${where} ${name}] ${where === 'trigger' && error instanceof Error ? `${error.name}: ${error.message}` : errorText(error)}`);

  // Every variable the handlers may read, set once the user pool exists; each function gets its own part (functionEnv.ts).
  let env: Record<string, string> | undefined;
  const functions = localFunctions(() => {
    if (!env) throw new Error('a function was invoked before the local stack finished starting');
    return env;
  });

  try {
    const outbox = new SmsOutbox(temporary ? null : path.join(dataDir, 'sms-outbox.json'));
    const kmsKey = loadOrCreateKey(temporary ? null : path.join(dataDir, 'kms-key'));
    const webOrigin = localUrl(ports.web);

    // DynamoDB Local (Java) is the slowest to start: start it first, await it last.
    const dynamoDir = temporary ? null : path.join(dataDir, 'dynamodb');
    if (dynamoDir) mkdirSync(dynamoDir, { recursive: true });
    const dynamoStarting = startDynamoDb(ports.dynamodb, dynamoDir);
    // Handled here so a failure while the others start is not an unhandled rejection; it is rethrown below.
    dynamoStarting.catch(() => undefined);
    stoppers.push(async () => (await dynamoStarting.catch(() => null))?.stop());

    for (const start of [
      () => startSes(ports.ses),
      () => startS3(ports.s3, dataDir, [AVATARS_BUCKET, ATTACHMENTS_BUCKET, EXPORTS_BUCKET], webOrigin),
      () => startSns(ports.sns, outbox),
      () => startNewsletterFeed(ports.feed),
      () => startKms(ports.kms, kmsKey, BIRTH_DATE_KEY_ID),
      () => startLambdaInvoke(ports.lambda, functions, onHandlerError('trigger')),
      () => startIdentityProvider(ports.idp),
      () =>
        startCognito({
          port: ports.cognito,
          lambdaPort: ports.lambda,
          sesPort: ports.ses,
          mailFrom: MAIL_FROM,
          dataDir,
          persist: !temporary,
          outbox,
          logLevel: options.cognitoLogLevel ?? 'silent',
          identityProviderUrl: localUrl(ports.idp),
        }),
    ]) {
      const running = await start();
      stoppers.push(() => running.stop());
    }

    const pool = await ensurePoolAndClient(localUrl(ports.cognito), path.join(dataDir, 'cognito', 'pool-ids.json'));
    // The local web server plays CloudFront, so it carries the edge secret (functions/contract/edge.ts).
    const edgeSecret = randomBytes(16).toString('hex');
    env = handlerEnvironment(ports, pool, edgeSecret);
    // For code of this process that is no function: the seed, and the bench calling the store.
    Object.assign(process.env, env);
    applyLogLevel(env.POWERTOOLS_LOG_LEVEL ?? DEFAULT_LOCAL_LOG_LEVEL);

    const issuer = issuerFor(ports.cognito, pool.userPoolId);
    const authorizer = await createAuthorizer(issuer, pool.userPoolClientId);
    const api = await startApiServer({
      port: ports.api,
      authorizer,
      webConfig: {
        region: LOCAL_REGION,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        userPoolEndpoint: localUrl(ports.cognito),
        // Google and LinkedIn through the local hosted UI and provider (hostedUi.ts, identityProvider.ts).
        identityProviders: ['Google', 'LinkedIn'],
        oauthUrl: localUrl(ports.cognito),
        notificationsSocketUrl: `ws://localhost:${ports.socket}/`,
      },
      functions,
      onHandlerError: onHandlerError('api'),
    });
    stoppers.push(() => api.stop());

    const sfn = await startStepFunctions({
      port: ports.sfn,
      stateMachineArn: DELETION_STATE_MACHINE_ARN,
      finalizeFunctionArn: FINALIZE_FUNCTION_ARN,
      waitOverrideMs: options.stepFunctionsWaitMs,
      functions,
      onTaskError: onHandlerError('step functions task'),
    });
    stoppers.push(() => sfn.stop());

    await dynamoStarting;
    // The bell's live path: the WebSocket API, and the table's stream feeding the push handler (functions/realtime).
    const socketApi = await startNotificationSocket({
      port: ports.socket,
      functions,
      onError: (error) => onHandlerError('socket')('notifications', error),
    });
    stoppers.push(() => socketApi.stop());
    const poller = await startStreamPoller({
      endpoint: localUrl(ports.dynamodb),
      region: LOCAL_REGION,
      tableName: TABLE_NAME,
      // Run as the PushNotifications function, with only the variables its capabilities name (as on AWS).
      handler: (event) => functions.invoke(PUSH_NOTIFICATIONS, event),
      onError: (error) => onHandlerError('stream')('pushNotifications', error),
    });
    stoppers.push(() => poller.stop());
    // The data export's event source mapping: its own reader of the stream, as on AWS, so a slow
    // export never holds up the bell; the function runs with its own environment (functionEnv.ts).
    const exportPoller = await startStreamPoller({
      endpoint: localUrl(ports.dynamodb),
      region: LOCAL_REGION,
      tableName: TABLE_NAME,
      handler: (event) => functions.invoke(DATA_EXPORT, event),
      retryAttempts: DATA_EXPORT_RETRY_ATTEMPTS,
      onError: (error) => onHandlerError('stream')(DATA_EXPORT.name, error),
    });
    stoppers.push(() => exportPoller.stop());
    // The collusion signals' mapping: its own reader too, fed only vouch inserts and removals and profile writes (the filters on AWS).
    const collusionPoller = await startStreamPoller({
      endpoint: localUrl(ports.dynamodb),
      region: LOCAL_REGION,
      tableName: TABLE_NAME,
      handler: async (event) => {
        const records = event.Records.filter(
          (r) =>
            r.dynamodb?.Keys?.PK?.S?.startsWith('USER#') &&
            (((r.eventName === 'INSERT' || r.eventName === 'REMOVE') && r.dynamodb.Keys.SK?.S?.startsWith('VOUCH#')) ||
              r.dynamodb.Keys.SK?.S === 'PROFILE'),
        );
        return records.length ? functions.invoke(COLLUSION_SIGNALS, { Records: records }) : undefined;
      },
      retryAttempts: 3,
      onError: (error) => onHandlerError('stream')(COLLUSION_SIGNALS.name, error),
    });
    stoppers.push(() => collusionPoller.stop());
    // What follows a vouch (issue 21): its own mapping, fed only vouch items' changes (the filter on AWS, lib/realtime.ts).
    const vouchEffectsPoller = await startStreamPoller({
      endpoint: localUrl(ports.dynamodb),
      region: LOCAL_REGION,
      tableName: TABLE_NAME,
      handler: async (event) => {
        const records = event.Records.filter((r) => r.dynamodb?.Keys?.PK?.S?.startsWith('USER#') && r.dynamodb.Keys.SK?.S?.startsWith('VOUCH#'));
        return records.length ? functions.invoke(VOUCH_SIDE_EFFECTS, { Records: records }) : undefined;
      },
      retryAttempts: VOUCH_SIDE_EFFECTS_RETRY_ATTEMPTS,
      onError: (error) => onHandlerError('stream')(VOUCH_SIDE_EFFECTS.name, error),
    });
    stoppers.push(() => vouchEffectsPoller.stop());
    // The outbox (issue 20 §4): the queue requests put mails and text messages on, and its mapping running the sender.
    const queueUrls = localQueueUrls(localUrl(ports.sqs), LOCAL_ACCOUNT);
    if (queueUrls.outbox !== localOutboxQueueUrl(ports)) throw new Error('the outbox queue URL of the functions and of the SQS stand-in differ');
    const outboxQueue = new LocalQueue({
      queueArn: `arn:aws:sqs:${LOCAL_REGION}:${LOCAL_ACCOUNT}:vouched-outbox`,
      region: LOCAL_REGION,
      maxReceives: OUTBOX_MAX_RECEIVES,
      retryMs: options.outboxRetryMs ?? 2000,
      handler: (event) => functions.invoke(SEND_OUTBOX, event),
      onError: (error) => onHandlerError('queue')(SEND_OUTBOX.name, error),
    });
    stoppers.push(() => outboxQueue.stop());
    const sqs = await startSqs(ports.sqs, queueUrls, outboxQueue);
    stoppers.push(() => sqs.stop());
    const seeded = options.seed ? await seedOnce(path.join(dataDir, 'seed.json')) : null;
    const seed = seeded && { ...seeded, inviteCodes: await stillFreeCodes(seeded.inviteCodes) };

    const scheduler = startScheduler(options.scheduleIntervalMs ?? null, functions, (name, error) => onHandlerError('schedule')(name, error));
    stoppers.push(() => scheduler.stop());

    let webServed = false;
    if (web !== 'none') {
      if (webAppExists()) {
        const served = await startWeb(web, {
          port: ports.web,
          apiUrl: localUrl(ports.api),
          edgeSecret,
          cognitoUrl: localUrl(ports.cognito),
          s3Url: localUrl(ports.s3),
          avatarsBucket: AVATARS_BUCKET,
          socketUrl: `ws://localhost:${ports.socket}`,
          outDir: options.webBuildDir,
          share: (event) => functions.invoke(UNFURL, event),
          log,
        });
        stoppers.push(() => served.stop());
        webServed = true;
      } else {
        log('web/vite.config.ts is missing, so the web app is not served (the API and stand-ins run).');
      }
    }

    const endpoints: StackEndpoints = {
      region: LOCAL_REGION,
      webUrl: webOrigin,
      webServed,
      apiUrl: localUrl(ports.api),
      cognitoUrl: localUrl(ports.cognito),
      lambdaUrl: localUrl(ports.lambda),
      dynamodbUrl: localUrl(ports.dynamodb),
      sesUrl: localUrl(ports.ses),
      mailboxUrl: `${localUrl(ports.ses)}/`,
      s3Url: localUrl(ports.s3),
      snsUrl: localUrl(ports.sns),
      smsOutboxUrl: `${localUrl(ports.sns)}/outbox`,
      sqsUrl: localUrl(ports.sqs),
      outboxQueueUrl: queueUrls.outbox,
      outboxDeadLetterQueueUrl: queueUrls.deadLetters,
      kmsUrl: localUrl(ports.kms),
      sfnUrl: localUrl(ports.sfn),
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      issuer,
      tableName: TABLE_NAME,
      avatarsBucket: AVATARS_BUCKET,
      attachmentsBucket: ATTACHMENTS_BUCKET,
      exportsBucket: EXPORTS_BUCKET,
      birthDateKeyId: BIRTH_DATE_KEY_ID,
      deletionStateMachineArn: DELETION_STATE_MACHINE_ARN,
      env,
      ports,
      dataDir,
    };
    let stopping: Promise<void> | null = null;
    return { endpoints, seed, scheduler, stop: () => (stopping ??= stopAll()) };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
