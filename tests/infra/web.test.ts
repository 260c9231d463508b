/**
 * One origin for the browser: CloudFront serves the web build from a
 * private bucket (origin access control), routes /api/* to the HTTP API
 * uncached with every viewer header but Host, serves /avatars/*, rewrites
 * client-side routes to index.html, and /config.json carries the pool ids.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { EDGE_HEADER, EDGE_SECRET_ARN_VAR, EDGE_SECRET_VAR } from '#contract/edge';
import { PRERENDERED_PAGES } from '#contract/prerenderedPages';
import { SITE_ORIGIN_PLACEHOLDER } from '#contract/siteOrigin';
import { FEATURES } from '#contract/routes';
import { contentSecurityPolicy, securityHeaders } from '#lib/securityHeaders';
import { API_PATH_PATTERN, AVATARS_PATH_PATTERN, SPA_REWRITE_CODE } from '#lib/web';
import { TEST_WEB_BUILD_DIR, ensureTestWebBuild } from '#test-support/webBuild';
import { DEPLOY_CONTEXT, FEDERATED_CONTEXT, type Synthesized } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { logicalIdAt, ofType } from './support/template';

const deployed = synthesizedBeforeAll(DEPLOY_CONTEXT);
const federated = synthesizedBeforeAll(FEDERATED_CONTEXT);

interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId?: string;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId?: unknown;
  AllowedMethods?: string[];
  ViewerProtocolPolicy: string;
  FunctionAssociations?: unknown[];
}

interface DistributionConfig {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  Origins: {
    Id: string;
    DomainName: unknown;
    OriginAccessControlId?: unknown;
    CustomOriginConfig?: Record<string, unknown>;
    OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
  }[];
  CustomErrorResponses?: unknown[];
  Aliases?: string[];
  ViewerCertificate?: Record<string, unknown>;
  Logging?: unknown;
}

function distribution(synth: Synthesized): DistributionConfig {
  const [entry] = ofType(synth.template, 'AWS::CloudFront::Distribution');
  if (!entry) throw new Error('no distribution');
  return entry[1].Properties!.DistributionConfig as DistributionConfig;
}

function originOf(config: DistributionConfig, behavior: Behavior) {
  const origin = config.Origins.find((o) => o.Id === behavior.TargetOriginId);
  if (!origin) throw new Error(`no origin ${behavior.TargetOriginId}`);
  return origin;
}

describe('CloudFront', () => {
  it('serves the web bucket by default through origin access control, HTTPS only', () => {
    const config = distribution(deployed.synth);
    const origin = originOf(config, config.DefaultCacheBehavior);
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [logicalIdAt(deployed.synth.template, 'Vouched/Web/Site/Resource'), 'RegionalDomainName'] });
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    deployed.assertions.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    deployed.assertions.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' },
    });
  });

  it("lets CloudFront list the site bucket, so a missing file is 404 (as locally), not S3's 403", () => {
    const siteId = logicalIdAt(deployed.synth.template, 'Vouched/Web/Site/Resource');
    deployed.assertions.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: siteId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Allow', Action: ['s3:GetObject', 's3:ListBucket'], Principal: { Service: 'cloudfront.amazonaws.com' } }),
        ]),
      },
    });
  });

  it('routes /api/* to the HTTP API: all methods, never cached, all viewer headers except Host', () => {
    const config = distribution(deployed.synth);
    const api = config.CacheBehaviors.find((b) => b.PathPattern === API_PATH_PATTERN);
    expect(api).toBeDefined();
    expect(api!.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(api!.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    expect(api!.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']));
    const origin = originOf(config, api!);
    expect(JSON.stringify(origin.DomainName)).toContain(logicalIdAt(deployed.synth.template, 'Vouched/Api/HttpApi/Resource'));
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('sends the API the edge secret from Secrets Manager; every API function names the secret, never holds its value', () => {
    const config = distribution(deployed.synth);
    const origin = originOf(
      config,
      config.CacheBehaviors.find((b) => b.PathPattern === API_PATH_PATTERN)!,
    );
    const header = origin.OriginCustomHeaders?.find((h) => h.HeaderName === EDGE_HEADER);
    expect(header).toBeDefined();
    // A dynamic reference CloudFormation resolves at deploy time: the value is in no template.
    const secretId = logicalIdAt(deployed.synth.template, 'Vouched/EdgeSecret/Resource');
    expect(header!.HeaderValue).toEqual({ 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] });
    const apiFunctions = ofType(deployed.synth.template, 'AWS::Lambda::Function').filter(([id]) => id.startsWith('ApiApi'));
    expect(apiFunctions).toHaveLength(FEATURES.length);
    for (const [, fn] of apiFunctions) {
      const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables[EDGE_SECRET_ARN_VAR]).toEqual({ Ref: secretId });
      expect(variables[EDGE_SECRET_VAR]).toBeUndefined();
    }
  });

  it('serves /avatars/* from the private avatars bucket (read-only)', () => {
    const config = distribution(deployed.synth);
    const avatars = config.CacheBehaviors.find((b) => b.PathPattern === AVATARS_PATH_PATTERN);
    expect(avatars?.AllowedMethods).toEqual(['GET', 'HEAD']);
    const origin = originOf(config, avatars!);
    expect(origin.DomainName).toEqual({
      'Fn::GetAtt': [logicalIdAt(deployed.synth.template, 'Vouched/Storage/Avatars/Resource'), 'RegionalDomainName'],
    });
    expect(origin.OriginAccessControlId).toBeDefined();
  });

  it('sends client-side routes to index.html with a viewer-request function, not error responses that would mask API 403/404s', () => {
    const config = distribution(deployed.synth);
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [logicalIdAt(deployed.synth.template, 'Vouched/Web/SpaRewrite/Resource'), 'FunctionARN'] },
      },
    ]);
    deployed.assertions.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: SPA_REWRITE_CODE,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it.each([
    // The public pages rendered at build time (functions/contract/prerenderedPages.ts): the whole path, exactly.
    ['/', '/prerendered/landing.html'],
    ['/about', '/prerendered/about.html'],
    ['/terms', '/prerendered/terms.html'],
    ['/data-security', '/prerendered/data-security.html'],
    ['/why-we-built-this', '/prerendered/why-we-built-this.html'],
    ['/about/', '/index.html'],
    ['/about/x', '/index.html'],
    ['/About', '/index.html'],
    ['/aboutx', '/index.html'],
    ['/prerendered/about.html', '/index.html'],
    // What every object inherits is no page.
    ['/toString', '/index.html'],
    ['/__proto__', '/index.html'],
    ['/hasOwnProperty', '/index.html'],
    ['/home', '/index.html'],
    ['/invite/ABCD2345', '/index.html'],
    ['/profile/jane.doe', '/index.html'],
    ['/vouch-me-qr', '/index.html'],
    ['/index.html', '/index.html'],
    ['/config.json', '/config.json'],
    ['/favicon.svg', '/favicon.svg'],
    ['/assets/index-AbC123.js', '/assets/index-AbC123.js'],
    ['/images/hero-vouches.svg', '/images/hero-vouches.svg'],
    ['/.js', '/index.html'],
    ['/home/x.js', '/index.html'],
    ['/favicon.svg!', '/index.html'],
  ])('the SPA function maps %s to %s', (uri, expected) => {
    const handler = runInNewContext(`${SPA_REWRITE_CODE}; handler`) as (event: { request: { uri: string } }) => { uri: string };
    expect(handler({ request: { uri } }).uri).toBe(expected);
  });

  it('logs to the log bucket', () => {
    expect(distribution(deployed.synth).Logging).toMatchObject({
      Bucket: { 'Fn::GetAtt': [logicalIdAt(deployed.synth.template, 'Vouched/Storage/Logs/Resource'), 'RegionalDomainName'] },
    });
  });

  it('answers on the custom domain with its certificate and TLS 1.2 when one is given', () => {
    const config = distribution(federated.synth);
    expect(config.Aliases).toEqual([FEDERATED_CONTEXT.domainName]);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: FEDERATED_CONTEXT.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });
});

/** A deployed.assertions string with the pseudo parameters filled in (Fn::Join of strings and Refs), or the token kept as a marker. */
function joined(value: unknown, refs: Record<string, string>): string {
  if (typeof value === 'string') return value;
  const v = value as { 'Fn::Join'?: [string, unknown[]]; Ref?: string };
  if (v['Fn::Join']) return v['Fn::Join'][1].map((part) => joined(part, refs)).join(v['Fn::Join'][0]);
  if (v.Ref && refs[v.Ref]) return refs[v.Ref]!;
  return `<${JSON.stringify(value)}>`;
}

