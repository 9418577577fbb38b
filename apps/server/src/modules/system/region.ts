import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';
import { Reader, type Response } from 'mmdb-lib';

export interface RegionRule {
  kind: string;
  value: string;
}

// This database's records are { country_code }, not one of MaxMind's own shapes.
type CountryRecord = { country_code?: string };

let reader: Reader<Response> | undefined;

/** The geo-IP database ships inside an npm package (CC0 data), read once on first use. */
function geoReader(): Reader<Response> {
  if (!reader) {
    const file = createRequire(import.meta.url).resolve(
      '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
    );
    reader = new Reader<Response>(readFileSync(file));
  }
  return reader;
}

/** ISO country of an IP address, or null for private, loopback and unknown addresses. */
export function countryOf(ip: string): string | null {
  if (!ipaddr.isValid(ip)) return null;
  const address = normalise(ip);
  if (address.range() !== 'unicast') return null;
  const record = geoReader().get(address.toString()) as CountryRecord | null;
  return record?.country_code ?? null;
}

function normalise(ip: string) {
  const parsed = ipaddr.parse(ip);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

export function isValidCidr(value: string): boolean {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

/** True when the visitor's IP or its country matches a region rule. */
export function isRestricted(ip: string, country: string | null, rules: readonly RegionRule[]): boolean {
  if (rules.length === 0) return false;
  const address = ipaddr.isValid(ip) ? normalise(ip) : null;
  return rules.some((rule) => {
    if (rule.kind === 'country') return country !== null && rule.value === country;
    if (!address) return false;
    const [range, bits] = ipaddr.parseCIDR(rule.value);
    return range.kind() === address.kind() && address.match(range, bits);
  });
}
