/** Cognito admin calls (the seed and tests use these; handlers take identity from JWT claims). */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { clientConfig } from './env';

let client: CognitoIdentityProviderClient | undefined;
let clientEndpoint: string | undefined;

export function cognito(): CognitoIdentityProviderClient {
  const config = clientConfig('COGNITO_ENDPOINT');
  if (!client || clientEndpoint !== config.endpoint) {
    client = new CognitoIdentityProviderClient(config);
    clientEndpoint = config.endpoint;
  }
  return client;
}
