/**
 * The header CloudFront proves itself to the API with (its value is the edge
 * secret: functions/contract/edge.ts). Here, not in the contract, because the
 * edge secret's rotation (functions/jobs, through functions/services) finds
 * the API's origin in the distribution by it, and those layers may not read
 * the contract.
 */
export const EDGE_HEADER = 'x-vouched-edge';
