import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '#functions/triggers/customMessage';

function event(triggerSource: string, email: string): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'pool',
    userName: 'sub-1',
    callerContext: { awsSdkVersion: 'x', clientId: 'client' },
    triggerSource,
    request: { userAttributes: { email }, codeParameter: '{####}', linkParameter: '{##Click##}', usernameParameter: null },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as unknown as CustomMessageTriggerEvent;
}

let appUrl: string | undefined;
beforeEach(() => {
  appUrl = process.env.APP_URL;
  process.env.APP_URL = 'https://vouched.example/';
});
afterEach(() => {
  process.env.APP_URL = appUrl;
});

describe('CustomMessage', () => {
  it.each(['CustomMessage_SignUp', 'CustomMessage_ResendCode'])(
    '%s: confirmation mail with the callback link and the code placeholder',
    async (source) => {
      const out = await handler(event(source, 'a+b@example.test'));
      expect(out.response.emailSubject).toBe('Confirm your Vouched account');
      expect(out.response.emailMessage).toContain('https://vouched.example/auth/callback?confirm=1&email=a%2Bb%40example.test&code={####}');
      // Cognito requires the code placeholder in the message; it appears in the link and on its own.
      expect(out.response.emailMessage!.split('{####}').length - 1).toBe(2);
    },
  );

  it('CustomMessage_ForgotPassword: reset mail with the reset link and the code', async () => {
    const out = await handler(event('CustomMessage_ForgotPassword', 'x@example.test'));
    expect(out.response.emailSubject).toBe('Reset your Vouched password');
    expect(out.response.emailMessage).toContain('https://vouched.example/reset-password?email=x%40example.test&code={####}');
  });

  it('escapes the e-mail where it is shown as text', async () => {
    const out = await handler(event('CustomMessage_SignUp', '"<b>"@example.test'));
    expect(out.response.emailMessage).toContain('&quot;&lt;b&gt;&quot;@example.test');
    expect(out.response.emailMessage).not.toContain('"<b>"@');
  });

  it('leaves other messages to Cognito', async () => {
    const out = await handler(event('CustomMessage_AdminCreateUser', 'x@example.test'));
    expect(out.response.emailMessage).toBeNull();
  });
});
