/**
 * The port layout of the local stack. `npm start` uses the base layout from
 * the brief; the test stack shifts every port by +10000 so a running
 * `npm start` never collides with `npm test`.
 */
export interface PortLayout {
  web: number;
  api: number;
  dynamodb: number;
  /** Our shim in front of cognito-local; the only Cognito port clients see. */
  cognito: number;
  /** The local Lambda-invoke endpoint cognito-local calls for its triggers. */
  lambda: number;
  ses: number;
  s3: number;
  /** SNS stand-in; also serves the SMS outbox page. */
  sns: number;
  kms: number;
  sfn: number;
  /** The newsletter's RSS feed (the sample feed the blog reads). */
  feed: number;
  /** The WebSocket API of the notification bell and its management API. */
  socket: number;
  /** The OpenID provider playing Google and LinkedIn (identityProvider.ts). */
  idp: number;
  /** The SQS stand-in: the outbox queue and its dead-letter queue (sqs.ts, localQueue.ts). */
  sqs: number;
}

export const BASE_PORTS: PortLayout = {
  web: 5173,
  api: 3001,
  dynamodb: 8000,
  cognito: 9229,
  lambda: 9230,
  ses: 8005,
  s3: 4569,
  sns: 9240,
  kms: 9241,
  sfn: 9242,
  feed: 9243,
  socket: 9244,
  idp: 9245,
  sqs: 9246,
};

/**
 * Test runs add this to every port: 10000, or VOUCHED_TEST_PORT_OFFSET so two
 * test runs (say, two checkouts) can share a machine.
 */
export const TEST_PORT_OFFSET = Number(process.env.VOUCHED_TEST_PORT_OFFSET ?? 10_000);

export function portsWithOffset(offset: number): PortLayout {
  const shifted = Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]);
  return Object.fromEntries(shifted) as PortLayout;
}

/** What each port is for, in the words a developer sees when one is busy. */
export const PORT_PURPOSE: Record<keyof PortLayout, string> = {
  web: 'the web app',
  api: 'the local API server',
  dynamodb: 'DynamoDB Local',
  cognito: 'local Cognito',
  lambda: 'the local Lambda-invoke endpoint',
  ses: 'the local SES mailbox',
  s3: 'local S3 (s3rver)',
  sns: 'the SNS stand-in and SMS outbox',
  kms: 'the KMS stand-in',
  sfn: 'the Step Functions stand-in',
  feed: 'the sample newsletter feed',
  socket: 'the notifications WebSocket API',
  idp: 'the local Google and LinkedIn sign-in',
  sqs: 'the SQS stand-in (the mail and SMS outbox)',
};
