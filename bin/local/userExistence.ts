/**
 * What Cognito answers about unknown and known users, where cognito-local
 * answers otherwise (issue 22 #4). The web client has
 * PreventUserExistenceErrors ENABLED (lib/auth.ts, bin/local/cognitoPool.ts),
 * so on AWS no answer tells an address with an account from one without:
 *  - InitiateAuth USER_PASSWORD_AUTH: an unknown user and a wrong password
 *    both get NotAuthorizedException 'Incorrect username or password.'
 *    (cognito-local: NotAuthorizedException 'User not authorized' and
 *    InvalidPasswordException 'Invalid password');
 *  - ForgotPassword and ResendConfirmationCode: an unknown user gets a code
 *    "sent" to a simulated destination (cognito-local: UserNotFoundException),
 *    and every destination is masked, as Cognito masks it;
 *  - ConfirmForgotPassword and ConfirmSignUp: an unknown user gets
 *    CodeMismatchException, as a wrong code does.
 * ResendConfirmationCode, which cognito-local lacks, is answered here for the
 * users it knows, through cognito-local's own message delivery (so the
 * CustomMessage trigger words the mail, as on AWS).
 * A client at LEGACY gets Cognito's LEGACY answers (UserNotFoundException).
 */
import type http from 'node:http';
import { CognitoError, UnsupportedError } from 'cognito-local/lib/errors';
import type { Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import type { User } from 'cognito-local/lib/services/userPoolService';

type Input = Record<string, unknown>;
type Answer = { status: number; body: unknown };

/** Operations whose answers could tell whether an address has an account. */
export const USER_EXISTENCE_OPERATIONS: ReadonlySet<string> = new Set([
  'InitiateAuth',
  'ForgotPassword',
  'ResendConfirmationCode',
  'ConfirmForgotPassword',
  'ConfirmSignUp',
]);

/** Cognito's words, as AWS answers them. */
export const INCORRECT_CREDENTIALS = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const CODE_MISMATCH = { __type: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' };
const USER_NOT_FOUND = { __type: 'UserNotFoundException', message: 'User does not exist.' };
const ALREADY_CONFIRMED = { __type: 'InvalidParameterException', message: 'User is already confirmed.' };

/** 'm***@e***' for 'member@example.com': what Cognito shows of the address a code went to. */
export function maskedEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return `${address.slice(0, 1)}***`;
  return `${address.slice(0, 1)}***@${address.slice(at + 1, at + 2)}***`;
}

function codeSentTo(address: string) {
  return { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedEmail(address) } };
}

const emailOf = (user: User) => user.Attributes.find((a) => a.Name === 'email')?.Value ?? user.Username;

/** cognito-local's own serialisation of an answer: dates as epoch seconds. */
function serialise(body: unknown): string {
  return JSON.stringify(body, function (this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? Math.floor(raw.getTime() / 1000) : value;
  });
}

/** cognito-local's answer to a failure: its own error's code and words, else a 500. */
export function failureOf(error: unknown): Answer {
  if (error instanceof CognitoError) return { status: 400, body: { __type: error.code, message: error.message } };
  if (error instanceof UnsupportedError) return { status: 500, body: { __type: 'CognitoLocal#Unsupported', message: error.message } };
  return { status: 500, body: { __type: 'InternalErrorException', message: String(error) } };
}

export interface UserExistenceDeps {
  services: Pick<Services, 'cognito' | 'messages' | 'otp' | 'clock'>;
  router: Router;
  ctx: Context;
}

/**
 * The answer to one of USER_EXISTENCE_OPERATIONS as Cognito gives it, or
 * 'pass' when cognito-local's own answer is already Cognito's (the caller
 * then hands the request on).
 */
export async function answerAsCognito(operation: string, input: Input, deps: UserExistenceDeps): Promise<Answer | 'pass'> {
  const { services, router, ctx } = deps;
  const clientId = String(input.ClientId ?? '');
  const client = await services.cognito.getAppClient(ctx, clientId);
  if (!client) return 'pass';
  const hiding = client.PreventUserExistenceErrors === 'ENABLED';
  const pool = await services.cognito.getUserPoolForClientId(ctx, clientId);
  const username = String(input.Username ?? (input.AuthParameters as Input | undefined)?.USERNAME ?? '');
  const user = username ? await pool.getUserByUsername(ctx, username) : null;
  const unknown = (whenHiding: Answer): Answer => (hiding ? whenHiding : { status: 400, body: USER_NOT_FOUND });

  switch (operation) {
    case 'InitiateAuth': {
      if (input.AuthFlow !== 'USER_PASSWORD_AUTH') return 'pass';
      if (!user) return unknown({ status: 400, body: INCORRECT_CREDENTIALS });
      try {
        return { status: 200, body: await router('InitiateAuth')(ctx, input) };
      } catch (error) {
        // A wrong password: cognito-local's InvalidPasswordException is Cognito's answer to a weak new password, not this.
        if (error instanceof CognitoError && error.code === 'InvalidPasswordException') return { status: 400, body: INCORRECT_CREDENTIALS };
        return failureOf(error);
      }
    }
    case 'ForgotPassword': {
      if (!user) return unknown({ status: 200, body: codeSentTo(username) });
      try {
        await router('ForgotPassword')(ctx, input);
        return { status: 200, body: codeSentTo(emailOf(user)) };
      } catch (error) {
        return failureOf(error);
      }
    }
    case 'ResendConfirmationCode': {
      if (!user) return unknown({ status: 200, body: codeSentTo(username) });
      if (user.UserStatus === 'CONFIRMED') return { status: 400, body: ALREADY_CONFIRMED };
      try {
        const code = services.otp();
        const address = emailOf(user);
        const metadata = input.ClientMetadata as Record<string, string> | undefined;
        await services.messages.deliver(ctx, 'ResendCode', clientId, pool.options.Id, user, code, metadata, {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: address,
        });
        await pool.saveUser(ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: services.clock.get() });
        return { status: 200, body: codeSentTo(address) };
      } catch (error) {
        return failureOf(error);
      }
    }
    case 'ConfirmForgotPassword':
    case 'ConfirmSignUp':
      return user ? 'pass' : unknown({ status: 400, body: CODE_MISMATCH });
    default:
      return 'pass';
  }
}

export function sendAnswer(res: http.ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' });
  res.end(serialise(answer.body));
}
