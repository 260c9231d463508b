/**
 * The one origin the browser talks to: CloudFront serving the React build
 * from a private S3 bucket (origin access control), /api/* forwarded to the
 * HTTP API and /avatars/* served from the avatars bucket. /config.json is
 * written into the web bucket at deploy time with the pool's ids.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { AssetHashType, Aws, DockerImage, Duration, Lazy } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { PROJECT_ROOT } from './lambda';
import { acknowledge } from './nag';
import { secureBucket } from './storage';
import { EDGE_HEADER } from '#contract/edge';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY, REFERRER_POLICY } from './securityHeaders';
import { SPA_REWRITE_CODE } from './spaRouting';
import { PRERENDERED_DIR } from '#contract/prerenderedPages';
import { WEB_CONFIG_OBJECT_KEY, type WebConfig } from '#contract/webConfig';
import { SITE_ORIGIN_PLACEHOLDER } from '#contract/siteOrigin';
import { INVITE_SHARE_PREFIX, SHARE_CARD_PREFIX, VOUCH_SHARE_PATH } from '#domain/unfurl';

export { SPA_REWRITE_CODE };

/** Path patterns of the non-default CloudFront behaviours. */
export const API_PATH_PATTERN = '/api/*';
export const AVATARS_PATH_PATTERN = '/avatars/*';
/** The shared links the unfurl function answers (functions/domain/unfurl.ts), and its card pictures. */
export const SHARE_PAGE_PATH_PATTERNS = [VOUCH_SHARE_PATH, `${INVITE_SHARE_PREFIX}*`] as const;
export const SHARE_CARD_PATH_PATTERN = `${SHARE_CARD_PREFIX}*`;

export interface WebProps {
  /** Where /api/* goes: the API's custom domain or its execute-api host (lib/api.ts originHost). */
  apiHost: string;
  /**
   * Sent to the API origin in EDGE_HEADER, so the API can refuse direct calls: a dynamic reference to
   * the Secrets Manager secret, resolved by CloudFormation at deploy time (never a literal in the template).
   * Between deploys its rotation (lib/edgeRotation.ts) sets the header to the new value itself; the next
   * deploy resolves that same value.
   */
  edgeSecret: string;
  /** The WAF web ACL (CLOUDFRONT scope, lib/waf.ts) in front of the distribution. */
  webAclArn: string;
  avatarsBucket: Bucket;
  logBucket: Bucket;
  /** Keep the site bucket when the stack goes (production), or empty and delete it (lib/retention.ts). */
  retainData: boolean;
  domainName?: string;
  certificateArn?: string;
}

