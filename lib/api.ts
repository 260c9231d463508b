/**
 * The HTTP API, generated from functions/api/routes.ts: one Lambda function
 * per feature (functions/api/<feature>/handler.ts, which dispatches on the
 * route key) and one API Gateway route per table row. Member and admin
 * routes sit behind the Cognito JWT authorizer; public routes have none.
 * The handlers still check roles and ownership themselves.
 */
import { Validations } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { FEATURES, routes } from '#contract/routes';
import { type Feature, type RouteDef } from '#contract/routeDef';
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

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<Feature, VouchedFunction>();
  readonly routes = new Map<string, HttpRoute>();
  /** One JSON line a request (lib/accessLogs.ts); lib/monitoring.ts counts the 429s in it. */
  readonly accessLogs: ILogGroup;

  constructor(scope: Construct, id: string, props: { throttle: { rateLimit: number; burstLimit: number } }) {
    super(scope, id);

    // The API only exists behind CloudFront's /api/*, on the same origin as the web app: no CORS.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Vouched API (routes generated from functions/api/routes.ts)',
      // Our own stage below, because the default stage cannot carry access logs.
      createDefaultStage: false,
    });

    const accessLog = accessLogSettings(this, 'AccessLogs', {
      latencyMs: '$context.responseLatency',
      authorizerError: '$context.authorizer.error',
    });
    this.accessLogs = accessLog.logGroup;
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: accessLog.destination, format: accessLog.format },
      // A ceiling for the whole API, the stage's apiRateLimit/apiBurstLimit; per-client limits
      // (ratePerMinute in routes.ts) are enforced by the handlers.
      throttle: props.throttle,
    });
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
  }
}
