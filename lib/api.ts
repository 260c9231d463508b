/**
 * The HTTP API, generated from functions/api/routes.ts: one Lambda function
 * per feature (functions/api/<feature>/handler.ts, which dispatches on the
 * route key) and one API Gateway route per table row. Member and admin
 * routes sit behind the Cognito JWT authorizer; public routes have none.
 * The handlers still check roles and ownership themselves.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { ApiMapping, CfnStage, DomainName, HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { FEATURES, routes } from '#contract/routes';
import { routeKey, type Access, type Feature, type RouteDef } from '#contract/routeDef';
import type { RouteGroup, Throttle } from './config';
import { accessLogSettings } from './accessLogs';
import type { CapabilityResources } from './capabilities';
import { apiFunction } from './functions';
import { VouchedFunction } from './lambda';

export interface ApiRoutesProps {
  userPool: IUserPool;
  webClient: IUserPoolClient;
  /** Values of the plain variables API functions get (INVOKER_VARIABLES.api); resource names come with capabilities. */
  environment: Record<string, string>;
  resources: CapabilityResources;
}

export interface ApiProps {
  /** The ceiling for the whole API (the $default stage's default route settings). */
  throttle: Throttle;
  /** Each route's own limit, by its group (routes.ts access). */
  routeThrottles: Record<RouteGroup, Throttle>;
  /** The API's own custom domain and a certificate covering it: the execute-api endpoint is then disabled. */
  customDomain?: { domainName: string; certificateArn: string };
}

/** The throttle group of each access level: account routes are a member's own (signed in, maybe without a profile yet). */
export const ROUTE_GROUP_OF: Record<Access, RouteGroup> = { public: 'public', account: 'member', member: 'member', admin: 'admin' };

/** The unfurl function's routes: construct id and path (CloudFront's share behaviours, lib/web.ts, send exactly these). */
export const SHARE_ROUTE_PATHS = [
  ['RouteSharePage', '/vouched'],
  ['RouteShareInvite', '/invite/{proxy+}'],
  ['RouteShareCard', '/share-card/{proxy+}'],
] as const;

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<Feature, VouchedFunction>();
  readonly routes = new Map<string, HttpRoute>();
  /** One JSON line a request (lib/accessLogs.ts); lib/monitoring.ts counts the 429s in it. */
  readonly accessLogs: ILogGroup;
  /** The API's custom domain, when the stage has one: where CloudFront sends /api/*. */
  readonly domainName?: DomainName;
  private readonly stage: HttpStage;
  private readonly routeThrottles: Record<RouteGroup, Throttle>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.routeThrottles = props.routeThrottles;

    // The API only exists behind CloudFront's /api/*, on the same origin as the web app: no CORS.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Vouched API (routes generated from functions/api/routes.ts)',
      // Our own stage below, because the default stage cannot carry access logs.
      createDefaultStage: false,
      // With a custom domain of its own, that domain (behind CloudFront, with the edge secret) is the only way in.
      disableExecuteApiEndpoint: props.customDomain !== undefined,
    });

    const accessLog = accessLogSettings(this, 'AccessLogs', {
      latencyMs: '$context.responseLatency',
      authorizerError: '$context.authorizer.error',
    });
    this.accessLogs = accessLog.logGroup;
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: accessLog.destination, format: accessLog.format },
      // A ceiling for the whole API, the stage's apiRateLimit/apiBurstLimit; per-client limits
      // (ratePerMinute in routes.ts) are enforced by the handlers.
      throttle: props.throttle,
    });
    if (props.customDomain) {
      this.domainName = new DomainName(this, 'Domain', {
        domainName: props.customDomain.domainName,
        certificate: Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn),
      });
      new ApiMapping(this, 'Mapping', { api: this.httpApi, domainName: this.domainName, stage: this.stage });
    }
  }

  /** The host CloudFront forwards /api/* to: the API's custom domain, else its execute-api host. */
  get originHost(): string {
    return this.domainName?.name ?? `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  /** The URL CloudFront forwards /api/* to (the $default stage serves the root). */
  get endpoint(): string {
    return this.httpApi.apiEndpoint;
  }

  /** Builds the authorizer, one function per feature and one route per row of routes.ts. */
  addRoutes(props: ApiRoutesProps): void {
    const authorizer = new HttpUserPoolAuthorizer('CognitoJwt', props.userPool, {
      // audience = the web client: only tokens issued to our web app are accepted.
      userPoolClients: [props.webClient],
      identitySource: ['$request.header.Authorization'],
    });

    const integrations = new Map<Feature, HttpLambdaIntegration>();
    for (const feature of FEATURES) {
      const definition = apiFunction(feature);
      const fn = new VouchedFunction(this, { definition, environment: props.environment, resources: props.resources });
      this.functions.set(feature, fn);
      integrations.set(feature, new HttpLambdaIntegration(`${definition.name}Integration`, fn));
    }

    for (const route of routes as readonly RouteDef[]) {
      const integration = integrations.get(route.feature);
      if (!integration) throw new Error(`route ${route.id}: no function for feature ${route.feature}`);
      const httpRoute = new HttpRoute(this, `Route${route.id[0]!.toUpperCase()}${route.id.slice(1)}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration,
        authorizer: route.access === 'public' ? undefined : authorizer,
      });
      if (route.access === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Route ${route.id} (${route.method} ${route.path}) is public by design in routes.ts (a visitor without an account); the handler rate-limits it per client IP.`,
        });
      }
      this.routes.set(route.id, httpRoute);
    }
    this.throttleRoutes();
  }

  /**
   * The share paths (issue 23 §1): /vouched, /invite/{code} and the card pictures, answered by the unfurl
   * function with HTML and PNG, so not rows of the route table. CloudFront sends them here (lib/web.ts) with
   * the edge secret; they are public and throttled as the public routes are.
   */
  addShareRoutes(fn: VouchedFunction): void {
    const integration = new HttpLambdaIntegration('UnfurlIntegration', fn);
    const settings = ((this.stage.node.defaultChild as CfnStage).routeSettings ?? {}) as Record<string, unknown>;
    const throttle = this.routeThrottles.public;
    for (const [id, path] of SHARE_ROUTE_PATHS) {
      const route = new HttpRoute(this, id, { httpApi: this.httpApi, routeKey: HttpRouteKey.with(path, HttpMethod.GET), integration });
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: `GET ${path} is a shared link: anyone, a crawler included, may open it; the function names only what an anonymous viewer may see.`,
      });
      settings[`GET ${path}`] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
      this.stage.node.addDependency(route);
    }
    (this.stage.node.defaultChild as CfnStage).routeSettings = settings;
  }

  /**
   * Each route gets its group's limit (its own bucket, below the API's ceiling): a flood of visitors
   * on the public routes cannot spend what members and admins need. The stage names the routes by
   * key, so it waits for them.
   */
  private throttleRoutes(): void {
    // RouteSettings is untyped JSON in the L1 (a map by route key), so it is written in CloudFormation's own casing.
    const settings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of routes as readonly RouteDef[]) {
      const throttle = this.routeThrottles[ROUTE_GROUP_OF[route.access]];
      settings[routeKey(route)] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
    }
    (this.stage.node.defaultChild as CfnStage).routeSettings = settings;
    for (const route of this.routes.values()) this.stage.node.addDependency(route);
  }
}
