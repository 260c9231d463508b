/**
 * An API function refuses what did not come through CloudFront (issue 20
 * §6): on AWS (no local override of the secret) a request without the edge
 * header, or with a value the secret never had, is answered 403 before its
 * route is even looked up; the current value lets it on. Secrets Manager is
 * a mocked client here: there is no local stand-in for it, and the local
 * stack, which stands for the execute-api endpoint the tests call, refuses
 * nothing by design.
 */
import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVariablesFrom } from '#services/env';
import { EDGE_HEADER } from '#domain/edgeHeader';
import { handler } from '#api/blog/handler';
import { inProcessEvent } from '#test-support/apiClient';

const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:edge-refusal';
const CURRENT = 'current-edge-value-0123456789abcdef';
const secrets = mockClient(SecretsManagerClient);

beforeAll(() => {
  const { EDGE_SECRET: _local, ...rest } = process.env;
  readVariablesFrom(() => ({ ...rest, EDGE_SECRET_ARN: ARN, AWS_REGION: 'us-east-1' }));
  secrets.on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSCURRENT' }).resolves({ SecretString: CURRENT, VersionId: 'v1' });
  secrets
    .on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSPENDING' })
    .rejects(new ResourceNotFoundException({ message: 'no pending version', $metadata: {} }));
  secrets
    .on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSPREVIOUS' })
    .rejects(new ResourceNotFoundException({ message: 'no previous version', $metadata: {} }));
});

afterAll(() => {
  secrets.restore();
  readVariablesFrom(() => process.env);
});

/** An unknown route of the blog's function: only the edge check stands between it and a 404. */
async function answer(headerValue?: string): Promise<{ status: number; code?: string; message?: string }> {
  const event = inProcessEvent('listBlogPosts');
  event.routeKey = 'GET /api/nowhere';
  if (headerValue !== undefined) event.headers = { ...event.headers, [EDGE_HEADER]: headerValue };
  const result = (await handler(event, { awsRequestId: 'edge-refusal', functionName: 'api-blog' } as never)) as { statusCode: number; body?: string };
  const body = result.body ? (JSON.parse(result.body) as { error?: { code: string; message: string } }) : {};
  return { status: result.statusCode, code: body.error?.code, message: body.error?.message };
}

describe('the API behind CloudFront', () => {
  it('refuses a request without the edge header, before looking up its route', async () => {
    expect(await answer()).toEqual({ status: 403, code: 'forbidden', message: 'Call the API through the app\u2019s address.' });
  });

  it('refuses a value the secret never had', async () => {
    expect((await answer('a-guess-of-the-same-length-000000000')).status).toBe(403);
  });

  it('lets a request carrying the current value on to its route', async () => {
    expect(await answer(CURRENT)).toMatchObject({ status: 404, code: 'not_found' });
  });
});