interface ResponseHeadersPolicyConfig {
  SecurityHeadersConfig: {
    ContentSecurityPolicy: { ContentSecurityPolicy: unknown; Override: boolean };
    StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Override: boolean };
    ContentTypeOptions: { Override: boolean };
    FrameOptions: { FrameOption: string; Override: boolean };
    ReferrerPolicy: { ReferrerPolicy: string; Override: boolean };
  };
  CustomHeadersConfig: { Items: { Header: string; Value: string; Override: boolean }[] };
}

function headersPolicy(synth: Synthesized): ResponseHeadersPolicyConfig {
  const policies = ofType(synth.template, 'AWS::CloudFront::ResponseHeadersPolicy');
  expect(policies).toHaveLength(1);
  return policies[0]![1].Properties!.ResponseHeadersPolicyConfig as ResponseHeadersPolicyConfig;
}

const PSEUDO = { 'AWS::Region': 'eu-west-1', 'AWS::URLSuffix': 'amazonaws.com' };

describe('security headers (lib/securityHeaders.ts, the local web server sends the same)', () => {
  it('answer every behaviour, the API included, from one policy of our own', () => {
    const config = distribution(deployed.synth);
    const policyRef = { Ref: logicalIdAt(deployed.synth.template, 'Vouched/Web/SecurityHeaders/Resource') };
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual(policyRef);
    }
  });

  it('are the shared definition, with the regional Cognito endpoint as the only other origin the app may fetch from', () => {
    const policy = headersPolicy(deployed.synth).SecurityHeadersConfig;
    // The buckets' and the socket API's names are references until deploy; they stand as <bucket>, <avatars> and <socket> here.
    const csp = joined(policy.ContentSecurityPolicy.ContentSecurityPolicy, PSEUDO)
      .replace(/<\{"Ref":"StorageFeedbackAttachments[A-Za-z0-9]+"\}>/, '<bucket>')
      .replace(/<\{"Ref":"StorageAvatars[A-Za-z0-9]+"\}>/, '<avatars>')
      .replace(/<\{"Ref":"RealtimeSocketApi[A-Za-z0-9]+"\}>/, '<socket>');
    const attachmentsOrigin = 'https://<bucket>.s3.eu-west-1.amazonaws.com';
    const avatarsOrigin = 'https://<avatars>.s3.eu-west-1.amazonaws.com';
    // The notification WebSocket API (lib/realtime.ts), which the bell connects to.
    const socketOrigin = 'wss://<socket>.execute-api.eu-west-1.amazonaws.com';
    const expected = securityHeaders({
      connectOrigins: ['https://cognito-idp.eu-west-1.amazonaws.com', attachmentsOrigin, avatarsOrigin, socketOrigin],
    });
    expect(csp).toBe(expected['content-security-policy']);
    // Cognito, the feedback-attachments and avatars buckets the browser POSTs uploads to, and the socket.
    expect(csp).toContain(`connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com ${attachmentsOrigin} ${avatarsOrigin} ${socketOrigin};`);
    // No Google Form configured: nothing may be framed.
    expect(csp).toContain("frame-src 'none';");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(
      `max-age=${policy.StrictTransportSecurity.AccessControlMaxAgeSec}${policy.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}`,
    ).toBe(expected['strict-transport-security']);
    expect(policy.ContentTypeOptions.Override).toBe(true);
    expect(policy.FrameOptions.FrameOption).toBe(expected['x-frame-options']);
    expect(policy.ReferrerPolicy.ReferrerPolicy).toBe(expected['referrer-policy']);
    for (const header of Object.values(policy)) expect(header.Override).toBe(true);
    expect(headersPolicy(deployed.synth).CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: expected['permissions-policy'], Override: true },
    ]);
  });

  it('let the app fetch from the hosted sign-in domain only when Google or LinkedIn is configured', () => {
    const withDomain = joined(headersPolicy(federated.synth).SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy, PSEUDO);
    const connect = withDomain.split('; ').find((d) => d.startsWith('connect-src '));
    const hostedDomain = logicalIdAt(federated.synth.template, 'Vouched/Auth/HostedDomain/Resource');
    expect(connect).toContain('https://cognito-idp.eu-west-1.amazonaws.com');
    expect(connect).toContain(hostedDomain);
    expect(withDomain.replace(/ https:\/\/<[^;]*auth[^;]*/, '')).toBe(
      contentSecurityPolicy({ connectOrigins: ['https://cognito-idp.eu-west-1.amazonaws.com'] }),
    );
  });
});

