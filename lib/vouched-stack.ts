/**
 * Vouched in one stack. Environment-agnostic (no account or region at
 * synth time, no lookups), so `cdk synth` runs offline without credentials.
 *
 * Dependency order matters because CloudFormation forbids cycles: the HTTP
 * API resource comes first (it depends on nothing), CloudFront points at
 * it, and only then are the functions, whose APP_URL is the CloudFront
 * address, attached to the API as routes.
 */
import { CfnOutput, Duration, RemovalPolicies, Stack, Validations, type CfnElement, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { Alarms } from './alarms';
import { Api } from './api';
import { Auth } from './auth';
import type { CapabilityResources } from './capabilities';
import { readConfig, type VouchedConfig } from './config';
import { Data } from './data';
import { TableBackup } from './backup';
import { EdgeSecretRotation } from './edgeRotation';
import { Jobs } from './jobs';
import { Messaging } from './messaging';
import { Monitoring } from './monitoring';
import { Outbox } from './outbox';
import { ClientErrorWatch } from './clientErrors';
import { UNFURL } from './functions';
import { VouchedFunction } from './lambda';
import { EXTRA_INDEXES, TABLE_SCHEMA } from '#functions/schema/table';
import { Realtime } from './realtime';
import { TableStream } from './tableStream';
import { acknowledgeCdkInternals } from './nag';
import type { StageFile } from './stages';
import { Storage } from './storage';
import { Web } from './web';
import { Workflows } from './workflows';
import { EdgeFirewall } from './waf';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';

export interface VouchedStackProps extends StackProps {
  /** The stage's settings file (lib/stages.ts); -c values override its values. */
  stageFile: StageFile;
}

export class VouchedStack extends Stack {
  /** The settings this stack was built with (the stage's file and the -c overrides). */
  readonly config: VouchedConfig;
  readonly api: Api;
  readonly auth: Auth;
  readonly data: Data;
  readonly storage: Storage;
  readonly web: Web;
  readonly workflows: Workflows;
  readonly jobs: Jobs;
  readonly realtime: Realtime;
  readonly tableStream: TableStream;
  readonly outbox: Outbox;
  /** What CloudFront proves itself to the API with (Secrets Manager; functions/services/edgeSecret.ts). */
  readonly edgeSecret: Secret;
  /** Its automatic rotation (lib/edgeRotation.ts). */
  readonly edgeSecretRotation: EdgeSecretRotation;

  constructor(scope: Construct, id: string, { stageFile, ...props }: VouchedStackProps) {
    super(scope, id, {
      description: `Vouched (${stageFile.stage}): invite-only character endorsements (web, API, auth, data, jobs)`,
      ...props,
    });
    const config = readConfig(this, stageFile);
    this.config = config;
    const { retainData } = config;
    const appOrigin = config.domainName ? `https://${config.domainName}` : undefined;

    // Avatar uploads may only name the app's origin when it is known at synth time (a custom
    // domain). The CloudFront address is not: the avatars bucket is one of CloudFront's origins,
    // so naming CloudFront in its CORS would be a cycle. Uploads are presigned either way.
    // The same holds for feedback attachments: the CSP names that bucket (connect-src), and the
    // CSP is part of the distribution, so the bucket cannot name the distribution back.
    const browserUploadOrigins = appOrigin ? [appOrigin] : ['*'];
    this.storage = new Storage(this, 'Storage', {
      avatarsCorsOrigins: browserUploadOrigins,
      attachmentsCorsOrigins: browserUploadOrigins,
      retainData,
    });
    this.data = new Data(this, 'Data', { retainData });
    // Production keeps a daily copy of the table beside point-in-time recovery (docs/operations.md).
    if (retainData) new TableBackup(this, 'Backup', { table: this.data.table });
    const messaging = new Messaging(this, 'Messaging', { senderEmail: config.senderEmail, mailDomain: config.mailDomain });
    const alarms = new Alarms(this, 'Alarms', { alarmEmail: config.alarmEmail });

    this.api = new Api(this, 'Api', {
      throttle: config.apiThrottle,
      routeThrottles: config.routeThrottles,
      customDomain:
        config.apiDomainName && config.certificateArn ? { domainName: config.apiDomainName, certificateArn: config.certificateArn } : undefined,
    });
    // CloudFront sends this secret to the API (functions/contract/edge.ts), which refuses a request without
    // it: a direct call to the API's URL gets nowhere. The API functions read it at run time by its ARN;
    // CloudFormation resolves it into the origin's header at deploy time. It rotates itself (lib/edgeRotation.ts,
    // built below once the API functions exist): the rotation sets the new value in the origin's header too, and
    // as the template holds a reference, not the value, the next deploy resolves that same new value.
    this.edgeSecret = new Secret(this, 'EdgeSecret', {
      description: 'Vouched: the header value CloudFront proves itself to the API with (x-vouched-edge)',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    const firewall = new EdgeFirewall(this, 'Firewall', { rateLimitPer5Minutes: config.wafRateLimit });
    this.web = new Web(this, 'Web', {
      apiHost: this.api.originHost,
      edgeSecret: this.edgeSecret.secretValue.unsafeUnwrap(),
      webAclArn: firewall.arn,
      avatarsBucket: this.storage.avatarsBucket,
      logBucket: this.storage.logBucket,
      retainData,
      domainName: config.domainName,
      certificateArn: config.certificateArn,
    });
    // Feedback attachments are POSTed from the browser straight to the bucket (presigned POST).
    this.web.allowConnectTo(`https://${this.storage.attachmentsBucket.bucketName}.s3.${this.region}.${this.urlSuffix}`);
    // So is the cropped avatar, to the avatars bucket (which only CloudFront reads, at /avatars/*).
    this.web.allowConnectTo(`https://${this.storage.avatarsBucket.bucketName}.s3.${this.region}.${this.urlSuffix}`);
    if (config.googleFormUrl) this.web.allowFrameFrom(new URL(config.googleFormUrl).origin);

    // The Google Form's Apps Script signs each webhook delivery with this secret (HMAC-SHA256 of the body);
    // the admin copies its value from Secrets Manager into the script. Only the formResponses function may read it.
    const formWebhookSecret = new Secret(this, 'FormWebhookSecret', {
      description: 'Vouched: shared secret the Google Form signs its webhook deliveries with (HMAC-SHA256)',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    Validations.of(formWebhookSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The secret is pasted by hand into the Google Form\u2019s Apps Script, which no rotation Lambda can update; it is rotated by hand (put a new value, paste it into the script). The function re-reads it every five minutes.',
    });

    const resources: CapabilityResources = {
      table: this.data.table,
      birthDateKey: this.data.birthDateKey,
      messaging,
      avatarsBucket: this.storage.avatarsBucket,
      attachmentsBucket: this.storage.attachmentsBucket,
      exportsBucket: this.storage.exportsBucket,
      blogFeedUrl: config.blogFeedUrl,
      formWebhookSecret,
      edgeSecret: this.edgeSecret,
      distribution: this.web.distribution,
    };
    const baseEnvironment = { APP_URL: this.web.appUrl };
    // Mails and text messages leave the request path through the outbox (issue 20 §4): built before any function that queues.
    this.outbox = new Outbox(this, 'Outbox', { context: { environment: baseEnvironment, resources }, alarms });
    resources.outboxQueue = this.outbox.queue;

    this.auth = new Auth(this, 'Auth', {
      config,
      senderEmail: config.senderEmail,
      appUrl: this.web.appUrl,
      triggerEnvironment: baseEnvironment,
      resources,
    });
    // The deletion grace deletes Cognito users and the API signs members out: both need the pool, built first.
    resources.userPool = this.auth.userPool;
    this.workflows = new Workflows(this, 'Workflows', { environment: baseEnvironment, resources });
    resources.deletionStateMachine = this.workflows.deletionGrace;
    // A deletion that fails to finalise leaves a member's data behind: a GDPR matter, so someone is told.
    alarms.alarmWhen(
      'DeletionGraceFailed',
      this.workflows.deletionGrace.metricFailed({ period: Duration.minutes(5), statistic: 'Sum' }),
      1,
      'An account deletion failed to finalise: the member asked for their data to go (docs/operations.md).',
    );

    // Social sign-in ends with the app exchanging its code at the hosted domain (a fetch: CSP connect-src).
    if (this.auth.oauthDomain) this.web.allowConnectTo(this.auth.oauthDomain.baseUrl());
    // With SES as the pool's sender, create the identity before the pool that names it.
    if (config.senderVerified) this.auth.userPool.node.addDependency(messaging.senderIdentity);

    this.api.addRoutes({
      userPool: this.auth.userPool,
      webClient: this.auth.webClient,
      environment: {
        ...baseEnvironment,
        USER_POOL_ID: this.auth.userPool.userPoolId,
        USER_POOL_CLIENT_ID: this.auth.webClient.userPoolClientId,
      },
      resources,
    });

    // Link previews (issue 23 §1): the share paths' function, behind CloudFront's share behaviours.
    const share = new Construct(this, 'Share');
    this.api.addShareRoutes(new VouchedFunction(share, { definition: UNFURL, environment: baseEnvironment, resources }));

    // The edge secret's rotation, after every function that checks the secret (they must accept its AWSPENDING value first).
    this.edgeSecretRotation = new EdgeSecretRotation(this, 'EdgeRotation', {
      context: { environment: baseEnvironment, resources },
      rotationDays: config.edgeSecretRotationDays,
      readers: this.node
        .findAll()
        .filter((c): c is VouchedFunction => c instanceof VouchedFunction && c.definition.capabilities.includes('readEdgeSecret')),
    });

    // Render errors the browsers report (issue 20 §3): counted from the reporting function's log.
    const clientErrors = new ClientErrorWatch(this, 'ClientErrors', { fn: this.api.functions.get('clientErrors')!, alarms });

    this.jobs = new Jobs(this, 'Jobs', { environment: baseEnvironment, resources }, alarms);

    // The bell's live path: the WebSocket API the pages connect to, fed by the table's stream.
    this.realtime = new Realtime(this, 'Realtime', {
      context: {
        environment: { ...baseEnvironment, USER_POOL_ID: this.auth.userPool.userPoolId, USER_POOL_CLIENT_ID: this.auth.webClient.userPoolClientId },
        resources,
      },
    });
    // The table's one stream reader: the push to that stage, the data export and the collusion signals.
    this.tableStream = new TableStream(this, 'TableStream', {
      context: { environment: baseEnvironment, resources },
      socketStage: this.realtime.stage,
      alarms,
    });
    // The page opens wss://<socket api>.execute-api…/live (CSP connect-src names that origin).
    this.web.allowConnectTo(`wss://${this.realtime.socketApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`);

    this.web.deploySite({
      region: this.region,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.webClient.userPoolClientId,
      ...(this.auth.oauthDomain ? { oauthUrl: this.auth.oauthDomain.baseUrl() } : {}),
      ...(config.googleFormUrl ? { googleFormUrl: config.googleFormUrl } : {}),
      notificationsSocketUrl: this.realtime.url,
    });

    // Last: it watches every function built above, and every dead-letter queue's alarm goes on its dashboard.
    new Monitoring(this, 'Monitoring', {
      alarms,
      thresholds: config.alarmThresholds,
      functions: this.node.findAll().filter((c): c is VouchedFunction => c instanceof VouchedFunction),
      httpApi: this.api.httpApi,
      apiAccessLogs: this.api.accessLogs,
      table: this.data.table,
      indexNames: [TABLE_SCHEMA.gsi1.name, ...EXTRA_INDEXES.map((index) => index.name)],
      clientRenderErrors: clientErrors.metric,
    });

    acknowledgeCdkInternals(this, this.getLogicalId(this.web.bucket.node.defaultChild as CfnElement));
    // A dev stage goes whole on `cdk destroy`: the log groups CloudFormation would otherwise keep
    // (API access logs, the CDK's own deployment handler's) go with it. Production keeps them.
    if (!retainData) RemovalPolicies.of(this).destroy({ applyToResourceTypes: ['AWS::Logs::LogGroup'] });

    new CfnOutput(this, 'AppUrl', { value: this.web.appUrl, description: 'The web app' });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.web.distribution.distributionDomainName,
      description: 'Point the custom domain (CNAME/ALIAS) here',
    });
    new CfnOutput(this, 'ApiUrl', { value: `${this.web.appUrl}/api`, description: 'The API, same origin as the app' });
    new CfnOutput(this, 'ApiGatewayUrl', {
      value: this.api.domainName ? `https://${this.api.domainName.name}` : this.api.endpoint,
      description: 'The HTTP API behind CloudFront (it refuses calls without the edge secret)',
    });
    if (this.api.domainName) {
      new CfnOutput(this, 'ApiDomainTarget', {
        value: this.api.domainName.regionalDomainName,
        description: 'Point apiDomainName (CNAME) here',
      });
    }
    new CfnOutput(this, 'EdgeSecretArn', {
      value: this.edgeSecret.secretArn,
      description: 'The edge secret, rotated automatically (docs/operations.md, "The edge secret")',
    });
    new CfnOutput(this, 'DistributionId', {
      value: this.web.distribution.distributionId,
      description: 'The CloudFront distribution (its API origin sends the edge secret)',
    });
    new CfnOutput(this, 'WebAclArn', { value: firewall.arn, description: 'The WAF web ACL in front of CloudFront' });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.webClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'FormWebhookSecretArn', {
      value: formWebhookSecret.secretArn,
      description: 'The Google Form webhook\u2019s signing secret (copy its value into the form\u2019s Apps Script)',
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: alarms.topic.topicArn,
      description: 'Every alarm of the stack; alarmEmail in the stage settings subscribes to it',
    });
    new CfnOutput(this, 'NotificationsSocketUrl', { value: this.realtime.url, description: 'The WebSocket API the bell listens on' });
  }
}
