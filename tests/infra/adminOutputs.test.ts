/**
 * `npm run admin` finds a deployed stack's user pool and table through its
 * outputs (bin/admin/target.ts): the stack must keep them, naming those very
 * resources.
 */
import { describe, expect, it } from 'vitest';
import { NEEDED_OUTPUTS } from '../../bin/admin/target';
import { DEPLOY_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { ofType } from './support/template';

const deployed = synthesizedBeforeAll(DEPLOY_CONTEXT);

describe('the outputs npm run admin reads', () => {
  it('name the user pool and the table', () => {
    const template = deployed.synth.template;
    const outputs = template.Outputs as Record<string, { Value: unknown }>;
    const [poolId] = ofType(template, 'AWS::Cognito::UserPool').map(([id]) => id);
    const [tableId] = ofType(template, 'AWS::DynamoDB::Table').map(([id]) => id);
    expect(NEEDED_OUTPUTS).toEqual(['UserPoolId', 'TableName']);
    expect(outputs.UserPoolId?.Value).toEqual({ Ref: poolId });
    expect(outputs.TableName?.Value).toEqual({ Ref: tableId });
  });
});
