/**
 * `npm run admin` without a stack: its command line, and how it reads a
 * deployed stack's outputs (a signed DescribeStacks to a stand-in
 * CloudFormation endpoint). Making admins is tested against the local stack
 * (tests/integration/auth/firstAdmin.test.ts).
 */
import '../../../bin/local/quietSdkNotices';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../../bin/admin/main';
import { describeStackOutputs, outputsFromXml, StackUnreadable } from '../../../bin/admin/stackOutputs';
import { pointAtTarget } from '../../../bin/admin/target';

const STACK_XML = `<DescribeStacksResponse xmlns="http://cloudformation.amazonaws.com/doc/2010-05-15/">
  <DescribeStacksResult><Stacks><member>
    <StackName>Vouched</StackName><StackStatus>UPDATE_COMPLETE</StackStatus>
    <Outputs>
      <member><OutputKey>UserPoolId</OutputKey><OutputValue>eu-west-1_AbC123</OutputValue></member>
      <member><OutputKey>TableName</OutputKey><OutputValue>Vouched-Table-1X2Y</OutputValue></member>
      <member><OutputKey>AppUrl</OutputKey><OutputValue>https://d111.cloudfront.net</OutputValue></member>
    </Outputs>
  </member></Stacks></DescribeStacksResult>
</DescribeStacksResponse>`;

const MISSING_XML = `<ErrorResponse xmlns="http://cloudformation.amazonaws.com/doc/2010-05-15/">
  <Error><Type>Sender</Type><Code>ValidationError</Code><Message>Stack with id Nope does not exist</Message></Error>
</ErrorResponse>`;

/** What the stand-in answers per stack name; any other is CloudFormation's "does not exist". */
const ANSWERS: Record<string, string> = {
  Vouched: STACK_XML,
  'Vouched-prod': STACK_XML.replace('<StackName>Vouched', '<StackName>Vouched-prod').replaceAll('Vouched-Table-1X2Y', 'Vouched-prod-Table-9Z'),
  Bare: STACK_XML.replace('<StackName>Vouched', '<StackName>Bare').replace(/<Outputs>[\s\S]*<\/Outputs>/, '<Outputs/>'),
};

interface Seen {
  headers: IncomingHttpHeaders;
  body: string;
}

describe('npm run admin: the command line', () => {
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runAdminCommand(argv, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
    return { code, text: lines.join('\n') };
  };

  it('refuses a call without --email, with the usage', async () => {
    const { code, text } = await run('--name', 'Ops');
    expect(code).toBe(2);
    expect(text).toMatch(/--email is required[\s\S]*Usage: npm run admin/);
  });

  it('refuses two targets at once and unknown flags', async () => {
    expect((await run('--email', 'ops@example.com', '--local', '--stack', 'Vouched')).code).toBe(2);
    expect((await run('--email', 'ops@example.com', '--admin')).text).toMatch(/Unknown option '--admin'/);
  });

  it('refuses --stage beside --local or --stack, and a stage that is no stage name', async () => {
    expect(await run('--email', 'ops@example.com', '--local', '--stage', 'prod')).toMatchObject({
      code: 2,
      text: expect.stringMatching(/^--local and --stage/),
    });
    expect(await run('--email', 'ops@example.com', '--stage', 'prod', '--stack', 'Vouched')).toMatchObject({
      code: 2,
      text: expect.stringMatching(/^--stage and --stack both name the stack/),
    });
    expect(await run('--email', 'ops@example.com', '--stage', 'Prod/1')).toMatchObject({
      code: 2,
      text: expect.stringMatching(/^--stage Prod\/1 is no stage name/),
    });
  });
});

describe('npm run admin: reading a deployed stack', () => {
  let server: Server;
  let endpoint: string;
  const seen: Seen[] = [];
  const OPERATOR_VARS = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_REGION', 'AWS_PROFILE'] as const;
  const saved = Object.fromEntries(OPERATOR_VARS.map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ headers: request.headers, body });
        const answer = ANSWERS[new URLSearchParams(body).get('StackName') ?? ''];
        response.writeHead(answer ? 200 : 400, { 'content-type': 'text/xml' }).end(answer ?? MISSING_XML);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    // The operator's credentials, as the SDK's default chain finds them.
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIDOPERATOR', AWS_SECRET_ACCESS_KEY: 'operator-secret', AWS_REGION: 'eu-west-1' });
    delete process.env.AWS_PROFILE;
  });

  afterAll(async () => {
    for (const name of OPERATOR_VARS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    server.close();
    await once(server, 'close');
  });

  it('signs DescribeStacks with the operator credentials and region, and reads the outputs', async () => {
    const { region, outputs } = await describeStackOutputs('Vouched', { endpoint });
    expect(region).toBe('eu-west-1');
    expect(outputs).toEqual({ UserPoolId: 'eu-west-1_AbC123', TableName: 'Vouched-Table-1X2Y', AppUrl: 'https://d111.cloudfront.net' });
    const request = seen.at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ Action: 'DescribeStacks', Version: '2010-05-15', StackName: 'Vouched' });
    expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDOPERATOR\/\d{8}\/eu-west-1\/cloudformation\/aws4_request, /);
  });

  it("says CloudFormation's refusal in one line", async () => {
    await expect(describeStackOutputs('Nope', { endpoint })).rejects.toThrow(
      new StackUnreadable('CloudFormation: ValidationError: Stack with id Nope does not exist'),
    );
  });

  it('points the services at the stack: region, table and pool, no local endpoints', async () => {
    const env: NodeJS.ProcessEnv = { AWS_ENDPOINT_URL_CLOUDFORMATION: endpoint, DYNAMODB_ENDPOINT: 'http://localhost:8000' };
    const target = await pointAtTarget({ local: false, stack: 'Vouched' }, env);
    expect(env).toMatchObject({ AWS_REGION: 'eu-west-1', TABLE_NAME: 'Vouched-Table-1X2Y', USER_POOL_ID: 'eu-west-1_AbC123' });
    expect(env.DYNAMODB_ENDPOINT).toBeUndefined();
    expect(target).toEqual({
      description: 'stack Vouched in eu-west-1 (table Vouched-Table-1X2Y, user pool eu-west-1_AbC123)',
      appUrl: 'https://d111.cloudfront.net',
    });
  });

  it("reads the stage's stack: Vouched-<stage>, the default stage's when none is given", async () => {
    const prod = await pointAtTarget({ local: false, stage: 'prod' }, { AWS_ENDPOINT_URL_CLOUDFORMATION: endpoint });
    expect(new URLSearchParams(seen.at(-1)!.body).get('StackName')).toBe('Vouched-prod');
    expect(prod.description).toBe('stack Vouched-prod in eu-west-1 (table Vouched-prod-Table-9Z, user pool eu-west-1_AbC123)');
    // The stand-in has no Vouched-dev (CloudFormation refuses it): what counts is the name asked for.
    await expect(pointAtTarget({ local: false }, { AWS_ENDPOINT_URL_CLOUDFORMATION: endpoint })).rejects.toThrow(StackUnreadable);
    expect(new URLSearchParams(seen.at(-1)!.body).get('StackName')).toBe('Vouched-dev');
  });

  it('refuses a stack without the outputs it needs', async () => {
    expect(outputsFromXml(ANSWERS.Bare!)).toEqual({});
    await expect(pointAtTarget({ local: false, stack: 'Bare' }, { AWS_ENDPOINT_URL_CLOUDFORMATION: endpoint })).rejects.toThrow(
      'Stack Bare in eu-west-1 has no output UserPoolId, TableName: is it a Vouched stack, deployed?',
    );
  });
});
