import { describe, expect, it } from 'vitest';
import { clientAddress } from '#api/http/clientAddress';
import { EDGE_HEADER } from '#contract/edge';

const SECRET = 'edge-secret-1234';
const event = (headers: Record<string, string>, sourceIp = '130.176.1.1') => ({
  headers,
  requestContext: { http: { sourceIp } } as never,
});

describe('clientAddress', () => {
  it("believes CloudFront's viewer address on requests that came through CloudFront", () => {
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.9:51234', [EDGE_HEADER]: SECRET }), SECRET)).toBe('203.0.113.9');
  });
  it('keeps IPv6 viewer addresses whole, dropping only the port', () => {
    expect(clientAddress(event({ 'cloudfront-viewer-address': '2001:db8::7:443', [EDGE_HEADER]: SECRET }), SECRET)).toBe('2001:db8::7');
  });
  it('ignores a viewer address sent straight to the API (no or a wrong edge secret)', () => {
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.9:1' }), SECRET)).toBe('130.176.1.1');
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.9:1', [EDGE_HEADER]: 'guess' }), SECRET)).toBe('130.176.1.1');
  });
  it('believes nothing when no edge secret is configured', () => {
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.9:1', [EDGE_HEADER]: '' }), undefined)).toBe('130.176.1.1');
  });
  it('falls back to the TCP source without CloudFront', () => {
    expect(clientAddress(event({}), SECRET)).toBe('130.176.1.1');
  });
});
