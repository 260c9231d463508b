import { describe, expect, it } from 'vitest';
import { clientAddress } from '#api/http/clientAddress';
import { EDGE_HEADER } from '#contract/edge';
import { carriesEdgeSecret } from '#services/edgeSecret';

const SECRET = 'edge-secret-1234';
const event = (headers: Record<string, string>, sourceIp = '130.176.1.1') => ({
  headers,
  requestContext: { http: { sourceIp } } as never,
});
/** The address as resolveRoute finds it: believed only when the request carries one of the secret's values. */
const addressOf = (e: ReturnType<typeof event>, values: string[] = [SECRET]) =>
  clientAddress(e, carriesEdgeSecret(e.headers[EDGE_HEADER], { values, required: true }));

describe('clientAddress', () => {
  it("believes CloudFront's viewer address on requests that came through CloudFront", () => {
    expect(addressOf(event({ 'cloudfront-viewer-address': '203.0.113.9:51234', [EDGE_HEADER]: SECRET }))).toBe('203.0.113.9');
  });
  it('keeps IPv6 viewer addresses whole, dropping only the port', () => {
    expect(addressOf(event({ 'cloudfront-viewer-address': '2001:db8::7:443', [EDGE_HEADER]: SECRET }))).toBe('2001:db8::7');
  });
  it('ignores a viewer address sent straight to the API (no or a wrong edge secret)', () => {
    expect(addressOf(event({ 'cloudfront-viewer-address': '203.0.113.9:1' }))).toBe('130.176.1.1');
    expect(addressOf(event({ 'cloudfront-viewer-address': '203.0.113.9:1', [EDGE_HEADER]: 'guess' }))).toBe('130.176.1.1');
  });
  it('believes nothing when the secret has no value to match', () => {
    expect(addressOf(event({ 'cloudfront-viewer-address': '203.0.113.9:1', [EDGE_HEADER]: '' }), [])).toBe('130.176.1.1');
  });
  it('falls back to the TCP source without CloudFront', () => {
    expect(addressOf(event({}))).toBe('130.176.1.1');
  });
});
