/**
 * An edge that holds (issue 20 §6): a WAF web ACL in front of CloudFront
 * (managed rule sets, IP reputation, a per-address rate limit from the
 * stage), the edge secret in Secrets Manager and in no function's
 * environment, the execute-api endpoint disabled where the API has a domain
 * of its own, per-route-group throttles and reserved concurrency for the
 * Cognito triggers, all from the stage's settings file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { routes } from '#contract/routes';
import { routeKey, type RouteDef } from '#contract/routeDef';
import { ROUTE_GROUP_OF, SHARE_ROUTE_PATHS } from '#lib/api';
import { readConfig } from '#lib/config';
import { COGNITO_TRIGGERS, triggerFunction } from '#lib/functions';
import { readStageFile } from '#lib/stages';
import { MANAGED_RULE_GROUPS, RATE_RULE_NAME } from '#lib/waf';
import { DEPLOY_CONTEXT, FEDERATED_CONTEXT, SKIP_BUNDLING } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { logicalIdAt, ofType, resources, statementsOfFunction, actionsOf, type CfnResource } from './support/template';

const prod = synthesizedBeforeAll(DEPLOY_CONTEXT);
const dev = synthesizedBeforeAll({ ...DEPLOY_CONTEXT, ...SKIP_BUNDLING, stage: 'dev' });
const federated = synthesizedBeforeAll(FEDERATED_CONTEXT);
const API_DOMAIN = 'api.vouched.example';
const ownApiDomain = synthesizedBeforeAll({ ...FEDERATED_CONTEXT, apiDomainName: API_DOMAIN });

const prodFile = readStageFile('prod').values;
const devFile = readStageFile('dev').values;

interface Rule {
  Name: string;
  Priority: number;
  Action?: Record<string, unknown>;
  OverrideAction?: Record<string, unknown>;
  Statement: {
    ManagedRuleGroupStatement?: { VendorName: string; Name: string; RuleActionOverrides?: { Name: string; ActionToUse: Record<string, unknown> }[] };
    RateBasedStatement?: { AggregateKeyType: string; Limit: number };
  };
}

function webAcl(template: Record<string, unknown>): [string, CfnResource] {
  const acls = ofType(template, 'AWS::WAFv2::WebACL');
  expect(acls).toHaveLength(1);
  return acls[0]!;
}

function distributionConfig(template: Record<string, unknown>) {
  const [[, distribution]] = ofType(template, 'AWS::CloudFront::Distribution') as [[string, CfnResource]];
  return distribution.Properties!.DistributionConfig as {
    WebACLId?: unknown;
    Origins: { DomainName: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
  };
}

describe('the WAF web ACL', () => {
  it('is CLOUDFRONT-scoped and associated with the distribution', () => {
    for (const fixture of [prod, dev, federated]) {
      const [aclId, acl] = webAcl(fixture.synth.template);
      expect(acl.Properties!.Scope).toBe('CLOUDFRONT');
      expect(acl.Properties!.DefaultAction).toEqual({ Allow: {} });
      expect(distributionConfig(fixture.synth.template).WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    }
  });

  it('runs AWS\u2019s common, known-bad-input and IP-reputation rule sets, each with its metrics', () => {
    const rules = webAcl(prod.synth.template)[1].Properties!.Rules as Rule[];
    const managed = rules.filter((r) => r.Statement.ManagedRuleGroupStatement);
    expect(managed.map((r) => r.Statement.ManagedRuleGroupStatement!.Name).sort()).toEqual(
      ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'].sort(),
    );
    expect([...MANAGED_RULE_GROUPS].sort()).toEqual(managed.map((r) => r.Name).sort());
    for (const rule of managed) {
      expect(rule.Statement.ManagedRuleGroupStatement!.VendorName).toBe('AWS');
      // The groups' own actions apply (block): not overridden to count.
      expect(rule.OverrideAction).toEqual({ None: {} });
    }
    // Only the 8 KB body rule counts: the routes allow up to 16 KB and refuse more themselves (413).
    const common = managed.find((r) => r.Name === 'AWSManagedRulesCommonRuleSet')!;
    expect(common.Statement.ManagedRuleGroupStatement!.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
    const priorities = rules.map((r) => r.Priority);
    expect(new Set(priorities).size).toBe(priorities.length);
  });

  it('blocks an address over the stage\u2019s wafRateLimit, and the stages differ', () => {
    const rateRule = (template: Record<string, unknown>) => (webAcl(template)[1].Properties!.Rules as Rule[]).find((r) => r.Name === RATE_RULE_NAME)!;
    expect(rateRule(prod.synth.template).Action).toEqual({ Block: {} });
    expect(rateRule(prod.synth.template).Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', Limit: prodFile.wafRateLimit });
    expect(rateRule(dev.synth.template).Statement.RateBasedStatement).toMatchObject({ Limit: devFile.wafRateLimit });
    expect(devFile.wafRateLimit).not.toBe(prodFile.wafRateLimit);
  });

  it('leaves no WAF acknowledgement behind (cdk-nag\u2019s CFR2 is satisfied, not waived)', () => {
    for (const fixture of [prod, federated]) {
      expect(fixture.synth.acknowledgements.filter((a) => a.id === 'AwsSolutions-CFR2')).toEqual([]);
      expect(fixture.synth.nagFindings).toEqual([]);
    }
  });
});

describe('the edge secret', () => {
  it('is a generated Secrets Manager secret, in no function\u2019s environment', () => {
    for (const fixture of [prod, federated]) {
      const template = fixture.synth.template;
      const secretId = logicalIdAt(template, 'Vouched/EdgeSecret/Resource');
      expect(resources(template)[secretId]!.Properties!.GenerateSecretString).toBeDefined();
      const functions = ofType(template, 'AWS::Lambda::Function');
      expect(functions.length).toBeGreaterThan(0);
      for (const [id, fn] of functions) {
        const variables = JSON.stringify((fn.Properties!.Environment as { Variables?: unknown } | undefined)?.Variables ?? {});
        expect(variables, id).not.toContain('resolve:secretsmanager');
        expect(variables, id).not.toContain('AWS::StackId');
        expect(variables, id).not.toContain('"EDGE_SECRET"');
      }
    }
  });

  it('may be read by the API functions, the unfurl function and the rotation alone (GetSecretValue on that secret)', () => {
    const template = prod.synth.template;
    const secretId = logicalIdAt(template, 'Vouched/EdgeSecret/Resource');
    const rotation = logicalIdAt(template, 'Vouched/EdgeRotation/RotateEdgeSecret/Resource');
    for (const [id] of ofType(template, 'AWS::Lambda::Function')) {
      if (!(resources(template)[id]!.Metadata?.['aws:cdk:path'] as string).startsWith('Vouched/')) continue;
      let statements;
      try {
        statements = statementsOfFunction(template, id);
      } catch {
        continue; // a function of the CDK's own (no role of ours)
      }
      const readsIt = statements.some((s) => actionsOf(s).includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes(secretId));
      // The unfurl function answers CloudFront's share paths through the same API (lib/api.ts addShareRoutes).
      expect(readsIt, id).toBe(id.startsWith('ApiApi') || id.startsWith('ShareUnfurl') || id === rotation);
    }
  });

  it('is what CloudFront sends to the API, resolved at deploy time (its rotation: tests/infra/edgeRotation.test.ts)', () => {
    const secretId = logicalIdAt(prod.synth.template, 'Vouched/EdgeSecret/Resource');
    const headers = distributionConfig(prod.synth.template).Origins.flatMap((o) => o.OriginCustomHeaders ?? []);
    expect(headers).toEqual([
      { HeaderName: 'x-vouched-edge', HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] } },
    ]);
  });
});

describe('the execute-api endpoint', () => {
  const api = (template: Record<string, unknown>) =>
    ofType(template, 'AWS::ApiGatewayV2::Api').find(([, r]) => r.Properties!.ProtocolType === 'HTTP')![1];

  it('is disabled where the API has a domain of its own, and CloudFront goes there', () => {
    const template = ownApiDomain.synth.template;
    expect(api(template).Properties!.DisableExecuteApiEndpoint).toBe(true);
    const [[domainId, domain]] = ofType(template, 'AWS::ApiGatewayV2::DomainName') as [[string, CfnResource]];
    expect(domain.Properties!.DomainName).toBe(API_DOMAIN);
    expect(ofType(template, 'AWS::ApiGatewayV2::ApiMapping').some(([, m]) => JSON.stringify(m.Properties!.DomainName).includes(domainId))).toBe(true);
    const origins = distributionConfig(template).Origins.filter((o) => o.OriginCustomHeaders);
    expect(origins.map((o) => o.DomainName)).toEqual([{ Ref: domainId }]);
    expect(ownApiDomain.synth.nagFindings).toEqual([]);
  });

  it('stays (behind the edge secret) where the API has no domain: CloudFront has no other way in', () => {
    expect(api(prod.synth.template).Properties!.DisableExecuteApiEndpoint).toBe(false);
    expect(ofType(prod.synth.template, 'AWS::ApiGatewayV2::DomainName')).toEqual([]);
  });

  it('needs the certificate of the app\u2019s domain', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vouched-edge-'));
    try {
      writeFileSync(join(dir, 'qa.json'), JSON.stringify({ retainData: false, apiDomainName: API_DOMAIN }));
      expect(() => readConfig(new Stack(new App(), 'Probe'), readStageFile('qa', dir))).toThrow(/needs domainName and certificateArn/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('throttles per route group', () => {
  const routeSettings = (template: Record<string, unknown>) => {
    const stage = ofType(template, 'AWS::ApiGatewayV2::Stage').find(([, s]) => s.Properties!.StageName === '$default')![1];
    return stage.Properties!.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
  };

  it('give every route its group\u2019s limits from the stage file', () => {
    for (const [fixture, file] of [
      [prod, prodFile],
      [dev, devFile],
    ] as const) {
      const settings = routeSettings(fixture.synth.template);
      const all: readonly RouteDef[] = routes;
      const shareKeys = SHARE_ROUTE_PATHS.map(([, path]) => `GET ${path}`);
      expect(Object.keys(settings).sort()).toEqual([...all.map(routeKey), ...shareKeys].sort());
      // The share paths are anyone's, as the public routes are.
      for (const key of shareKeys)
        expect(settings[key], key).toEqual({ ThrottlingRateLimit: file.publicRateLimit, ThrottlingBurstLimit: file.publicBurstLimit });
      for (const route of all) {
        const group = ROUTE_GROUP_OF[route.access];
        expect(settings[routeKey(route)], route.id).toEqual({
          ThrottlingRateLimit: file[`${group}RateLimit`],
          ThrottlingBurstLimit: file[`${group}BurstLimit`],
        });
      }
    }
    expect(new Set(['public', 'member', 'admin'].map((g) => prodFile[`${g}RateLimit` as 'publicRateLimit']))).toHaveProperty('size', 3);
  });

  it('are set only after the routes they name exist', () => {
    const template = prod.synth.template;
    const [stageId, stage] = ofType(template, 'AWS::ApiGatewayV2::Stage').find(([, s]) => s.Properties!.StageName === '$default')!;
    const dependsOn = [stage.DependsOn ?? []].flat();
    const routeIds = ofType(template, 'AWS::ApiGatewayV2::Route')
      .filter(([, r]) => JSON.stringify(r.Properties!.ApiId).includes(logicalIdAt(template, 'Vouched/Api/HttpApi/Resource')))
      .map(([id]) => id);
    expect(routeIds.length, stageId).toBe(routes.length + SHARE_ROUTE_PATHS.length);
    for (const id of routeIds) expect(dependsOn).toContain(id);
  });
});

describe('the Cognito triggers', () => {
  const triggerIds = (template: Record<string, unknown>) =>
    COGNITO_TRIGGERS.map((trigger) => logicalIdAt(template, `Vouched/Auth/${triggerFunction(trigger).name}/Resource`));

  it('have the stage\u2019s reserved concurrency in production', () => {
    expect(prodFile.triggerConcurrency).toBeGreaterThan(0);
    for (const id of triggerIds(prod.synth.template)) {
      expect(resources(prod.synth.template)[id]!.Properties!.ReservedConcurrentExecutions, id).toBe(prodFile.triggerConcurrency);
    }
  });

  it('reserve none where the stage says 0 (a new account\u2019s quota of 10 leaves nothing to reserve)', () => {
    expect(devFile.triggerConcurrency).toBe(0);
    for (const id of triggerIds(dev.synth.template)) {
      expect(resources(dev.synth.template)[id]!.Properties!.ReservedConcurrentExecutions, id).toBeUndefined();
    }
  });

  it('are the only functions with reserved concurrency', () => {
    const triggers = new Set(triggerIds(prod.synth.template));
    for (const [id, fn] of ofType(prod.synth.template, 'AWS::Lambda::Function')) {
      if (!triggers.has(id)) expect(fn.Properties!.ReservedConcurrentExecutions, id).toBeUndefined();
    }
  });
});
