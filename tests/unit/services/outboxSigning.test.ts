/**
 * The outbox's SendMessage is signed by the SDK's own SigV4 signer taken
 * from an installed client (functions/services/outbox.ts). The local SQS
 * stand-in checks no signature, so this is where a wrong one would show:
 * it must equal what the SDK's SignatureV4 makes for the sqs service.
 */
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '@aws-crypto/sha256-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessageRequest } from '#services/outbox';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session-token' };
const saved: Record<string, string | undefined> = {};
const VARIABLES = { AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: credentials.accessKeyId, AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey, AWS_SESSION_TOKEN: credentials.sessionToken };

beforeAll(() => {
  for (const [name, value] of Object.entries(VARIABLES)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('the outbox SendMessage request', () => {
  it('is the JSON protocol POST to the queue URL\u2019s origin, signed for sqs exactly as the SDK signs it', async () => {
    const queueUrl = 'https://sqs.eu-west-1.amazonaws.com/123456789012/Vouched-prod-OutboxQueue';
    const at = new Date('2026-11-27T09:00:00Z');
    const request = await sendMessageRequest(queueUrl, '{"kind":"sms"}', at);
    expect(request.url).toBe('https://sqs.eu-west-1.amazonaws.com/');
    expect(JSON.parse(request.body)).toEqual({ QueueUrl: queueUrl, MessageBody: '{"kind":"sms"}' });
    expect(request.headers).toMatchObject({ 'x-amz-target': 'AmazonSQS.SendMessage', 'content-type': 'application/x-amz-json-1.0', 'x-amz-security-token': 'session-token' });

    const reference = await new SignatureV4({ service: 'sqs', region: 'eu-west-1', credentials, sha256: Sha256 }).sign(
      {
        method: 'POST',
        protocol: 'https:',
        hostname: 'sqs.eu-west-1.amazonaws.com',
        path: '/',
        query: {},
        headers: { host: 'sqs.eu-west-1.amazonaws.com', 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.SendMessage' },
        body: request.body,
      },
      { signingDate: at },
    );
    expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261127\/eu-west-1\/sqs\/aws4_request, /);
    expect(request.headers.authorization).toBe(reference.headers.authorization);
  });
});
