import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../../functions/api/http/clientAddress';

const event = (headers: Record<string, string>, sourceIp = '130.176.1.1') => ({
  headers,
  requestContext: { http: { sourceIp } } as never,
});

describe('clientAddress', () => {
  it("prefers CloudFront's viewer address over the edge's source IP", () => {
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.9:51234' }))).toBe('203.0.113.9');
  });
  it('keeps IPv6 viewer addresses whole, dropping only the port', () => {
    expect(clientAddress(event({ 'cloudfront-viewer-address': '2001:db8::7:443' }))).toBe('2001:db8::7');
  });
  it('falls back to the TCP source without CloudFront', () => {
    expect(clientAddress(event({}))).toBe('130.176.1.1');
  });
});
