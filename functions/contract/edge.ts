/**
 * The handshake between CloudFront and the API. CloudFront adds the header
 * EDGE_HEADER with a value only the stack knows: a Secrets Manager secret
 * (functions/services/edgeSecret.ts), named to the API functions by
 * EDGE_SECRET_ARN_VAR, never held in their environment. A request that
 * carries it came through CloudFront, so CloudFront's own headers in it can
 * be believed; one that does not is refused (issue 20 §6). The secret is
 * rotated automatically (functions/jobs/rotateEdgeSecret.ts).
 */
export { EDGE_HEADER } from '#domain/edgeHeader';
/** The secret's ARN, in the API functions' environment. */
export const EDGE_SECRET_ARN_VAR = 'EDGE_SECRET_ARN';
/** Local runtime only: the value itself, in place of Secrets Manager (bin/local/handlerEnv.ts). Never set on AWS. */
export const EDGE_SECRET_VAR = 'EDGE_SECRET';
