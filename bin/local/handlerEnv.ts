/**
 * Every variable our handlers read (see functions/services/*), pointed at
 * the local stand-ins. Each function is given only its part of it
 * (functionEnv.ts). In AWS the endpoint variables are absent and the SDK
 * talks to the real services: this is the only difference between the two.
 */
import type { PortLayout } from './ports';
import { SAMPLE_FEED_PATH } from './newsletterFeed';
import { EDGE_SECRET_ARN_VAR, EDGE_SECRET_VAR } from '#contract/edge';

export const LOCAL_REGION = 'us-east-1';
export const LOCAL_ACCOUNT = '000000000000';
export const TABLE_NAME = 'vouched';
export const AVATARS_BUCKET = 'vouched-avatars';
export const ATTACHMENTS_BUCKET = 'vouched-feedback-attachments';
export const EXPORTS_BUCKET = 'vouched-data-exports';
export const MAIL_FROM = 'Vouched <no-reply@vouched.local>';
export const BIRTH_DATE_KEY_ID = `arn:aws:kms:${LOCAL_REGION}:${LOCAL_ACCOUNT}:key/local-birth-date`;
export const DELETION_STATE_MACHINE_ARN = `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stateMachine:deletion-grace`;
export const EDGE_SECRET_ARN = `arn:aws:secretsmanager:${LOCAL_REGION}:${LOCAL_ACCOUNT}:secret:edge`;
export const FORM_WEBHOOK_SECRET_ARN = `arn:aws:secretsmanager:${LOCAL_REGION}:${LOCAL_ACCOUNT}:secret:form-webhook`;
/**
 * The Google Form webhook's signing secret in the local stack (no Secrets
 * Manager here): a fixed development value, also what a local form's script
 * and the tests sign with. Never used on AWS, where the stack generates one.
 */
export const LOCAL_FORM_WEBHOOK_SECRET = 'local-dev-form-webhook-secret';

export const localUrl = (port: number): string => `http://localhost:${port}`;

/** The outbox queue's local URL (bin/local/sqs.ts), as SQS names a queue: endpoint, account, name. */
export const localOutboxQueueUrl = (ports: PortLayout): string => `${localUrl(ports.sqs)}/${LOCAL_ACCOUNT}/vouched-outbox`;

/**
 * How much the functions log locally: warnings and errors, so the terminal
 * of `npm start` shows its banner and then only what needs attention.
 * `POWERTOOLS_LOG_LEVEL=INFO npm start` shows every function's log.
 */
export const DEFAULT_LOCAL_LOG_LEVEL = 'WARN';

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/** @param edgeSecret what the local web server (standing in for CloudFront) adds to /api requests. */
export function handlerEnvironment(ports: PortLayout, pool: PoolIds, edgeSecret: string): Record<string, string> {
  return {
    AWS_REGION: LOCAL_REGION,
    // The SDK insists on credentials; the stand-ins ignore them.
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME,
    DYNAMODB_ENDPOINT: localUrl(ports.dynamodb),
    COGNITO_ENDPOINT: localUrl(ports.cognito),
    USER_POOL_ID: pool.userPoolId,
    USER_POOL_CLIENT_ID: pool.userPoolClientId,
    SES_ENDPOINT: localUrl(ports.ses),
    MAIL_FROM,
    SNS_ENDPOINT: localUrl(ports.sns),
    KMS_ENDPOINT: localUrl(ports.kms),
    BIRTH_DATE_KEY_ID,
    S3_ENDPOINT: localUrl(ports.s3),
    AVATARS_BUCKET,
    ATTACHMENTS_BUCKET,
    EXPORTS_BUCKET,
    SFN_ENDPOINT: localUrl(ports.sfn),
    DELETION_STATE_MACHINE_ARN,
    FORM_WEBHOOK_SECRET_ARN,
    FORM_WEBHOOK_SECRET: LOCAL_FORM_WEBHOOK_SECRET,
    BLOG_FEED_URL: `${localUrl(ports.feed)}${SAMPLE_FEED_PATH}`,
    APP_URL: localUrl(ports.web),
    [EDGE_SECRET_ARN_VAR]: EDGE_SECRET_ARN,
    [EDGE_SECRET_VAR]: edgeSecret,
    SOCKET_MANAGEMENT_ENDPOINT: localUrl(ports.socket),
    OUTBOX_QUEUE_URL: localOutboxQueueUrl(ports),
    // The operator's choice wins (see DEFAULT_LOCAL_LOG_LEVEL).
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? DEFAULT_LOCAL_LOG_LEVEL,
    // No CloudWatch reads the EMF metric lines here (functions/services/observability.ts, beginInvocation).
    POWERTOOLS_METRICS_DISABLED: 'true',
    // No X-Ray either: observability.ts loads the Tracer only inside Lambda (env.tracingEnabled), and this says so
    // for any code that asks Powertools.
    POWERTOOLS_TRACE_ENABLED: 'false',
  };
}
