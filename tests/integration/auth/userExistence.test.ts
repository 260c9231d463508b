/**
 * Issue 22 #4: the local Cognito answers as Cognito does with
 * PreventUserExistenceErrors ENABLED (bin/local/userExistence.ts), so no
 * answer tells an address with an account from one without: sign-in,
 * password reset and the confirmation of a sign-up. cognito-local alone said
 * 'User not authorized' to an unknown address and 'Invalid password' to a
 * known one.
 */
import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_SUBJECT } from '#domain/authMail';
import { maskedEmail } from '#local/userExistence';
import {
  TEST_PASSWORD,
  cognito,
  confirmationCodeIn,
  newInviteCode,
  readMailbox,
  signIn,
  signUpAndConfirm,
  testStack,
  uniqueEmail,
  useStackEnv,
} from '#test-support/stack';
import { waitFor } from '#test-support/waitFor';

const client = () => shared;
let shared: ReturnType<typeof cognito>;
let member: { email: string };

beforeAll(async () => {
  useStackEnv();
  shared = cognito();
  const email = uniqueEmail('exists');
  await signUpAndConfirm({ inviteCode: await newInviteCode(), email, password: TEST_PASSWORD, name: 'Ezra Exists' });
  member = { email };
});

afterAll(() => shared.destroy());

/** The refusal's exception name and words, or the answer when there was none. */
async function outcome(promise: Promise<unknown>): Promise<unknown> {
  try {
    return { answered: await promise };
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
}

const logIn = (email: string, password: string) =>
  outcome(
    client().send(
      new InitiateAuthCommand({
        ClientId: testStack().userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    ),
  );

describe('the local Cognito tells no unknown address from a known one', () => {
  it("answers a wrong password and an unknown e-mail alike: 'Incorrect username or password.'", async () => {
    const incorrect = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    expect(await logIn(member.email, 'Wr0ng!Password')).toEqual(incorrect);
    expect(await logIn(uniqueEmail('nobody'), 'Wr0ng!Password')).toEqual(incorrect);
    // The right password still signs in.
    expect((await signIn(member.email, TEST_PASSWORD)).idToken).toBeTruthy();
  });

  it('answers a password reset for an unknown e-mail as for a known one, and mails only the member', async () => {
    const stranger = uniqueEmail('nobody');
    const forgot = (email: string) => client().send(new ForgotPasswordCommand({ ClientId: testStack().userPoolClientId, Username: email }));
    const known = await forgot(member.email);
    const unknown = await forgot(stranger);
    expect(known.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedEmail(member.email) });
    expect(unknown.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedEmail(stranger) });
    expect(maskedEmail('member@example.com')).toBe('m***@e***');

    const resetMail = await waitFor('the reset mail to the member', async () =>
      (await readMailbox({ to: member.email })).find((mail) => mail.subject.includes('Reset your Vouched password')),
    );
    expect(await readMailbox({ to: stranger })).toEqual([]);

    // Confirming a reset for an unknown e-mail fails as a wrong code does for a member.
    const confirm = (email: string, code: string) =>
      outcome(
        client().send(
          new ConfirmForgotPasswordCommand({
            ClientId: testStack().userPoolClientId,
            Username: email,
            ConfirmationCode: code,
            Password: TEST_PASSWORD,
          }),
        ),
      );
    const wrongCode = confirmationCodeIn(resetMail) === '000000' ? '111111' : '000000';
    const mismatch = { name: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' };
    expect(await confirm(stranger, '123456')).toEqual(mismatch);
    expect(await confirm(member.email, wrongCode)).toMatchObject({ name: 'CodeMismatchException' });
  });

  it('resends a confirmation code to an unconfirmed sign-up, which then confirms; a stranger and a member get no mail and no tell', async () => {
    const email = uniqueEmail('unconfirmed');
    const inviteCode = await newInviteCode();
    await client().send(
      new SignUpCommand({
        ClientId: testStack().userPoolClientId,
        Username: email,
        Password: TEST_PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }],
        ClientMetadata: { inviteCode },
      }),
    );
    const first = await waitFor('the first confirmation mail', async () => (await readMailbox({ to: email })).at(-1));

    const resend = (to: string) => client().send(new ResendConfirmationCodeCommand({ ClientId: testStack().userPoolClientId, Username: to }));
    const resent = await resend(email);
    expect(resent.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedEmail(email) });
    const second = await waitFor('the resent confirmation mail', async () => {
      const mails = (await readMailbox({ to: email })).filter((mail) => mail.subject.includes(CONFIRM_SUBJECT));
      return mails.length >= 2 ? mails.at(-1) : undefined;
    });
    expect(second.subject).toBe(first.subject);
    await client().send(
      new ConfirmSignUpCommand({
        ClientId: testStack().userPoolClientId,
        Username: email,
        ConfirmationCode: confirmationCodeIn(second),
        ClientMetadata: { inviteCode },
      }),
    );
    expect((await signIn(email, TEST_PASSWORD)).idToken).toBeTruthy();

    const stranger = uniqueEmail('nobody');
    expect((await resend(stranger)).CodeDeliveryDetails?.Destination).toBe(maskedEmail(stranger));
    expect(await readMailbox({ to: stranger })).toEqual([]);
    expect(await outcome(resend(email))).toEqual({ name: 'InvalidParameterException', message: 'User is already confirmed.' });
  });

  it('refuses the confirmation of an unknown sign-up as a wrong code', async () => {
    const confirm = outcome(
      client().send(
        new ConfirmSignUpCommand({ ClientId: testStack().userPoolClientId, Username: uniqueEmail('nobody'), ConfirmationCode: '123456' }),
      ),
    );
    expect(await confirm).toEqual({ name: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' });
  });
});
