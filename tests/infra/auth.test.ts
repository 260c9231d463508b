/**
 * The Cognito user pool: the spec's password rules, the four triggers wired
 * to our handlers, the web client's flows, SES as the sender once verified,
 * and Google/LinkedIn only when configured, with secrets kept out of the
 * template.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { COGNITO_TRIGGERS, triggerFunction, type CognitoTrigger } from '#lib/functions';
import { ATTRIBUTES_HELD_UNTIL_VERIFIED, WEB_CLIENT_WRITE_ATTRIBUTES } from '#lib/userAttributes';
import { DEPLOY_CONTEXT, FEDERATED_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { allowedActions, logicalIdAt, ofType } from './support/template';

const deployed = synthesizedBeforeAll(DEPLOY_CONTEXT);
const federated = synthesizedBeforeAll(FEDERATED_CONTEXT);

const triggerPath = (trigger: CognitoTrigger) => `Vouched/Auth/${triggerFunction(trigger).name}/Resource`;

describe('user pool', () => {
  it('signs in by e-mail, allows self sign-up and enforces the spec\u2019s password rules', () => {
    deployed.assertions.resourceCountIs('AWS::Cognito::UserPool', 1);
    deployed.assertions.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: {
        PasswordPolicy: { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true, RequireSymbols: true },
      },
    });
  });

  it('keeps the accounts when the stack is deleted', () => {
    deployed.assertions.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('wires PreSignUp, PostConfirmation, PreTokenGeneration, CustomMessage and PostAuthentication to our trigger functions', () => {
    const lambdaConfig: Record<string, unknown> = {};
    const cfnNames = {
      preSignUp: 'PreSignUp',
      postConfirmation: 'PostConfirmation',
      preTokenGeneration: 'PreTokenGeneration',
      customMessage: 'CustomMessage',
      postAuthentication: 'PostAuthentication',
    };
    for (const name of COGNITO_TRIGGERS) {
      lambdaConfig[cfnNames[name]] = { 'Fn::GetAtt': [logicalIdAt(deployed.synth.template, triggerPath(name)), 'Arn'] };
    }
    deployed.assertions.hasResourceProperties('AWS::Cognito::UserPool', { LambdaConfig: lambdaConfig });
  });

  it.each(COGNITO_TRIGGERS)('%s runs Node.js 22 on arm64 within Cognito\u2019s 5 s, bundled', (name) => {
    const id = logicalIdAt(deployed.synth.template, triggerPath(name));
    deployed.assertions.hasResource('AWS::Lambda::Function', {
      Metadata: { 'aws:cdk:path': triggerPath(name) },
      Properties: { Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: 5 },
    });
    expect(deployed.synth.bundles[id]?.handlerTypeInNode).toBe('function');
    // Cognito may invoke it.
    deployed.assertions.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [id, 'Arn'] },
    });
  });

  it('gives the triggers table access as they need it, and the pool id to none (the pool depends on them)', () => {
    expect(allowedActions(deployed.synth.template, logicalIdAt(deployed.synth.template, triggerPath('preSignUp'))).has('dynamodb:GetItem')).toBe(
      true,
    );
    expect(
      allowedActions(deployed.synth.template, logicalIdAt(deployed.synth.template, triggerPath('postConfirmation'))).has('dynamodb:PutItem'),
    ).toBe(true);
    expect(
      allowedActions(deployed.synth.template, logicalIdAt(deployed.synth.template, triggerPath('preTokenGeneration'))).has('dynamodb:PutItem'),
    ).toBe(false);
    for (const name of COGNITO_TRIGGERS) {
      const fn = deployed.synth.template.Resources as Record<string, { Properties: { Environment: { Variables: Record<string, unknown> } } }>;
      const vars = fn[logicalIdAt(deployed.synth.template, triggerPath(name))]!.Properties.Environment.Variables;
      expect(vars.USER_POOL_ID, name).toBeUndefined();
      expect(vars.APP_URL, name).toBeDefined();
    }
  });

  it('sends its mails through SES from the verified sender', () => {
    deployed.assertions.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: `Vouched <${DEPLOY_CONTEXT.senderEmail}>`,
        SourceArn: { 'Fn::Join': ['', Match.arrayWith([`:identity/${DEPLOY_CONTEXT.senderEmail}`])] },
      },
    });
    deployed.assertions.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: DEPLOY_CONTEXT.senderEmail });
  });

  it('uses Cognito\u2019s own sender until the SES identity is verified (first deploy), while creating the identity', () => {
    federated.assertions.hasResourceProperties('AWS::Cognito::UserPool', { EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' } });
    federated.assertions.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: FEDERATED_CONTEXT.senderEmail });
  });
});

describe('web client', () => {
  it('allows USER_PASSWORD_AUTH and refresh only, without a secret, hiding whether a user exists', () => {
    deployed.assertions.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    deployed.assertions.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      SupportedIdentityProviders: ['COGNITO'],
    });
  });
});

describe('what a member may write with their own token (issue 18)', () => {
  const writeAttributesOf = (template: Record<string, unknown>): unknown => {
    const clients = ofType(template, 'AWS::Cognito::UserPoolClient');
    expect(clients).toHaveLength(1);
    return (clients[0]![1].Properties as { WriteAttributes?: unknown } | undefined)?.WriteAttributes;
  };

  it.each([
    ['password only', deployed],
    ['with Google and LinkedIn', federated],
  ])('%s: the web client writes only the listed attributes, never a custom or verified flag', (_name, synthesized) => {
    // An absent or empty list would let the token write every standard attribute.
    const written = writeAttributesOf(synthesized.synth.template);
    expect(written).toEqual([...WEB_CLIENT_WRITE_ATTRIBUTES].sort());
    for (const name of written as string[]) {
      expect(name.startsWith('custom:'), name).toBe(false);
      expect(name.endsWith('_verified'), name).toBe(false);
    }
    expect(written).not.toContain('phone_number');
  });

  it.each([
    ['password only', deployed],
    ['with Google and LinkedIn', federated],
  ])('%s: a new e-mail is held until the code sent to it is confirmed', (_name, synthesized) => {
    synthesized.assertions.hasResourceProperties('AWS::Cognito::UserPool', {
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: [...ATTRIBUTES_HELD_UNTIL_VERIFIED] },
    });
    expect(ATTRIBUTES_HELD_UNTIL_VERIFIED).toContain('email');
  });
});

describe('Google and LinkedIn sign-in', () => {
  it('are absent unless configured', () => {
    deployed.assertions.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    deployed.assertions.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
  });

  it('are added when their client ids and secret names are given, secrets as Secrets Manager references', () => {
    federated.assertions.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: Match.objectLike({
        client_id: FEDERATED_CONTEXT.googleClientId,
        client_secret: `{{resolve:secretsmanager:${FEDERATED_CONTEXT.googleClientSecretName}:SecretString:::}}`,
      }),
    });
    federated.assertions.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'LinkedIn',
      ProviderType: 'OIDC',
      ProviderDetails: Match.objectLike({
        client_id: FEDERATED_CONTEXT.linkedinClientId,
        client_secret: `{{resolve:secretsmanager:${FEDERATED_CONTEXT.linkedinClientSecretName}:SecretString:::}}`,
        oidc_issuer: 'https://www.linkedin.com/oauth',
        authorize_scopes: 'openid profile email',
      }),
    });
  });

  it('let the web client use them, returning to /auth/callback on the app\u2019s domain', () => {
    federated.assertions.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', 'Google', 'LinkedIn'],
      AllowedOAuthFlows: ['code'],
      CallbackURLs: [`https://${FEDERATED_CONTEXT.domainName}/auth/callback`],
      LogoutURLs: [`https://${FEDERATED_CONTEXT.domainName}/`],
    });
    federated.assertions.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
  });

  it('never put a secret value in the template', () => {
    const text = JSON.stringify(federated.synth.template);
    const secrets = [...text.matchAll(/"client_secret":"([^"]*)"/g)].map((m) => m[1]);
    expect(secrets).toHaveLength(2);
    for (const secret of secrets) expect(secret).toMatch(/^\{\{resolve:secretsmanager:/);
  });

  it('still pass cdk-nag with every option on', () => {
    expect(federated.synth.synthError).toBeUndefined();
    expect(federated.synth.nagFindings.map((f) => f.rule)).toEqual([]);
    expect(ofType(federated.synth.template, 'AWS::Cognito::UserPoolIdentityProvider')).toHaveLength(2);
  });
});
