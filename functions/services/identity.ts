/** Cognito admin calls (the seed and tests use these; handlers take identity from JWT claims). */
import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { clientConfig, env } from './env';
import { traced } from './observability';

let client: CognitoIdentityProviderClient | undefined;
let clientEndpoint: string | undefined;

export function cognito(): CognitoIdentityProviderClient {
  const config = clientConfig('COGNITO_ENDPOINT');
  if (!client || clientEndpoint !== config.endpoint) {
    client = traced(new CognitoIdentityProviderClient(config));
    clientEndpoint = config.endpoint;
  }
  return client;
}

/** A Cognito sub: all our member ids are. Checked before it goes into a ListUsers filter. */
const SUB_SHAPE = /^[0-9a-f-]{36}$/;

/**
 * The Cognito username of the member `userId` (their sub). Admin calls name
 * a user by username; a pool that signs in by e-mail takes the sub in its
 * place for its own users, but not for Google and LinkedIn users
 * (Google_…), so the username is looked up. Undefined: no such user.
 */
export async function usernameOf(userId: string): Promise<string | undefined> {
  if (!SUB_SHAPE.test(userId)) return undefined;
  const { Users } = await cognito().send(new ListUsersCommand({ UserPoolId: env.userPoolId, Filter: `sub = "${userId}"`, Limit: 1 }));
  return Users?.[0]?.Username;
}

/**
 * Signs the member out on every device: Cognito revokes their refresh
 * tokens (AdminUserGlobalSignOut), so no session can be renewed. The
 * username may be the sub (the member id).
 */
export async function signOutEverywhere(userId: string): Promise<void> {
  const username = await usernameOf(userId);
  if (!username) return;
  try {
    await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.userPoolId, Username: username }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
  }
}

/**
 * Signs `username` out on every device, for a Cognito trigger: it gets the
 * pool's id in its event, not in its environment (the pool depends on it).
 */
export async function signOutUsernameEverywhere(userPoolId: string, username: string): Promise<void> {
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }));
}

/** Deletes the member's Cognito user, so the account can never sign in again; a user already gone is fine (idempotent). */
export async function deleteUser(userId: string): Promise<void> {
  const username = await usernameOf(userId);
  if (!username) return;
  await deleteUsername(username);
}

/** Deletes the Cognito user of this username; one already gone is fine. */
export async function deleteUsername(username: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId, Username: username }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
  }
}

/** One page of the pool's Google and LinkedIn users (UserStatus EXTERNAL_PROVIDER), oldest first within Cognito's own order. */
export async function federatedUsersPage(paginationToken?: string): Promise<{ users: UserType[]; next?: string }> {
  const page = await cognito().send(
    new ListUsersCommand({
      UserPoolId: env.userPoolId,
      Filter: 'cognito:user_status = "EXTERNAL_PROVIDER"',
      Limit: 60,
      PaginationToken: paginationToken,
    }),
  );
  return { users: page.Users ?? [], next: page.PaginationToken };
}
