import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The address a rate limit should count against. Behind CloudFront, API
 * Gateway's sourceIp is the edge server, shared by every viewer near it;
 * CloudFront states the viewer's own address in CloudFront-Viewer-Address
 * ("ip:port"). That header is believed only on requests that prove they came
 * through CloudFront (`viaEdge`: they carry the edge secret, see
 * services/edgeSecret.ts); anyone else is counted by the TCP source, which
 * they cannot choose.
 */
export function clientAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>, viaEdge: boolean): string {
  const viewer = viaEdge ? event.headers?.['cloudfront-viewer-address'] : undefined;
  if (viewer) {
    const port = viewer.lastIndexOf(':');
    return port > 0 ? viewer.slice(0, port) : viewer;
  }
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

/**
 * The viewer's country as CloudFront states it (CloudFront-Viewer-Country,
 * ISO 3166-1 alpha-2, from its own geolocation of the viewer's address),
 * believed only with the edge secret, like the address. Undefined when
 * CloudFront could not place the address, or off the edge.
 */
export function clientCountry(event: Pick<APIGatewayProxyEventV2, 'headers'>, viaEdge: boolean): string | undefined {
  const country = viaEdge ? event.headers?.['cloudfront-viewer-country'] : undefined;
  return country && /^[A-Z]{2}$/.test(country) ? country : undefined;
}
