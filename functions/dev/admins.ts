/**
 * Making and unmaking admins, the one way: the operator's command
 * (bin/admin.ts, against a deployed stack or `npm start`) and the demo seed
 * both call grantAdmin. No route can set the flag, and sign-up cannot make
 * the first member (PostConfirmation enrols only through an invite), so on a
 * fresh deployment this is how anyone gets in.
 *
 * Runs on a workstation, never in Lambda: the caller points the services at
 * the target (AWS credentials, or the local stand-ins' endpoints).
 *
 * A member who already exists (by e-mail, whatever way they joined) is only
 * promoted. Otherwise the Cognito user is made (AdminCreateUser, so the
 * PreSignUp gate lets it through) and the profile written by the store's
 * createMember, as sign-up writes it: username from the e-mail, the guards,
 * the member count, a root of the invite tree. Running it again changes
 * nothing.
 */
import { randomBytes } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cleanLine } from '#domain/cleanText';
import { isEmailShape, normalizeEmail } from '#domain/email';
import { now } from '#services/clock';
import { env } from '#services/env';
import { cognito } from '#services/identity';
import { setAdminFlag } from '#store/adminFlag';
import { isRefusal } from '#store/errors';
import { createMember, profileIdByEmail } from '#store/profiles';
import { usernameCandidates } from '#store/usernameFromEmail';

export interface AdminGrant {
  email: string;
  /** The profile's full name when the member is new; by default the Cognito user's name, if any. */
  name?: string;
  /** The new account's password (the demo seed's); by default a random one, returned once. */
  password?: string;
}

export interface AdminGrantResult {
  userId: string;
  email: string;
  /** Whether this run made the Cognito user (and so set `password`). */
  account: 'created' | 'existing';
  profile: 'created' | 'promoted' | 'unchanged';
  /** Set only when this run made the account: the one time it is shown. */
  password?: string;
}

export type AdminRevokeResult = { userId: string; email: string; profile: 'demoted' | 'unchanged' } | { email: string; profile: 'not_a_member' };

/** What the operator is told when the address cannot be used. */
export class AdminCommandRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminCommandRefused';
  }
}

function addressOf(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isEmailShape(email)) throw new AdminCommandRefused(`"${raw}" is not an e-mail address`);
  return email;
}

/**
 * A password the pool's policy accepts (upper, lower, digit, symbol): 120
 * random bits, base64url (whose '-' and '_' are Cognito symbols), plus one
 * of each class so no draw can miss one.
 */
function newPassword(): string {
  return `${randomBytes(15).toString('base64url')}-Aa7`;
}

const attribute = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((a) => a.Name === name)?.Value;

interface Account {
  userId: string;
  name?: string;
  password?: string;
}

/**
 * The address's Cognito user, made when missing. Its password is set as
 * permanent: the web app has no "choose a new password" step for a
 * temporary one, so the admin signs in with it and changes it through
 * "Forgot password?" (the e-mail is marked verified, so reset mails go out).
 */
async function ensureAccount(email: string, name: string | undefined, password: string | undefined): Promise<Account> {
  const client = cognito();
  const setPassword = async (value: string) =>
    client.send(new AdminSetUserPasswordCommand({ UserPoolId: env.userPoolId, Username: email, Password: value, Permanent: true }));
  try {
    const found = await client.send(new AdminGetUserCommand({ UserPoolId: env.userPoolId, Username: email }));
    const userId = attribute(found.UserAttributes, 'sub');
    if (!userId) throw new Error(`Cognito returned no sub for ${email}`);
    if (found.UserStatus === 'UNCONFIRMED') {
      throw new AdminCommandRefused(`${email} signed up but never confirmed: confirm or delete that sign-up in Cognito, then run this again`);
    }
    const existing = attribute(found.UserAttributes, 'name');
    // Made by an earlier run that stopped before the password was set: nobody knows it, so set one and show it.
    if (found.UserStatus === 'FORCE_CHANGE_PASSWORD') {
      const fresh = password ?? newPassword();
      await setPassword(fresh);
      return { userId, name: existing, password: fresh };
    }
    return { userId, name: existing };
  } catch (error) {
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
  }
  const fresh = password ?? newPassword();
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: env.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: fresh,
      UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }, ...(name ? [{ Name: 'name', Value: name }] : [])],
    }),
  );
  const userId = attribute(created.User?.Attributes, 'sub');
  if (!userId) throw new Error(`Cognito returned no sub for ${email}`);
  await setPassword(fresh);
  return { userId, name, password: fresh };
}

/** Makes the address an admin: promotes its member, or makes the account and the member first. */
export async function grantAdmin(grant: AdminGrant, nowIso = now().toISOString()): Promise<AdminGrantResult> {
  const email = addressOf(grant.email);
  const name = grant.name === undefined ? undefined : cleanLine(grant.name) || undefined;

  const promote = async (userId: string): Promise<'promoted' | 'unchanged'> => {
    try {
      return (await setAdminFlag(userId, true, nowIso)) === 'changed' ? 'promoted' : 'unchanged';
    } catch (error) {
      if (isRefusal(error, 'profile_missing')) throw new AdminCommandRefused(`${email}'s account is being deleted or was: it cannot be an admin`);
      throw error;
    }
  };

  const memberId = await profileIdByEmail(email);
  if (memberId) return { userId: memberId, email, account: 'existing', profile: await promote(memberId) };

  const account = await ensureAccount(email, name, grant.password);
  const result = { userId: account.userId, email, account: account.password ? 'created' : 'existing', password: account.password } as const;
  try {
    await createMember(
      {
        id: account.userId,
        email,
        full_name: name ?? (account.name ? cleanLine(account.name) || null : null),
        usernameCandidates: usernameCandidates(email),
        // Made from the member's own e-mail, as sign-up makes it (store/enrolment.ts).
        usernameGenerated: false,
        email_verified: true,
        is_super_admin: true,
      },
      {},
      nowIso,
    );
    return { ...result, profile: 'created' };
  } catch (error) {
    // A second run racing this one wrote the profile first: only the flag is left to check.
    if (!isRefusal(error, 'profile_exists')) throw error;
    return { ...result, profile: await promote(account.userId) };
  }
}

/** Takes the admin flag away; the member stays a member. */
export async function revokeAdmin(rawEmail: string, nowIso = now().toISOString()): Promise<AdminRevokeResult> {
  const email = addressOf(rawEmail);
  const userId = await profileIdByEmail(email);
  if (!userId) return { email, profile: 'not_a_member' };
  const change = await setAdminFlag(userId, false, nowIso);
  return { userId, email, profile: change === 'changed' ? 'demoted' : 'unchanged' };
}
