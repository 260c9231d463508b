/**
 * The user pool and web client, created on first start and remembered in the
 * data dir, so a restart keeps every user (cognito-local persists the pool
 * itself; we only keep its ids).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ATTRIBUTES_HELD_UNTIL_VERIFIED, WEB_CLIENT_WRITE_ATTRIBUTES } from '#lib/userAttributes';
import { LOCAL_REGION, type PoolIds } from './handlerEnv';

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: LOCAL_REGION,
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

async function stillExists(client: CognitoIdentityProviderClient, ids: PoolIds): Promise<boolean> {
  try {
    await client.send(new DescribeUserPoolClientCommand({ UserPoolId: ids.userPoolId, ClientId: ids.userPoolClientId }));
    return true;
  } catch {
    return false;
  }
}

export async function ensurePoolAndClient(endpoint: string, idsFile: string): Promise<PoolIds> {
  const client = cognitoClient(endpoint);
  try {
    if (existsSync(idsFile)) {
      const saved = JSON.parse(readFileSync(idsFile, 'utf8')) as PoolIds;
      if (await stillExists(client, saved)) {
        // A client made before issue 18 could write every attribute: give it the CDK client's list.
        await client.send(
          new UpdateUserPoolClientCommand({
            UserPoolId: saved.userPoolId,
            ClientId: saved.userPoolClientId,
            WriteAttributes: [...WEB_CLIENT_WRITE_ATTRIBUTES],
          }),
        );
        return saved;
      }
    }
    // Mirrors the CDK pool: e-mail is the username and is verified by a code, and a new one is held until proved.
    // (cognito-local ignores password policies; our own code checks the spec's rules.)
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'vouched-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: [...ATTRIBUTES_HELD_UNTIL_VERIFIED] },
      }),
    );
    const userPoolId = pool.UserPool?.Id;
    if (!userPoolId) throw new Error('cognito-local returned no user pool id');
    const appClient = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'vouched-web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        PreventUserExistenceErrors: 'ENABLED',
        WriteAttributes: [...WEB_CLIENT_WRITE_ATTRIBUTES],
        IdTokenValidity: 60,
        AccessTokenValidity: 60,
        RefreshTokenValidity: 30,
        TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
      }),
    );
    const userPoolClientId = appClient.UserPoolClient?.ClientId;
    if (!userPoolClientId) throw new Error('cognito-local returned no client id');
    const ids = { userPoolId, userPoolClientId };
    writeFileSync(idsFile, JSON.stringify(ids, null, 2));
    return ids;
  } finally {
    client.destroy();
  }
}
