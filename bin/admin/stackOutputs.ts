/**
 * A deployed stack's outputs (CloudFormation DescribeStacks), read with the
 * operator's own AWS credentials and region, as the AWS CLI would find them
 * (environment, profile, SSO; the SDK's default chain).
 *
 * The project has no CloudFormation client among its dependencies, and one
 * read does not warrant one: the call is the Query API's one POST, signed
 * with SigV4 by the SDK's own signer, credentials and hash, and its XML
 * answer read with fast-xml-parser.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SignatureV4 } from '@smithy/signature-v4';
import { XMLParser } from 'fast-xml-parser';

export interface StackOutputs {
  region: string;
  outputs: Record<string, string>;
}

export interface DescribeOptions {
  /** The region to read in; by default the SDK's (AWS_REGION, the profile's). */
  region?: string;
  /** Another CloudFormation endpoint (tests); by default the region's. */
  endpoint?: string;
}

/** The operator could not reach or read the stack: said in one line, no stack trace. */
export class StackUnreadable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StackUnreadable';
  }
}

const parser = new XMLParser({ isArray: (name) => name === 'member', parseTagValue: false });

type Member = Record<string, unknown>;

/** The outputs of the one stack in a DescribeStacks answer. */
export function outputsFromXml(xml: string, status = 200): Record<string, string> {
  const doc = parser.parse(xml) as {
    DescribeStacksResponse?: { DescribeStacksResult?: { Stacks?: { member?: Member[] } } };
    ErrorResponse?: { Error?: { Code?: string; Message?: string } };
  };
  const failure = doc.ErrorResponse?.Error;
  if (failure) throw new StackUnreadable(`CloudFormation: ${failure.Code ?? 'error'}: ${failure.Message ?? ''}`.trim());
  const stack = doc.DescribeStacksResponse?.DescribeStacksResult?.Stacks?.member?.[0];
  if (!stack) throw new StackUnreadable(`CloudFormation answered without the stack (HTTP ${status})`);
  const outputs = ((stack.Outputs as { member?: Member[] } | '' | undefined) || {}).member ?? [];
  return Object.fromEntries(outputs.map((o) => [String(o.OutputKey), String(o.OutputValue ?? '')]));
}

function endpointOf(region: string): string {
  return `https://cloudformation.${region}.${region.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com'}/`;
}

export async function describeStackOutputs(stackName: string, options: DescribeOptions = {}): Promise<StackOutputs> {
  // A client of a service we already depend on, made only for the SDK's resolution of region and credentials.
  const sdk = new CognitoIdentityProviderClient(options.region ? { region: options.region } : {});
  try {
    let region: string;
    try {
      region = await sdk.config.region();
    } catch (error) {
      throw new StackUnreadable('No AWS region: set AWS_REGION (or the profile\u2019s region), or pass --region', { cause: error });
    }
    const url = new URL(options.endpoint ?? endpointOf(region));
    const body = new URLSearchParams({ Action: 'DescribeStacks', Version: '2010-05-15', StackName: stackName }).toString();
    const signer = new SignatureV4({ service: 'cloudformation', region, credentials: sdk.config.credentials, sha256: sdk.config.sha256 });
    let signed;
    try {
      signed = await signer.sign({
        method: 'POST',
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port ? Number(url.port) : undefined,
        path: url.pathname,
        query: {},
        headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body,
      });
    } catch (error) {
      throw new StackUnreadable(`No AWS credentials: ${(error as Error).message}`, { cause: error });
    }
    const { host: _host, ...headers } = signed.headers;
    const response = await fetch(url, { method: 'POST', headers, body });
    return { region, outputs: outputsFromXml(await response.text(), response.status) };
  } finally {
    sdk.destroy();
  }
}
