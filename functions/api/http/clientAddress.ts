import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The address a rate limit should count against. Behind CloudFront, API
 * Gateway's sourceIp is the edge server, shared by every viewer near it;
 * CloudFront states the viewer's own address in CloudFront-Viewer-Address
 * ("ip:port", set by CloudFront itself and forwarded by the
 * AllViewerExceptHostHeader origin request policy). Without that header
 * (direct calls to the API, the local server) the TCP source is the caller.
 */
export function clientAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) {
    const port = viewer.lastIndexOf(':');
    return port > 0 ? viewer.slice(0, port) : viewer;
  }
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
