/**
 * The environment the backend reads. Endpoint overrides are set only by the
 * local runtime and the tests; in AWS they are absent and the SDK's default
 * endpoints apply.
 *
 * Every read goes through `variables()`: process.env on AWS (one function
 * per process), and in the local runtime, which runs every function in one
 * process, the environment of the function being invoked
 * (bin/local/functionEnv.ts), so a function sees only the variables its
 * capabilities name, as on AWS.
 */
type Variables = Readonly<Record<string, string | undefined>>;

let variables: () => Variables = () => process.env;

/** Where the variables come from from now on (the local runtime's per-invocation environment). */
export function readVariablesFrom(source: () => Variables): void {
  variables = source;
}

export const env = {
  get region(): string {
    return variables().AWS_REGION || 'us-east-1';
  },
  get tableName(): string {
    return required('TABLE_NAME');
  },
  get appUrl(): string {
    return (variables().APP_URL || 'http://localhost:5173').replace(/\/+$/, '');
  },
  get userPoolId(): string {
    return required('USER_POOL_ID');
  },
  get userPoolClientId(): string {
    return required('USER_POOL_CLIENT_ID');
  },
  get birthDateKeyId(): string {
    return required('BIRTH_DATE_KEY_ID');
  },
  /** The SES sender identity ('Vouched <no-reply@…>'), named by the sendMail capability. */
  get mailFrom(): string {
    return required('MAIL_FROM');
  },
  /** The outbox queue mails and text messages leave the request path through (issue 20 §4), named by the queueMessages capability. */
  get outboxQueueUrl(): string {
    return required('OUTBOX_QUEUE_URL');
  },
  /** The newsletter's RSS feed (the readBlogFeed capability): configuration, locally the sample feed's stand-in. */
  get blogFeedUrl(): string {
    return required('BLOG_FEED_URL');
  },
  /** The deletion-grace state machine, named by the runDeletionGrace capability. */
  get deletionStateMachineArn(): string {
    return required('DELETION_STATE_MACHINE_ARN');
  },
  /** The private bucket of feedback attachments, named by the readWriteAttachments capability. */
  get attachmentsBucket(): string {
    return required('ATTACHMENTS_BUCKET');
  },
  /** The private bucket of data exports (issue 10 §6), named by the writeExports capability. */
  get exportsBucket(): string {
    return required('EXPORTS_BUCKET');
  },
  /** The avatars bucket (served at /avatars/* by CloudFront), named by the writeAvatars capability. */
  get avatarsBucket(): string {
    return required('AVATARS_BUCKET');
  },
  /** The WebSocket API's management endpoint (https://…/stage), where pushes to open connections go. */
  get socketManagementEndpoint(): string {
    return required('SOCKET_MANAGEMENT_ENDPOINT');
  },
  /** The Secrets Manager secret the Google Form signs its deliveries with, named by the readFormWebhookSecret capability. */
  get formWebhookSecretArn(): string {
    return required('FORM_WEBHOOK_SECRET_ARN');
  },
  /** Local runtime and tests only: the development secret itself, in place of Secrets Manager. Unset on AWS. */
  get formWebhookSecretOverride(): string | undefined {
    return variables().FORM_WEBHOOK_SECRET || undefined;
  },
  /** The Secrets Manager secret CloudFront proves itself with (functions/contract/edge.ts, services/edgeSecret.ts). */
  get edgeSecretArn(): string {
    return required('EDGE_SECRET_ARN');
  },
  /** The CloudFront distribution whose API origin sends the edge secret, named by the setEdgeHeader capability (its rotation). */
  get distributionId(): string {
    return required('DISTRIBUTION_ID');
  },
  /** Local runtime and tests only: the edge secret itself, in place of Secrets Manager. Unset on AWS. */
  get edgeSecretOverride(): string | undefined {
    return variables().EDGE_SECRET || undefined;
  },
  /**
   * Powertools' switch for metrics (POWERTOOLS_METRICS_DISABLED): set by the
   * local runtime, where no CloudWatch reads the metric lines and they would
   * only fill the terminal. Unset on AWS.
   */
  get metricsDisabled(): boolean {
    return variables().POWERTOOLS_METRICS_DISABLED === 'true';
  },
  /**
   * Whether this process may trace: inside Lambda (AWS_EXECUTION_ENV is
   * `AWS_Lambda_<runtime>` there; ECS and CodeBuild set other values) unless
   * POWERTOOLS_TRACE_ENABLED is false, Powertools' switch. Read once, when
   * services/observability.ts loads; false in the local runtime and the
   * tests, so the X-Ray SDK is never loaded there.
   */
  get tracingEnabled(): boolean {
    const vars = variables();
    return (vars.AWS_EXECUTION_ENV ?? '').startsWith('AWS_Lambda_') && vars.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== 'false';
  },
};

/** A local endpoint override, or undefined in AWS. */
export function endpointFor(
  name: 'DYNAMODB_ENDPOINT' | 'COGNITO_ENDPOINT' | 'KMS_ENDPOINT' | 'SES_ENDPOINT' | 'SFN_ENDPOINT' | 'S3_ENDPOINT' | 'SNS_ENDPOINT',
): string | undefined {
  return variables()[name] || undefined;
}

/** Common client options: region plus the endpoint override when one is set. */
export function clientConfig(endpointVar: Parameters<typeof endpointFor>[0]): { region: string; endpoint?: string } {
  const endpoint = endpointFor(endpointVar);
  return endpoint ? { region: env.region, endpoint } : { region: env.region };
}

function required(name: string): string {
  const value = variables()[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}
