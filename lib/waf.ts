/**
 * The WAF web ACL in front of CloudFront (issue 20 §6): AWS's managed common
 * and known-bad-input rule sets, its IP reputation list, and a rate-based
 * rule per viewer address whose limit is the stage's `wafRateLimit`.
 *
 * A CLOUDFRONT-scoped web ACL exists only in us-east-1, so the stack is
 * deployed there (docs/decisions.md, "The edge: WAF in us-east-1"). What to
 * do when it blocks legitimate traffic: docs/operations.md.
 */
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface EdgeFirewallProps {
  /** Requests one viewer address may make in any 5 minutes before it is blocked (the stage's wafRateLimit). */
  rateLimitPer5Minutes: number;
}

/** The managed rule groups, in evaluation order (cheapest and most certain first). */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesCommonRuleSet',
] as const;

/** The rate-based rule's name (docs/operations.md names it). */
export const RATE_RULE_NAME = 'RatePerViewerAddress';

function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}

export class EdgeFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps) {
    super(scope, id);
    const managed: CfnWebACL.RuleProperty[] = MANAGED_RULE_GROUPS.map((name, priority) => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          // The common set blocks bodies over 8 KB; our routes allow up to 16 KB and the handlers refuse
          // a larger one with 413 per route (functions/contract/routeDef.ts), so that rule only counts.
          ...(name === 'AWSManagedRulesCommonRuleSet'
            ? { ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }] }
            : {}),
        },
      },
      visibilityConfig: visibility(name),
    }));
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Vouched: managed rule sets and a per-address rate limit in front of CloudFront',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('VouchedEdge'),
      rules: [
        // First: a flood is refused before any rule group is paid for.
        {
          name: RATE_RULE_NAME,
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { aggregateKeyType: 'IP', limit: props.rateLimitPer5Minutes, evaluationWindowSec: 300 } },
          visibilityConfig: visibility(RATE_RULE_NAME),
        },
        ...managed.map((rule) => ({ ...rule, priority: rule.priority + 1 })),
      ],
    });
  }

  get arn(): string {
    return this.webAcl.attrArn;
  }
}
