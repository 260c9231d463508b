/**
 * The environment the backend reads. Endpoint overrides are set only by the
 * local runtime and the tests; in AWS they are absent and the SDK's default
 * endpoints apply.
 */
export const env = {
  get region(): string {
    return process.env.AWS_REGION || 'us-east-1';
  },
  get tableName(): string {
    return required('TABLE_NAME');
  },
  get appUrl(): string {
    return (process.env.APP_URL || 'http://localhost:5173').replace(/\/+$/, '');
  },
  get mailFrom(): string {
    return process.env.MAIL_FROM || 'no-reply@vouched.local';
  },
  get userPoolId(): string {
    return required('USER_POOL_ID');
  },
  get userPoolClientId(): string {
    return required('USER_POOL_CLIENT_ID');
  },
  get birthDateKeyId(): string {
    return required('BIRTH_DATE_KEY_ID');
  },
  get avatarsBucket(): string {
    return required('AVATARS_BUCKET');
  },
  get attachmentsBucket(): string {
    return required('ATTACHMENTS_BUCKET');
  },
  /** Proves a request came through CloudFront (functions/api/http/edge.ts); unset: no request is believed to. */
  get edgeSecret(): string | undefined {
    return process.env.EDGE_SECRET || undefined;
  },
  get deletionStateMachineArn(): string {
    return required('DELETION_STATE_MACHINE_ARN');
  },
};

/** A local endpoint override, or undefined in AWS. */
export function endpointFor(
  name: 'DYNAMODB_ENDPOINT' | 'COGNITO_ENDPOINT' | 'SES_ENDPOINT' | 'SNS_ENDPOINT' | 'KMS_ENDPOINT' | 'S3_ENDPOINT' | 'SFN_ENDPOINT',
): string | undefined {
  return process.env[name] || undefined;
}

/** Common client options: region plus the endpoint override when one is set. */
export function clientConfig(endpointVar: Parameters<typeof endpointFor>[0]): { region: string; endpoint?: string } {
  const endpoint = endpointFor(endpointVar);
  return endpoint ? { region: env.region, endpoint } : { region: env.region };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}
