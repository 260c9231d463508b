/**
 * The handshake between CloudFront and the API. CloudFront adds the header
 * EDGE_HEADER with a value only the stack knows (EDGE_SECRET in the
 * functions' environment); a request that carries it came through
 * CloudFront, so CloudFront's own headers in it can be believed. A caller
 * who goes to the API Gateway URL directly cannot forge them.
 */
export const EDGE_HEADER = 'x-vouched-edge';
export const EDGE_SECRET_VAR = 'EDGE_SECRET';
