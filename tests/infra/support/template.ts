/** Small read helpers over a synthesized CloudFormation template. */

export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  DependsOn?: string | string[];
}

export interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
  Sid?: string;
}

export function resources(template: Record<string, unknown>): Record<string, CfnResource> {
  return (template.Resources ?? {}) as Record<string, CfnResource>;
}

export function ofType(template: Record<string, unknown>, type: string): [string, CfnResource][] {
  return Object.entries(resources(template)).filter(([, r]) => r.Type === type);
}

/** The logical id of the resource whose construct path is `path` (e.g. Vouched/Api/ApiMe/Resource). */
export function logicalIdAt(template: Record<string, unknown>, path: string): string {
  const found = Object.entries(resources(template)).find(([, r]) => r.Metadata?.['aws:cdk:path'] === path);
  if (!found) throw new Error(`no resource at ${path}`);
  return found[0];
}

export function actionsOf(statement: Statement): string[] {
  return Array.isArray(statement.Action) ? statement.Action : [statement.Action];
}

/** Every IAM statement in the inline policies attached to a Lambda function's role. */
export function statementsOfFunction(template: Record<string, unknown>, functionLogicalId: string): Statement[] {
  const fn = resources(template)[functionLogicalId];
  if (!fn || fn.Type !== 'AWS::Lambda::Function') throw new Error(`${functionLogicalId} is not a function`);
  const role = fn.Properties?.Role as { 'Fn::GetAtt'?: [string, string] } | undefined;
  const roleId = role?.['Fn::GetAtt']?.[0];
  if (!roleId) throw new Error(`${functionLogicalId} has no role reference`);
  return statementsOfRole(template, roleId);
}

export function statementsOfRole(template: Record<string, unknown>, roleLogicalId: string): Statement[] {
  const out: Statement[] = [];
  for (const [, policy] of ofType(template, 'AWS::IAM::Policy')) {
    const roles = (policy.Properties?.Roles ?? []) as { Ref?: string }[];
    if (!roles.some((r) => r.Ref === roleLogicalId)) continue;
    const doc = policy.Properties?.PolicyDocument as { Statement: Statement[] };
    out.push(...doc.Statement);
  }
  return out;
}

/** All actions a function's role is allowed. */
export function allowedActions(template: Record<string, unknown>, functionLogicalId: string): Set<string> {
  return new Set(
    statementsOfFunction(template, functionLogicalId)
      .filter((s) => s.Effect === 'Allow')
      .flatMap(actionsOf),
  );
}

/** Does `value` (any JSON) mention `needle` anywhere (a Ref, a GetAtt, a string)? */
export function mentions(value: unknown, needle: string): boolean {
  return JSON.stringify(value).includes(needle);
}
