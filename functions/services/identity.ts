/** Cognito admin calls (the seed and tests use these; handlers take identity from JWT claims). */
import { AdminDeleteUserCommand, AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { clientConfig, env } from './env';

let client: CognitoIdentityProviderClient | undefined;
let clientEndpoint: string | undefined;

export function cognito(): CognitoIdentityProviderClient {
  const config = clientConfig('COGNITO_ENDPOINT');
  if (!client || clientEndpoint !== config.endpoint) {
    client = new CognitoIdentityProviderClient(config);
    clientEndpoint = config.endpoint;
  }
  return client;
}

/**
 * Signs the member out on every device: Cognito revokes their refresh
 * tokens (AdminUserGlobalSignOut), so no session can be renewed. The
 * username may be the sub (the member id).
 */
export async function signOutEverywhere(userId: string): Promise<void> {
  try {
    await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.userPoolId, Username: userId }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
  }
}

/** Deletes the member's Cognito user, so the account can never sign in again; a user already gone is fine (idempotent). */
export async function deleteUser(userId: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId, Username: userId }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
  }
}