export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** https://<custom domain or CloudFront domain>, no trailing slash. */
  readonly appUrl: string;
  /** The security headers of every answer (lib/securityHeaders.ts, the local web server's too). */
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  /** Origins the app may fetch from besides its own (CSP connect-src); Cognito's from the start. */
  private readonly connectOrigins: string[] = [];
  /** Origins the app may frame (CSP frame-src): the configured Google Form's, if any. */
  private readonly frameOrigins: string[] = [];

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);

    this.bucket = secureBucket(this, 'Site', { logBucket: props.logBucket, retainData: props.retainData });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client-side routes get index.html, prerendered pages their file; files pass through.',
    });

    this.connectOrigins.push(`https://cognito-idp.${Aws.REGION}.${Aws.URL_SUFFIX}`);
    this.responseHeadersPolicy = this.securityHeadersPolicy();

    // The $default stage serves the API at the root of its host.
    const apiHost = props.apiHost;
    const customDomain = props.domainName && props.certificateArn ? props.domainName : undefined;

    const apiOrigin = new HttpOrigin(apiHost, {
      customHeaders: { [EDGE_HEADER]: props.edgeSecret },
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    });
    // Shared links (issue 23 §1) go to the unfurl function through the API (lib/api.ts addShareRoutes): the page is
    // the app's index.html with the link's preview tags, so it is never cached (as index.html is revalidated); the
    // card pictures are versioned by their path and cached as the function says (a day).
    const sharePage = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.responseHeadersPolicy,
      compress: true,
    };
    const shareCard = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.responseHeadersPolicy,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Vouched web app, /api and /avatars',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      ...(customDomain && props.certificateArn
        ? {
            domainNames: [customDomain],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        // LIST makes S3 answer a missing file with 404, not 403 (as the local web server does). It
        // cannot list the bucket for a viewer: the SPA function sends every non-file path to /index.html.
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, { originAccessLevels: [AccessLevel.READ, AccessLevel.LIST] }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        [SHARE_PAGE_PATH_PATTERNS[0]]: sharePage,
        [SHARE_PAGE_PATH_PATTERNS[1]]: sharePage,
        [SHARE_CARD_PATH_PATTERN]: shareCard,
        [API_PATH_PATTERN]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // Every API answer is per user: never cache. All viewer headers (Authorization included) go
          // to the origin except Host, which must stay the execute-api host for API Gateway to route it.
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
        },
        [AVATARS_PATH_PATTERN]: {
          // The bucket stays private; CloudFront reads it through origin access control.
          origin: S3BucketOrigin.withOriginAccessControl(props.avatarsBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: this.responseHeadersPolicy,
          compress: true,
        },
      },
    });
    this.appUrl = `https://${customDomain ?? this.distribution.distributionDomainName}`;

    acknowledge(this.distribution, {
      'AwsSolutions-CFR1': 'Vouched is offered worldwide; the spec has no country restriction.',
    });
    if (!customDomain) {
      acknowledge(this.distribution, {
        'AwsSolutions-CFR4':
          'Without -c domainName the distribution uses the default *.cloudfront.net certificate, whose security policy CloudFront fixes at TLSv1; with a custom domain the stack sets TLSv1.2_2021.',
      });
    }
  }

  /** Lets the app embed pages of one origin in a frame (the user-testing Google Form). */
  allowFrameFrom(origin: string): void {
    this.frameOrigins.push(origin);
  }

  /** Lets the app fetch from one more origin, e.g. the Cognito hosted domain that exchanges social sign-in codes. */
  allowConnectTo(origin: string): void {
    this.connectOrigins.push(origin);
  }

  /**
   * lib/securityHeaders.ts as a response-headers policy. The CSP is produced
   * at synth time, so origins added by allowConnectTo after this (the hosted
   * domain exists only once Auth is built) are in it.
   */
  private securityHeadersPolicy(): ResponseHeadersPolicy {
    return new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Vouched security headers (lib/securityHeaders.ts)',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: Lazy.string({
            produce: () => contentSecurityPolicy({ connectOrigins: this.connectOrigins, frameOrigins: this.frameOrigins }),
          }),
          override: true,
        },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: true },
      },
      customHeadersBehavior: { customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }] },
    });
  }

  /**
   * Uploads the web build and /config.json. Hashed build files may be cached
   * for a day; index.html, the prerendered pages and config.json are
   * revalidated on every load so a deploy shows at once.
   */
  deploySite(config: WebConfig): void {
    const WEB_MANIFEST = 'manifest.webmanifest';
    const PRERENDERED_FILES = `${PRERENDERED_DIR}/*`;
    const build = webBuildSource(this);
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [build],
      destinationBucket: this.bucket,
      // The inputs hash is the local runtime's bookkeeping (bin/local/webBuild.ts), not part of the site;
      // source maps are never published (the build makes none; a stray one stays out too).
      exclude: ['index.html', PRERENDERED_FILES, WEB_CONFIG_OBJECT_KEY, WEB_MANIFEST, '.inputs-sha256', '*.map'],
      // A tab opened before this deploy still asks for its own build's hashed chunks: they stay. They are
      // content-addressed, a build is about 1 MB, so keeping them costs cents a year (docs/decisions.md).
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(1))],
      memoryLimit: 512,
    });
    const entry = new BucketDeployment(this, 'DeployEntry', {
      // The pages name the app's absolute address (og:url, canonical link, og:image): the build wrote a
      // placeholder origin, which the deployment replaces with appUrl, a deploy-time value (so synth needs no AWS).
      sources: [withMarkers(build, { [SITE_ORIGIN_PLACEHOLDER]: this.appUrl }), Source.jsonData(WEB_CONFIG_OBJECT_KEY, config)],
      destinationBucket: this.bucket,
      exclude: ['*'],
      // The public pages rendered at build time (lib/spaRouting.ts) name the build's chunks, as index.html does.
      include: ['index.html', PRERENDERED_FILES, WEB_CONFIG_OBJECT_KEY],
      // The assets deployment owns every other key.
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    // The web app manifest (issue 23 §3): its own deployment because its type must be set by hand (the
    // upload guesses types from extensions, and .webmanifest is not one every guesser knows); not hashed,
    // so cached for a day like the icons it names.
    const manifest = new BucketDeployment(this, 'DeployManifest', {
      sources: [build],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: [WEB_MANIFEST],
      prune: false,
      contentType: 'application/manifest+json',
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(1))],
      memoryLimit: 512,
    });
    // index.html must never point at assets that are not uploaded yet.
    entry.node.addDependency(assets, manifest);
  }
}

/**
 * `source` with deploy-time substitutions: each key, wherever it occurs in the source's files, is
 * replaced by its value (a token, resolved by CloudFormation) as the deployment unpacks them. The
 * same mechanism as Source.data's deploy-time values (SourceConfig.markers), here on the build's
 * own files: the pages keep being the build's bytes, not a copy read at synth time.
 */
function withMarkers(source: ISource, markers: Record<string, string>): ISource {
  return {
    bind(scope, context) {
      const config = source.bind(scope, context);
      return { ...config, markers: { ...config.markers, ...markers } };
    },
  };
}

/**
 * The web build (web/dist). A fresh clone has none, so synth then runs
 * `npm run build:web` itself (locally, offline: no Docker) and stages the
 * result; after that web/dist exists and is used as is. Rebuild it with
 * `npm run build:web` before a deploy, as README "Deploying to AWS" says.
 */
function webBuildSource(scope: Construct): ISource {
  const dist = join(PROJECT_ROOT, 'web', 'dist');
  if (existsSync(join(dist, 'index.html'))) return Source.asset(dist);
  return Source.asset(join(PROJECT_ROOT, 'web'), {
    assetHashType: AssetHashType.OUTPUT,
    exclude: ['dist', 'node_modules'],
    bundling: {
      // Required by the type; never used, because local bundling either succeeds or throws.
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22-slim'),
      local: {
        tryBundle(outputDir: string): boolean {
          process.stderr.write(`[${scope.node.path}] web/dist is missing: running npm run build:web\n`);
          try {
            // stdout goes to stderr so `cdk synth` keeps stdout for the template.
            execFileSync('npm', ['run', 'build:web'], { cwd: PROJECT_ROOT, stdio: ['ignore', 2, 2] });
          } catch {
            throw new Error('web/dist is missing and `npm run build:web` failed: run `npm run build:web`, fix what it reports, then synth again.');
          }
          cpSync(dist, outputDir, { recursive: true });
          return true;
        },
      },
    },
  });
}