describe('site deployment', () => {
  it('keeps the chunks of earlier builds (open tabs still load them) and publishes no source map', async () => {
    await ensureTestWebBuild();
    const files = readdirSync(TEST_WEB_BUILD_DIR, { recursive: true, encoding: 'utf8' });
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
  });

  it('has a file for every prerendered page, each one the function sends its path to', async () => {
    await ensureTestWebBuild();
    const handler = runInNewContext(`${SPA_REWRITE_CODE}; handler`) as (event: { request: { uri: string } }) => { uri: string };
    for (const page of PRERENDERED_PAGES) {
      expect(handler({ request: { uri: page.path } }).uri).toBe(page.file);
      expect(existsSync(path.join(TEST_WEB_BUILD_DIR, page.file)), page.file).toBe(true);
    }
  });

  it('uploads the web build and writes /config.json with region, pool id and client id', () => {
    const poolId = logicalIdAt(deployed.synth.template, 'Vouched/Auth/UserPool/Resource');
    const clientId = logicalIdAt(deployed.synth.template, 'Vouched/Auth/UserPool/WebClient/Resource');
    deployed.assertions.resourceCountIs('Custom::CDKBucketDeployment', 3);
    deployed.assertions.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: logicalIdAt(deployed.synth.template, 'Vouched/Web/Site/Resource') },
      Include: ['index.html', 'prerendered/*', 'config.json'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
      SourceMarkers: [
        {},
        { '<<marker:0xbaba:0>>': { Ref: 'AWS::Region' }, '<<marker:0xbaba:1>>': { Ref: poolId }, '<<marker:0xbaba:2>>': { Ref: clientId } },
      ],
    });
    deployed.assertions.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['index.html', 'prerendered/*', 'config.json', 'manifest.webmanifest', '.inputs-sha256', '*.map'],
      Prune: false,
    });
    // The web app manifest with the type browsers require of it.
    deployed.assertions.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['manifest.webmanifest'],
      SystemMetadata: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=86400' },
    });
  });

  it("writes the app's address into the pages as it uploads them, in place of the build's placeholder origin", async () => {
    await ensureTestWebBuild();
    // The build's pages (and only they) carry the placeholder: the deployment that uploads them is the one that replaces it.
    const pages = ['index.html', ...PRERENDERED_PAGES.map((page) => page.file.slice(1))];
    const files = readdirSync(TEST_WEB_BUILD_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(TEST_WEB_BUILD_DIR, path.join(entry.parentPath, entry.name)));
    const carrying = files.filter((file) => readFileSync(path.join(TEST_WEB_BUILD_DIR, file)).includes(SITE_ORIGIN_PLACEHOLDER));
    expect(carrying.sort()).toEqual(pages.sort());
    for (const { synth, appUrl } of [
      { synth: deployed.synth, appUrl: (deployed.synth.template.Outputs as Record<string, { Value: unknown }>).AppUrl!.Value },
      { synth: federated.synth, appUrl: `https://${FEDERATED_CONTEXT.domainName}` },
    ]) {
      const deployments = ofType(synth.template, 'Custom::CDKBucketDeployment').map(([, r]) => r.Properties ?? {});
      const entry = deployments.find((d) => JSON.stringify(d.Include) === JSON.stringify(['index.html', 'prerendered/*', 'config.json']));
      // The build is the entry deployment's first source; its marker is the app's address, resolved at deploy time.
      const [buildMarkers] = entry?.SourceMarkers as Record<string, unknown>[];
      expect(buildMarkers).toEqual({ [SITE_ORIGIN_PLACEHOLDER]: appUrl });
      // Every other deployment uploads no page: none of them substitutes anything in the build.
      for (const other of deployments.filter((d) => d !== entry)) {
        expect((other.SourceMarkers as Record<string, unknown>[] | undefined)?.filter((m) => Object.keys(m).length > 0) ?? []).toEqual([]);
      }
    }
  });

  it('adds the hosted sign-in domain to /config.json only when Google or LinkedIn is configured', () => {
    const markers = (synth: Synthesized) =>
      JSON.stringify(ofType(synth.template, 'Custom::CDKBucketDeployment').map(([, r]) => r.Properties?.SourceMarkers));
    expect(markers(deployed.synth)).not.toContain('UserPoolDomain');
    expect(markers(federated.synth)).toContain(logicalIdAt(federated.synth.template, 'Vouched/Auth/HostedDomain/Resource'));
  });
});

describe('outputs', () => {
  it('give the app URL, API URL, user pool id and client id', () => {
    const outputs = deployed.synth.template.Outputs as Record<string, { Value: unknown }>;
    expect(Object.keys(outputs)).toEqual(expect.arrayContaining(['AppUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId']));
    deployed.assertions.hasOutput('UserPoolId', { Value: { Ref: logicalIdAt(deployed.synth.template, 'Vouched/Auth/UserPool/Resource') } });
    deployed.assertions.hasOutput('UserPoolClientId', {
      Value: { Ref: logicalIdAt(deployed.synth.template, 'Vouched/Auth/UserPool/WebClient/Resource') },
    });
    expect(JSON.stringify(outputs.AppUrl!.Value)).toContain('DomainName');
    expect((federated.synth.template.Outputs as Record<string, { Value: unknown }>).AppUrl!.Value).toBe(`https://${FEDERATED_CONTEXT.domainName}`);
    expect((federated.synth.template.Outputs as Record<string, { Value: unknown }>).ApiUrl!.Value).toBe(
      `https://${FEDERATED_CONTEXT.domainName}/api`,
    );
  });
});
