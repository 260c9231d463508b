/**
 * The user pool's password policy, which cognito-local does not enforce.
 * In AWS the pool (lib/auth.ts) refuses weak passwords itself; locally the
 * shim in front of cognito-local refuses them the same way, with Cognito's
 * own exception and wording, so the web app meets the same answers in both.
 */
import { PASSWORD_RULES, hasCognitoShape } from '#domain/password';

/** Operations that set a password, and the input field that carries it. */
export const PASSWORD_FIELD_OF: Readonly<Record<string, string>> = {
  SignUp: 'Password',
  ConfirmForgotPassword: 'Password',
  ChangePassword: 'ProposedPassword',
  AdminSetUserPassword: 'Password',
};

/** Cognito's messages for each rule of PASSWORD_RULES, in the same order. */
const COGNITO_WORDING = [
  'Password not long enough',
  'Password must have uppercase characters',
  'Password must have lowercase characters',
  'Password must have numeric characters',
  'Password must have symbol characters',
];

/** Null when the password meets the policy (domain/password.ts: the checklist's rules), else the body of Cognito's refusal. */
export function passwordPolicyViolation(password: unknown): { __type: string; message: string } | null {
  const text = typeof password === 'string' ? password : '';
  // Cognito checks its API pattern (no whitespace at either end, at most 256) before the policy.
  if (!hasCognitoShape(text)) {
    return {
      __type: 'InvalidParameterException',
      message:
        "1 validation error detected: Value at 'password' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$",
    };
  }
  const broken = PASSWORD_RULES.findIndex((rule) => !rule.test(text));
  if (broken < 0) return null;
  return { __type: 'InvalidPasswordException', message: `Password did not conform with policy: ${COGNITO_WORDING[broken]}` };
}
