/**
 * Cognito passes a trigger's error message to the client. A deliberate
 * refusal keeps the spec's words; an AWS failure inside a trigger must not
 * show its text (table names, ARNs, exception names) to the person signing up.
 * The failure is injected into this process's DynamoDB client only.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { mockClient, type AwsStub } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureErrorLogs } from '#test-support/errorLogs';
import { db } from '#services/db';
import { SIGN_UP_REFUSALS } from '#domain/signUpRefusals';
import { handler as postConfirmation } from '#functions/triggers/postConfirmation';
import { handler as preSignUp } from '#functions/triggers/preSignUp';
import { handler as preTokenGeneration } from '#functions/triggers/preTokenGeneration';
import { TRIGGER_FAILURE_MESSAGE } from '#functions/triggers/refusal';
import { newInviteCode, uniqueEmail, useStackEnv } from '#test-support/stack';
import { postConfirmationEvent, preSignUpEvent } from '#test-support/triggerEvents';

const AWS_TEXT = 'Requested resource not found: Table: vouched-secret-table not found';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the stub's client type is the document client's, which the mock library types loosely
let mock: AwsStub<any, any, any> | undefined;

/** Every GetItem of this process's DynamoDB client fails as AWS would fail it. */
function failReads(): void {
  mock = mockClient(db());
  mock.send.callThrough();
  mock.on(GetCommand).rejects(Object.assign(new Error(AWS_TEXT), { name: 'ResourceNotFoundException' }));
}

beforeAll(() => {
  useStackEnv();
});

afterEach(() => {
  mock?.restore();
  mock = undefined;
  vi.restoreAllMocks();
});

const signUpEvent = (email: string, inviteCode: string) => preSignUpEvent(email, email, inviteCode);

describe('trigger failures reach the client in plain words', () => {
  it('PreSignUp: an AWS error becomes the plain message, logged in full on the server', async () => {
    const logged = captureErrorLogs();
    const code = await newInviteCode();
    failReads();
    const failure = await preSignUp(signUpEvent(uniqueEmail('trigger-fail'), code)).catch((error: unknown) => error as Error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(TRIGGER_FAILURE_MESSAGE);
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).not.toContain('vouched-secret-table');
    expect(logged.entries()).toContainEqual(expect.objectContaining({ level: 'ERROR', message: 'trigger failed', trigger: 'PreSignUp' }));
    expect(logged.text()).toContain('vouched-secret-table');
  });

  it('PreSignUp: a refusal keeps the spec’s words', async () => {
    await expect(preSignUp(signUpEvent(uniqueEmail('trigger-refuse'), 'ZZZZZZZZ'))).rejects.toThrow(SIGN_UP_REFUSALS.invalidCode);
  });

  it('PostConfirmation and PreTokenGeneration: an AWS error becomes the plain message', async () => {
    captureErrorLogs();
    failReads();
    const confirmation = postConfirmationEvent('trigger-fail-user', uniqueEmail('trigger-confirm'));
    await expect(postConfirmation(confirmation)).rejects.toThrow(new Error(TRIGGER_FAILURE_MESSAGE));

    const tokens = {
      triggerSource: 'TokenGeneration_Authentication',
      userName: 'trigger-fail-user',
      request: { userAttributes: { sub: 'trigger-fail-user' } },
      response: {},
    } as unknown as PreTokenGenerationTriggerEvent;
    await expect(preTokenGeneration(tokens)).rejects.toThrow(new Error(TRIGGER_FAILURE_MESSAGE));
  });
});
