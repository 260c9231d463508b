/**
 * The deploy-time settings of the stack: the stage's committed settings file
 * (config/stages/<stage>.json, lib/stages.ts), each value overridable with
 * CDK context (`npx cdk deploy -c stage=prod -c alarmEmail=...`). Everything
 * is decided at synth time and nothing is looked up in an AWS account, so
 * `cdk synth` works offline with no credentials.
 */
import { Annotations, type Stack } from 'aws-cdk-lib';
import type { SettingKey, StageFile } from './stages';

/** An OAuth identity provider configured by client id + the NAME of a Secrets Manager secret holding its client secret. */
export interface FederatedProviderConfig {
  clientId: string;
  /** Name (or ARN) of a Secrets Manager secret whose SecretString is the client secret; the secret never enters the template. */
  clientSecretName: string;
}

export interface VouchedConfig {
  /** The stage (lib/stages.ts) these settings are of. */
  stage: string;
  /**
   * Production: the table and the user pool are deletion-protected, member data (table, pool,
   * birth-date key, buckets) is retained when the stack goes, and the table is backed up daily.
   * Otherwise the stage can be destroyed whole.
   */
  retainData: boolean;
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
/** Until a blogFeedUrl is set: synth works, the blog shows its error until a real feed is configured. */
export const PLACEHOLDER_BLOG_FEED = 'https://example.com/feed';

/** One setting's value: the -c value when given (even empty: that clears the file's), else the file's. */
class Settings {
  constructor(
    private readonly stack: Stack,
    private readonly stageFile: StageFile,
  ) {}

  get file(): string {
    return this.stageFile.file;
  }

  private source(key: SettingKey): { value: unknown; fromContext: boolean } {
    const fromContext: unknown = this.stack.node.tryGetContext(key);
    if (fromContext !== undefined && fromContext !== null) return { value: fromContext, fromContext: true };
    return { value: this.stageFile.values[key], fromContext: false };
  }

  private where(fromContext: boolean): string {
    return fromContext ? 'from -c' : `in ${this.file}`;
  }

  /** How a value is named in a message: as it was given, on the command line or in the file. */
  shown(key: SettingKey, value: unknown): string {
    return this.source(key).fromContext ? `-c ${key}=${String(value)}` : `${key}=${JSON.stringify(value)} in ${this.file}`;
  }

  string(key: SettingKey): string | undefined {
    const { value, fromContext } = this.source(key);
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') {
      throw new Error(`Setting "${key}" must be a string (got ${typeof value} ${this.where(fromContext)}).`);
    }
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }

  boolean(key: SettingKey): boolean {
    const { value, fromContext } = this.source(key);
    if (value === undefined || value === null || value === '' || value === false || value === 'false') return false;
    if (value === true || value === 'true') return true;
    throw new Error(`Setting "${key}" must be true or false (got ${JSON.stringify(value)} ${this.where(fromContext)}).`);
  }
}

function provider(settings: Settings, name: 'google' | 'linkedin'): FederatedProviderConfig | undefined {
  const clientId = settings.string(`${name}ClientId`);
  const clientSecretName = settings.string(`${name}ClientSecretName`);
  if (!clientId && !clientSecretName) return undefined;
  if (!clientId || !clientSecretName) {
    throw new Error(
      `${name} sign-in needs both -c ${name}ClientId=... and -c ${name}ClientSecretName=... (the Secrets Manager secret name), or both in ${settings.file}.`,
    );
  }
  return { clientId, clientSecretName };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads and checks the stage's settings with the -c overrides; a bad value stops synth with a
 * one-line message saying where it came from and what to give.
 */
export function readConfig(stack: Stack, stageFile: StageFile): VouchedConfig {
  const settings = new Settings(stack, stageFile);
  const sender = settings.string('senderEmail');
  if (sender !== undefined && !EMAIL.test(sender)) {
    throw new Error(`${settings.shown('senderEmail', sender)} is not an e-mail address.`);
  }
  const domainName = settings.string('domainName');
  const certificateArn = settings.string('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error(
      `A custom domain needs both -c domainName=... and -c certificateArn=... (an ACM certificate in us-east-1), or both in ${settings.file}.`,
    );
  }
  if (certificateArn && !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/.+$/.test(certificateArn)) {
    throw new Error(`${settings.shown('certificateArn', certificateArn)} must be an ACM certificate ARN in us-east-1 (CloudFront requires it).`);
  }
  const blogFeedUrl = settings.string('blogFeedUrl');
  if (blogFeedUrl !== undefined && !(URL.canParse(blogFeedUrl) && new URL(blogFeedUrl).protocol === 'https:')) {
    throw new Error(`${settings.shown('blogFeedUrl', blogFeedUrl)} is not an https URL.`);
  }
  const googleFormUrl = settings.string('googleFormUrl');
  if (googleFormUrl !== undefined && !/^https:\/\/[^\s/]+\/\S*$/.test(googleFormUrl)) {
    throw new Error(`${settings.shown('googleFormUrl', googleFormUrl)} must be an https address (the embedded user-testing form).`);
  }
  const alarmEmail = settings.string('alarmEmail');
  if (alarmEmail !== undefined && !EMAIL.test(alarmEmail)) {
    throw new Error(`${settings.shown('alarmEmail', alarmEmail)} is not an e-mail address.`);
  }
  const config: VouchedConfig = {
    stage: stageFile.stage,
    retainData: settings.boolean('retainData'),
    senderEmail: sender ?? PLACEHOLDER_SENDER,
    senderEmailIsPlaceholder: sender === undefined,
    senderVerified: settings.boolean('senderVerified'),
    domainName,
    certificateArn,
    google: provider(settings, 'google'),
    linkedin: provider(settings, 'linkedin'),
    authDomainPrefix: settings.string('authDomainPrefix'),
    blogFeedUrl: blogFeedUrl ?? PLACEHOLDER_BLOG_FEED,
    googleFormUrl,
    alarmEmail,
  };
  if (blogFeedUrl === undefined) {
    Annotations.of(stack).addWarningV2(
      'vouched:blogFeedUrl',
      `No blogFeedUrl in ${settings.file} or -c: the blog reads ${PLACEHOLDER_BLOG_FEED}, which is no feed.`,
    );
  }
  if (config.senderEmailIsPlaceholder) {
    Annotations.of(stack).addWarningV2(
      'vouched:senderEmail',
      `No senderEmail in ${settings.file} or -c: using ${PLACEHOLDER_SENDER}, fine for synth, not for a deploy that sends mail.`,
    );
  }
  return config;
}
