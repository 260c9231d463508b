/**
 * The HTTP API is generated from functions/api/routes.ts: every route, the
 * right authorizer, one function per feature built the way the issue asks,
 * and each function holding only the permissions of its feature.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { FEATURES, routes } from '#contract/routes';
import { type Feature } from '#contract/routeDef';
import { SHARE_ROUTE_PATHS } from '#lib/api';
import { apiFunction } from '#lib/functions';
import { ESM_REQUIRE_BANNER } from '#lib/bundling';
import { DEPLOY_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { actionsOf, allowedActions, logicalIdAt, ofType, statementsOfFunction } from './support/template';

const deployed = synthesizedBeforeAll(DEPLOY_CONTEXT);

function functionId(feature: Feature): string {
  return logicalIdAt(deployed.synth.template, `Vouched/Api/${apiFunction(feature).name}/Resource`);
}

function authorizerId(): string {
  const [entry] = ofType(deployed.synth.template, 'AWS::ApiGatewayV2::Authorizer');
  if (!entry) throw new Error('no authorizer');
  return entry[0];
}

describe('routes generated from routes.ts', () => {
  it('has exactly one API Gateway route per row of the route table', () => {
    const httpApi = { Ref: logicalIdAt(deployed.synth.template, 'Vouched/Api/HttpApi/Resource') };
    // The notification WebSocket API's $connect and $disconnect are its own (tests/infra/realtime.test.ts).
    const keys = ofType(deployed.synth.template, 'AWS::ApiGatewayV2::Route')
      .filter(([, r]) => JSON.stringify(r.Properties?.ApiId) === JSON.stringify(httpApi))
      .map(([, r]) => r.Properties?.RouteKey);
    // Besides the table's rows, the unfurl function's share paths (lib/api.ts addShareRoutes).
    const share = SHARE_ROUTE_PATHS.map(([, path]) => `GET ${path}`);
    expect(keys.sort()).toEqual([...routes.map((r) => `${r.method} ${r.path}`), ...share].sort());
  });

  it('sends the share paths to the unfurl function, through CloudFront behaviours to the API origin', () => {
    interface Behaviour {
      PathPattern: string;
      TargetOriginId: string;
      CachePolicyId: unknown;
    }
    const distributions = ofType(deployed.synth.template, 'AWS::CloudFront::Distribution');
    expect(distributions).toHaveLength(1);
    const config = distributions[0]![1].Properties!.DistributionConfig as { CacheBehaviors: Behaviour[] };
    const behaviours = config.CacheBehaviors;
    const at = (pattern: string) => behaviours.find((b) => b.PathPattern === pattern)!;
    const api = at('/api/*');
    for (const pattern of ['/vouched', '/invite/*', '/share-card/*']) expect(at(pattern).TargetOriginId, pattern).toBe(api.TargetOriginId);
    // Pages are never cached (as the API's answers); the versioned pictures are.
    expect(at('/vouched').CachePolicyId).toEqual(api.CachePolicyId);
    expect(at('/invite/*').CachePolicyId).toEqual(api.CachePolicyId);
    expect(at('/share-card/*').CachePolicyId).not.toEqual(api.CachePolicyId);
    // Each share route: public, integrated with the unfurl function.
    const unfurl = logicalIdAt(deployed.synth.template, 'Vouched/Share/Unfurl/Resource');
    for (const [, path] of SHARE_ROUTE_PATHS) {
      const route = ofType(deployed.synth.template, 'AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties?.RouteKey === `GET ${path}`);
      expect(route, path).toBeDefined();
      expect(route![1].Properties!.AuthorizationType).toBe('NONE');
      const target = JSON.stringify(route![1].Properties!.Target);
      const integration = ofType(deployed.synth.template, 'AWS::ApiGatewayV2::Integration').find(([id]) => target.includes(id));
      expect(integration![1].Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [unfurl, 'Arn'] },
      });
    }
  });

  it.each(routes.map((r) => [r.id, r] as const))('%s has the right authorizer and function', (_id, route) => {
    const routeResource = ofType(deployed.synth.template, 'AWS::ApiGatewayV2::Route').find(
      ([, r]) => r.Properties?.RouteKey === `${route.method} ${route.path}`,
    );
    expect(routeResource).toBeDefined();
    const props = routeResource![1].Properties!;
    if (route.access === 'public') {
      expect(props.AuthorizationType).toBe('NONE');
      expect(props.AuthorizerId).toBeUndefined();
    } else {
      expect(props.AuthorizationType).toBe('JWT');
      expect(props.AuthorizerId).toEqual({ Ref: authorizerId() });
    }
    // Route -> integration -> the feature's function.
    const target = JSON.stringify(props.Target);
    const integration = ofType(deployed.synth.template, 'AWS::ApiGatewayV2::Integration').find(([id]) => target.includes(id));
    expect(integration).toBeDefined();
    expect(integration![1].Properties).toMatchObject({
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: { 'Fn::GetAtt': [functionId(route.feature), 'Arn'] },
    });
  });

  it('uses a Cognito JWT authorizer whose audience is the web client', () => {
    deployed.assertions.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: logicalIdAt(deployed.synth.template, 'Vouched/Auth/UserPool/WebClient/Resource') }],
        Issuer: { 'Fn::Join': ['', Match.arrayWith([{ Ref: logicalIdAt(deployed.synth.template, 'Vouched/Auth/UserPool/Resource') }])] },
      },
    });
  });

  it('serves the $default stage with access logs and a throttle', () => {
    deployed.assertions.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });
});

describe('one function per feature', () => {
  it('has exactly the features of routes.ts', () => {
    const apiFunctions = ofType(deployed.synth.template, 'AWS::Lambda::Function').filter(([, r]) =>
      String(r.Metadata?.['aws:cdk:path']).startsWith('Vouched/Api/'),
    );
    expect(apiFunctions).toHaveLength(FEATURES.length);
    for (const feature of FEATURES) expect(() => functionId(feature)).not.toThrow();
  });

  it.each(FEATURES)('%s runs Node.js 22 on arm64 with source maps', (feature) => {
    deployed.assertions.hasResource('AWS::Lambda::Function', {
      Metadata: { 'aws:cdk:path': `Vouched/Api/${apiFunction(feature).name}/Resource` },
      Properties: {
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Environment: { Variables: Match.objectLike({ NODE_OPTIONS: '--enable-source-maps', TABLE_NAME: Match.anyValue() }) },
      },
    });
  });

  it.each(FEATURES)('%s is bundled by esbuild as minified ESM with the createRequire banner and a source map', (feature) => {
    const bundle = deployed.synth.bundles[functionId(feature)];
    expect(bundle, 'bundle staged').toBeDefined();
    expect(bundle!.files).toEqual(['index.mjs', 'index.mjs.map']);
    expect(bundle!.head.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
    expect(bundle!.exportsHandler).toBe(true);
    expect(bundle!.handlerTypeInNode).toBe('function');
    // Minified: lines thousands of characters long (only string literals keep their newlines).
    expect(bundle!.bytes / bundle!.lines).toBeGreaterThan(1000);
  });

  it('gives API functions the pool ids and the app URL, never to the triggers (that would be a cycle)', () => {
    for (const feature of FEATURES) {
      deployed.assertions.hasResourceProperties('AWS::Lambda::Function', {
        Description: Match.stringLikeRegexp(`^Vouched API: ${feature} `),
        Environment: {
          Variables: Match.objectLike({ USER_POOL_ID: Match.anyValue(), USER_POOL_CLIENT_ID: Match.anyValue(), APP_URL: Match.anyValue() }),
        },
      });
    }
  });
});

describe('least privilege per feature', () => {
  const everyFunction = () => ofType(deployed.synth.template, 'AWS::Lambda::Function').map(([id]) => id);

  it('lets no function Scan the table (no request path reads the whole table)', () => {
    for (const id of everyFunction())
      expect(
        [...allowedActions(deployed.synth.template, id)].filter((a) => /Scan/i.test(a)),
        id,
      ).toEqual([]);
  });

  it('lets only features that put items, put, and every feature with signed-in routes read the caller\u2019s records', () => {
    const tableActions = (feature: Feature) => new Set(apiFunction(feature).table.flatMap((grant) => grant.actions));
    for (const feature of FEATURES) {
      const actions = allowedActions(deployed.synth.template, functionId(feature));
      expect(actions.has('dynamodb:PutItem'), feature).toBe(tableActions(feature).has('PutItem'));
      if (routes.some((r) => r.feature === feature && r.access !== 'public')) {
        expect(actions.has('dynamodb:GetItem') && actions.has('dynamodb:Query'), feature).toBe(true);
      }
    }
    // members writes the directory's rate-limit bucket and the member's search-term set (issue 8).
    expect(tableActions('members')).toContain('UpdateItem');
    // admin writes feedback status changes and the waiting list's invites (issue 11).
    expect(tableActions('admin')).toContain('PutItem');
  });

  it('allows kms:Encrypt with the birth-date key to the me feature only, and kms:Decrypt to nobody', () => {
    const keyId = logicalIdAt(deployed.synth.template, 'Vouched/Data/BirthDateKey/Resource');
    for (const id of everyFunction()) {
      const statements = statementsOfFunction(deployed.synth.template, id).filter((s) => s.Effect === 'Allow');
      expect(
        statements.flatMap(actionsOf).filter((a) => a.startsWith('kms:Decrypt')),
        id,
      ).toEqual([]);
      const encrypts = statements.some((s) => actionsOf(s).includes('kms:Encrypt'));
      expect(encrypts, id).toBe(id === functionId('me'));
    }
    expect(statementsOfFunction(deployed.synth.template, functionId('me')).find((s) => actionsOf(s).includes('kms:Encrypt'))?.Resource).toEqual({
      'Fn::GetAtt': [keyId, 'Arn'],
    });
  });
});
