/**
 * The Google Form webhook's signing secret (issue 11 §2): a generated
 * Secrets Manager secret, readable (GetSecretValue only, on that secret
 * only) by the formResponses function alone, which is the only function
 * named its ARN. The value never appears in the template.
 */
import { describe, expect, it } from 'vitest';
import { DEPLOY_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { actionsOf, logicalIdAt, mentions, ofType, statementsOfFunction, type Statement } from './support/template';

const deployed = synthesizedBeforeAll(DEPLOY_CONTEXT);

describe('form webhook secret', () => {
  it('is one generated secret (beside the edge secret, tests/infra/edge.test.ts)', () => {
    const secrets = ofType(deployed.synth.template, 'AWS::SecretsManager::Secret');
    expect(secrets.map(([, s]) => s.Metadata?.['aws:cdk:path']).sort()).toEqual([
      'Vouched/EdgeSecret/Resource',
      'Vouched/FormWebhookSecret/Resource',
    ]);
    const [, secret] = secrets.find(([, s]) => s.Metadata?.['aws:cdk:path'] === 'Vouched/FormWebhookSecret/Resource')!;
    expect(secret.Properties?.GenerateSecretString).toMatchObject({ ExcludePunctuation: true, PasswordLength: 48 });
    expect(secret.Properties?.SecretString).toBeUndefined();
  });

  it('is readable by the formResponses function only, with GetSecretValue on that secret only', () => {
    const secretId = logicalIdAt(deployed.synth.template, 'Vouched/FormWebhookSecret/Resource');
    const functions = ofType(deployed.synth.template, 'AWS::Lambda::Function');
    // Every API function reads the edge secret too (tests/infra/edge.test.ts): only grants on this secret count here.
    const onThisSecret = (s: Statement) => actionsOf(s).some((a) => a.startsWith('secretsmanager:')) && mentions(s.Resource, secretId);
    const readers = functions.filter(([id]) => statementsOfFunction(deployed.synth.template, id).some(onThisSecret));
    expect(readers.map(([, fn]) => fn.Metadata?.['aws:cdk:path'])).toEqual(['Vouched/Api/ApiFormResponses/Resource']);
    const [readerId, reader] = readers[0]!;
    const statements = statementsOfFunction(deployed.synth.template, readerId).filter(onThisSecret);
    expect(statements).toEqual([expect.objectContaining({ Effect: 'Allow', Action: 'secretsmanager:GetSecretValue' })]);
    // The policy merges it with the edge secret's grant (same action): those two secrets, nothing else.
    const edgeSecretId = logicalIdAt(deployed.synth.template, 'Vouched/EdgeSecret/Resource');
    expect([statements[0]!.Resource].flat()).toEqual([{ Ref: edgeSecretId }, { Ref: secretId }]);
    const named = functions.filter(([, fn]) => JSON.stringify(fn.Properties?.Environment ?? {}).includes('FORM_WEBHOOK_SECRET_ARN'));
    expect(named).toHaveLength(1);
    expect((reader.Properties?.Environment as { Variables: Record<string, unknown> }).Variables.FORM_WEBHOOK_SECRET_ARN).toEqual({ Ref: secretId });
    expect(JSON.stringify(deployed.synth.template)).not.toContain('FORM_WEBHOOK_SECRET"');
  });
});
