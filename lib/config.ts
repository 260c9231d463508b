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
  /**
   * The domain mail is sent from (issue 20 §7): the stack makes it an SES domain identity with
   * Easy DKIM and a custom MAIL FROM (bounce.<domain>). Absent: only the sender address is an identity.
   */
  mailDomain?: string;
  /**
   * A custom domain of the HTTP API itself (e.g. api.<domainName>), served with certificateArn,
   * which must cover it: CloudFront then reaches the API there and the default execute-api
   * endpoint is disabled, so nothing but CloudFront can call the API.
   */
  apiDomainName?: string;
  /** The HTTP API's ceiling for the whole product (requests a second, and the burst above it). */
  apiThrottle: Throttle;
  /** Per-route throttles by route group (each route of the group gets this limit of its own). */
  routeThrottles: Record<RouteGroup, Throttle>;
  /** Requests one viewer address may make to CloudFront in 5 minutes before WAF blocks it. */
  wafRateLimit: number;
  /** Reserved concurrency of each Cognito trigger (0: none, for accounts whose concurrency quota is still 10). */
  triggerConcurrency: number;
  /** Days between automatic rotations of the edge secret (lib/edgeRotation.ts, docs/operations.md). */
  edgeSecretRotationDays: number;
  /** Where the stage's alarms fire (lib/monitoring.ts, docs/operations.md). */
  alarmThresholds: AlarmThresholds;
}

export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/** Routes by who may call them (routes.ts access): visitors, members (account routes with them), admins. */
export type RouteGroup = 'public' | 'member' | 'admin';

/** The alarm thresholds a stage may set; the others are fixed (lib/monitoring.ts). */
export interface AlarmThresholds {
  /** Share of API requests answered 5xx over 5 minutes, in percent. */
  api5xxPercent: number;
  /** The API's p99 latency over 5 minutes, in milliseconds. */
  apiP99Ms: number;
  /** The age of the oldest record a stream consumer has not yet handled, in seconds. */
  iteratorAgeSeconds: number;
}

/** What a stage gets for a number it does not set. */
export const DEFAULT_NUMBERS = {
  apiRateLimit: 200,
  apiBurstLimit: 400,
  alarmApi5xxPercent: 1,
  alarmApiP99Ms: 3000,
  alarmIteratorAgeSeconds: 300,
  wafRateLimit: 2000,
  publicRateLimit: 20,
  publicBurstLimit: 40,
  memberRateLimit: 150,
  memberBurstLimit: 300,
  adminRateLimit: 10,
  adminBurstLimit: 20,
  triggerConcurrency: 0,
  edgeSecretRotationDays: 90,
} as const satisfies Partial<Record<SettingKey, number>>;

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

  /** A number within [min, max]; absent or empty: the default. A -c value is a string of digits. */
  number(key: keyof typeof DEFAULT_NUMBERS, min: number, max: number): number {
    const { value, fromContext } = this.source(key);
    if (value === undefined || value === null || value === '') return DEFAULT_NUMBERS[key];
    const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof parsed !== 'number' || !Number.isFinite(parsed) || parsed < min || parsed > max) {
      throw new Error(`Setting "${key}" must be a number from ${min} to ${max} (got ${JSON.stringify(value)} ${this.where(fromContext)}).`);
    }
    return parsed;
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
const DOMAIN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

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
  const mailDomain = settings.string('mailDomain')?.toLowerCase();
  if (mailDomain !== undefined) {
    if (!DOMAIN.test(mailDomain)) throw new Error(`${settings.shown('mailDomain', mailDomain)} is not a domain name.`);
    // DKIM signs for the domain the From address is in: a sender elsewhere would send unsigned.
    if (sender === undefined || !sender.toLowerCase().endsWith(`@${mailDomain}`)) {
      throw new Error(`${settings.shown('mailDomain', mailDomain)} needs a senderEmail at that domain (…@${mailDomain}).`);
    }
  }
  const throttle = (rate: keyof typeof DEFAULT_NUMBERS, burst: keyof typeof DEFAULT_NUMBERS): Throttle => {
    const value = { rateLimit: settings.number(rate, 1, 10_000), burstLimit: settings.number(burst, 1, 5_000) };
    if (value.burstLimit < value.rateLimit) {
      throw new Error(`${burst} (${value.burstLimit}) must be at least ${rate} (${value.rateLimit}), in ${settings.file} or -c.`);
    }
    return value;
  };
  const apiThrottle = throttle('apiRateLimit', 'apiBurstLimit');
  const apiDomainName = settings.string('apiDomainName')?.toLowerCase();
  if (apiDomainName !== undefined) {
    if (!DOMAIN.test(apiDomainName)) throw new Error(`${settings.shown('apiDomainName', apiDomainName)} is not a domain name.`);
    if (!certificateArn)
      throw new Error(
        `${settings.shown('apiDomainName', apiDomainName)} needs domainName and certificateArn (a certificate that covers both names).`,
      );
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
    mailDomain,
    apiDomainName,
    apiThrottle,
    routeThrottles: {
      public: throttle('publicRateLimit', 'publicBurstLimit'),
      member: throttle('memberRateLimit', 'memberBurstLimit'),
      admin: throttle('adminRateLimit', 'adminBurstLimit'),
    },
    // AWS's floor for a rate-based rule is 10 requests in the window.
    wafRateLimit: settings.number('wafRateLimit', 10, 2_000_000_000),
    triggerConcurrency: settings.number('triggerConcurrency', 0, 100),
    // Secrets Manager rotates at most once a day by a rate in days; a year at most, issue 20 §6 asks for 90 days.
    edgeSecretRotationDays: settings.number('edgeSecretRotationDays', 1, 365),
    alarmThresholds: {
      api5xxPercent: settings.number('alarmApi5xxPercent', 0.1, 100),
      apiP99Ms: settings.number('alarmApiP99Ms', 100, 30_000),
      iteratorAgeSeconds: settings.number('alarmIteratorAgeSeconds', 10, 86_400),
    },
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
