/**
 * The deploy-time settings of the stack, read from CDK context
 * (`npx cdk deploy -c senderEmail=... -c domainName=...`). Everything is
 * decided at synth time and nothing is looked up in an AWS account, so
 * `cdk synth` works offline with no credentials.
 */
import { Annotations, type Stack } from 'aws-cdk-lib';
import type { Node } from 'constructs';

/** An OAuth identity provider configured by client id + the NAME of a Secrets Manager secret holding its client secret. */
export interface FederatedProviderConfig {
  clientId: string;
  /** Name (or ARN) of a Secrets Manager secret whose SecretString is the client secret; the secret never enters the template. */
  clientSecretName: string;
}

export interface VouchedConfig {
  /** The From address of every mail (Cognito's and ours), an SES identity created by the stack. */
  senderEmail: string;
  /** True when senderEmail is the placeholder: synth works, a deploy would create an unusable identity. */
  senderEmailIsPlaceholder: boolean;
  /**
   * Whether the sender identity has been verified (the link SES mails on the first deploy was
   * clicked). Cognito refuses an unverified SES sender when the pool is created or updated, so
   * until then the pool sends its mails through Cognito's own default sender.
   */
  senderVerified: boolean;
  /** Optional custom domain of the app (CloudFront alias); needs certificateArn (ACM, us-east-1). */
  domainName?: string;
  certificateArn?: string;
  google?: FederatedProviderConfig;
  linkedin?: FederatedProviderConfig;
  /** The newsletter's RSS feed the blog shows (https). */
  blogFeedUrl: string;
  /** Prefix of the Cognito hosted domain used by Google/LinkedIn sign-in (globally unique). */
  authDomainPrefix?: string;
  /** The user-testing Google Form embedded on the Beta feedback page (https only); its origin is the CSP's only frame-src. */
  googleFormUrl?: string;
  /** Who is mailed when an alarm fires (an SNS e-mail subscription, confirmed from the first mail). */
  alarmEmail?: string;
}

export const PLACEHOLDER_SENDER = 'no-reply@example.com';
/** Until -c blogFeedUrl=... is given: synth works, the blog shows its error until a real feed is configured. */
export const PLACEHOLDER_BLOG_FEED = 'https://example.com/feed';

/** Context keys the stack reads, documented in README "Deploying to AWS". */
export const CONTEXT_KEYS = [
  'senderEmail',
  'senderVerified',
  'domainName',
  'certificateArn',
  'googleClientId',
  'googleClientSecretName',
  'linkedinClientId',
  'linkedinClientSecretName',
  'authDomainPrefix',
  'blogFeedUrl',
  'googleFormUrl',
  'alarmEmail',
] as const;

type ContextKey = (typeof CONTEXT_KEYS)[number];

function read(node: Node, key: ContextKey): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string (got ${typeof value}).`);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function readBoolean(node: Node, key: ContextKey): boolean {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '' || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw new Error(`Context "${key}" must be true or false (got ${JSON.stringify(value)}).`);
}

function provider(node: Node, name: 'google' | 'linkedin'): FederatedProviderConfig | undefined {
  const clientId = read(node, `${name}ClientId`);
  const clientSecretName = read(node, `${name}ClientSecretName`);
  if (!clientId && !clientSecretName) return undefined;
  if (!clientId || !clientSecretName) {
    throw new Error(`${name} sign-in needs both -c ${name}ClientId=... and -c ${name}ClientSecretName=... (the Secrets Manager secret name).`);
  }
  return { clientId, clientSecretName };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads and checks the context; a bad value stops synth with a one-line message saying what to pass. */
export function readConfig(stack: Stack): VouchedConfig {
  const node = stack.node;
  const sender = read(node, 'senderEmail');
  if (sender !== undefined && !EMAIL.test(sender)) {
    throw new Error(`-c senderEmail=${sender} is not an e-mail address.`);
  }
  const domainName = read(node, 'domainName');
  const certificateArn = read(node, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('A custom domain needs both -c domainName=... and -c certificateArn=... (an ACM certificate in us-east-1).');
  }
  if (certificateArn && !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/.+$/.test(certificateArn)) {
    throw new Error(`-c certificateArn must be an ACM certificate ARN in us-east-1 (CloudFront requires it); got ${certificateArn}.`);
  }
  const blogFeedUrl = read(node, 'blogFeedUrl');
  if (blogFeedUrl !== undefined && !(URL.canParse(blogFeedUrl) && new URL(blogFeedUrl).protocol === 'https:')) {
    throw new Error(`-c blogFeedUrl=${blogFeedUrl} is not an https URL.`);
  }
  const googleFormUrl = read(node, 'googleFormUrl');
  if (googleFormUrl !== undefined && !/^https:\/\/[^\s/]+\/\S*$/.test(googleFormUrl)) {
    throw new Error(`-c googleFormUrl must be an https address (the embedded user-testing form); got ${googleFormUrl}.`);
  }
  const alarmEmail = read(node, 'alarmEmail');
  if (alarmEmail !== undefined && !EMAIL.test(alarmEmail)) {
    throw new Error(`-c alarmEmail=${alarmEmail} is not an e-mail address.`);
  }
  const config: VouchedConfig = {
    senderEmail: sender ?? PLACEHOLDER_SENDER,
    senderEmailIsPlaceholder: sender === undefined,
    senderVerified: readBoolean(node, 'senderVerified'),
    domainName,
    certificateArn,
    google: provider(node, 'google'),
    linkedin: provider(node, 'linkedin'),
    authDomainPrefix: read(node, 'authDomainPrefix'),
    blogFeedUrl: blogFeedUrl ?? PLACEHOLDER_BLOG_FEED,
    googleFormUrl,
    alarmEmail,
  };
  if (blogFeedUrl === undefined) {
    Annotations.of(stack).addWarningV2(
      'vouched:blogFeedUrl',
      `No -c blogFeedUrl=... given: the blog reads ${PLACEHOLDER_BLOG_FEED}, which is no feed.`,
    );
  }
  if (config.senderEmailIsPlaceholder) {
    Annotations.of(stack).addWarningV2(
      'vouched:senderEmail',
      `No -c senderEmail=... given: using ${PLACEHOLDER_SENDER}, fine for synth, not for a deploy that sends mail.`,
    );
  }
  return config;
}
