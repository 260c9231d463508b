/** The DynamoDB document client, created once per Lambda container. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { clientConfig } from './env';
import { traced } from './observability';

let client: DynamoDBDocumentClient | undefined;
let clientEndpoint: string | undefined;

/**
 * The shared document client. Re-created when the endpoint variable changes,
 * which only happens in tests that point the same process at another stack.
 */
export function db(): DynamoDBDocumentClient {
  const config = clientConfig('DYNAMODB_ENDPOINT');
  if (!client || clientEndpoint !== config.endpoint) {
    client = DynamoDBDocumentClient.from(traced(new DynamoDBClient({ ...config, maxAttempts: 3 })), {
      marshallOptions: { removeUndefinedValues: true },
    });
    clientEndpoint = config.endpoint;
  }
  return client;
}
