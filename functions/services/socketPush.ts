/**
 * Sends a message to one open WebSocket connection through the API Gateway
 * Management API (POST @connections/{id}). In AWS the endpoint is the
 * WebSocket API's stage URL (SOCKET_MANAGEMENT_ENDPOINT); locally the
 * stand-in in bin/local/notificationSocket.ts answers the same protocol.
 */
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { env } from './env';
import { traced } from './observability';

let client: ApiGatewayManagementApiClient | undefined;
let clientEndpoint: string | undefined;

function managementClient(endpoint: string): ApiGatewayManagementApiClient {
  if (!client || clientEndpoint !== endpoint) {
    client = traced(new ApiGatewayManagementApiClient({ region: env.region, endpoint }));
    clientEndpoint = endpoint;
  }
  return client;
}

/** 'sent', or 'gone' when the connection no longer exists (the caller forgets it). */
export async function postToConnection(connectionId: string, message: unknown): Promise<'sent' | 'gone'> {
  try {
    await managementClient(env.socketManagementEndpoint).send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(JSON.stringify(message)) }),
    );
    return 'sent';
  } catch (error) {
    if (error instanceof GoneException || (error as { name?: string }).name === 'GoneException') return 'gone';
    throw error;
  }
}
