/**
 * Sign-up and sign-in: the Cognito user pool, its triggers (our own handlers
 * in functions/triggers), the web client and, when configured, Google and
 * LinkedIn sign-in.
 */
import { Aws, Duration, SecretValue } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  OidcAttributeRequestMethod,
  ProviderAttribute,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolDomain,
  UserPoolEmail,
  UserPoolIdentityProviderGoogle,
  UserPoolIdentityProviderOidc,
  type IUserPoolIdentityProvider,
} from 'aws-cdk-lib/aws-cognito';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { COGNITO_ACTIONS, type CapabilityResources } from './capabilities';
import type { VouchedConfig } from './config';
import { COGNITO_TRIGGERS, USER_POOL_CAPABILITIES, triggerFunction, type CognitoTrigger } from './functions';
import { VouchedFunction } from './lambda';
import { acknowledge } from './nag';
import { removalPolicyFor } from './retention';

/** LinkedIn's OpenID Connect issuer ("Sign In with LinkedIn using OpenID Connect"). */
const LINKEDIN_ISSUER = 'https://www.linkedin.com/oauth';

export interface AuthProps {
  config: VouchedConfig;
  senderEmail: string;
  /** https://<app domain>, for the OAuth callback and logout URLs. */
  appUrl: string;
  /**
   * Environment of the trigger functions. It must not contain the pool's own
   * id (the pool depends on its triggers): triggers read event.userPoolId.
   */
  triggerEnvironment: Record<string, string>;
  resources: CapabilityResources;
}

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  readonly triggers: Record<CognitoTrigger, VouchedFunction>;
  /** The hosted domain used by federated sign-in, when Google or LinkedIn is configured. */
  readonly oauthDomain?: UserPoolDomain;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    this.triggers = Object.fromEntries(
      COGNITO_TRIGGERS.map((trigger) => [
        trigger,
        new VouchedFunction(this, {
          definition: triggerFunction(trigger),
          environment: props.triggerEnvironment,
          resources: props.resources,
          // Sign-up and sign-in wait on these synchronously: a burst of API or job invocations must not
          // take the account's whole concurrency from them (issue 20 §6; 0 in a stage: no reservation).
          reservedConcurrency: props.config.triggerConcurrency || undefined,
        }),
      ]),
    ) as Record<CognitoTrigger, VouchedFunction>;

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // A member's own UpdateUserAttributes {email} must not become their address unproved (issue 18):
      // the new address waits until the code Cognito sends to it is confirmed (lib/userAttributes.ts).
      keepOriginal: { email: true },
      // The spec's rules: at least 8 characters, upper case, lower case, a digit and a special character.
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Cognito rejects an SES sender that is not verified yet (first deploy): until then it uses its own sender.
      email: props.config.senderVerified
        ? UserPoolEmail.withSES({
            fromEmail: props.senderEmail,
            fromName: 'Vouched',
            // The stack is environment-agnostic; the identity lives in the stack's own region.
            sesRegion: Aws.REGION,
          })
        : UserPoolEmail.withCognito(),
      lambdaTriggers: {
        preSignUp: this.triggers.preSignUp,
        postConfirmation: this.triggers.postConfirmation,
        preTokenGeneration: this.triggers.preTokenGeneration,
        customMessage: this.triggers.customMessage,
        postAuthentication: this.triggers.postAuthentication,
      },
      // Accounts are member data: in production neither a stack deletion nor a stray delete call removes them.
      removalPolicy: removalPolicyFor(props.config.retainData),
      deletionProtection: props.config.retainData,
    });
    acknowledge(this.userPool, {
      'AwsSolutions-COG2':
        'The spec defines no MFA step for sign-up or sign-in; requiring MFA would break the specified flows. Phone verification is a separate, optional step of the product.',
      'AwsSolutions-COG3':
        'Threat protection (advanced security ENFORCED) needs the paid Plus feature plan; sign-up is invite-gated and rate-limited by our own code instead.',
      'AwsSolutions-COG8':
        'The Plus feature plan only adds threat protection, which we do not use (see COG3); the Essentials plan covers every specified flow.',
    });

    const providers = this.addFederatedProviders(props.config);
    if (providers.length > 0) {
      this.oauthDomain = new UserPoolDomain(this, 'HostedDomain', {
        userPool: this.userPool,
        // Globally unique: the stage keeps two stages of one account apart.
        cognitoDomain: { domainPrefix: props.config.authDomainPrefix ?? `vouched-${props.config.stage}-${Aws.ACCOUNT_ID}` },
      });
    }

    this.webClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // Sign-in with e-mail and password (no SRP: the local Cognito lacks it); refresh tokens are always allowed.
      authFlows: { userPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO, ...providers.map((p) => p.provider)],
      // An explicit list (none, or an empty one, would let the token write every standard attribute):
      // WEB_CLIENT_WRITE_ATTRIBUTES in lib/userAttributes.ts, which says why e-mail is in it.
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true, fullname: true }),
      ...(providers.length > 0
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              callbackUrls: [`${props.appUrl}/auth/callback`],
              logoutUrls: [`${props.appUrl}/`],
            },
          }
        : { disableOAuth: true }),
    });
    for (const p of providers) this.webClient.node.addDependency(p.construct);
    this.grantTriggersThePool();
  }

  /**
   * The triggers' user-pool capabilities (PostConfirmation signs out everywhere after a confirmed password
   * reset). A policy of its own per trigger: the pool depends on each trigger and each trigger on its role's
   * default policy, so a grant there naming the pool would be a cycle; nothing depends on this one.
   */
  private grantTriggersThePool(): void {
    for (const trigger of COGNITO_TRIGGERS) {
      const actions = triggerFunction(trigger)
        .capabilities.filter((c) => USER_POOL_CAPABILITIES.has(c))
        .map((c) => COGNITO_ACTIONS[c as keyof typeof COGNITO_ACTIONS]);
      const role = this.triggers[trigger].role;
      if (actions.length === 0 || !role) continue;
      new Policy(this, `${triggerFunction(trigger).name}PoolPolicy`, {
        roles: [role],
        statements: [new PolicyStatement({ actions, resources: [this.userPool.userPoolArn] })],
      });
    }
  }

  private addFederatedProviders(config: VouchedConfig): { provider: UserPoolClientIdentityProvider; construct: IUserPoolIdentityProvider }[] {
    const out: { provider: UserPoolClientIdentityProvider; construct: IUserPoolIdentityProvider }[] = [];
    if (config.google) {
      const google = new UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: config.google.clientId,
        // A dynamic reference resolved by CloudFormation at deploy time: the secret is never in the template.
        clientSecretValue: SecretValue.secretsManager(config.google.clientSecretName),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          fullname: ProviderAttribute.GOOGLE_NAME,
        },
      });
      out.push({ provider: UserPoolClientIdentityProvider.GOOGLE, construct: google });
    }
    if (config.linkedin) {
      const linkedin = new UserPoolIdentityProviderOidc(this, 'LinkedIn', {
        userPool: this.userPool,
        name: 'LinkedIn',
        clientId: config.linkedin.clientId,
        // Same dynamic reference as above; unsafeUnwrap only turns the reference into a string, not the secret.
        clientSecret: SecretValue.secretsManager(config.linkedin.clientSecretName).unsafeUnwrap(),
        issuerUrl: LINKEDIN_ISSUER,
        scopes: ['openid', 'profile', 'email'],
        attributeRequestMethod: OidcAttributeRequestMethod.GET,
        attributeMapping: {
          email: ProviderAttribute.other('email'),
          emailVerified: ProviderAttribute.other('email_verified'),
          fullname: ProviderAttribute.other('name'),
        },
      });
      out.push({ provider: UserPoolClientIdentityProvider.custom('LinkedIn'), construct: linkedin });
    }
    return out;
  }
}
