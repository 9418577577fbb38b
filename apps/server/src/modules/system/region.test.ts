import { describe, expect, it } from 'vitest';
import { countryOf, isRestricted, isValidCidr } from './region.js';

describe('region rules', () => {
  it('R-API-09 finds the country of public addresses and none for private ones', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('::ffff:8.8.8.8')).toBe('US');
    expect(countryOf('127.0.0.1')).toBeNull();
    expect(countryOf('10.1.2.3')).toBeNull();
    expect(countryOf('not an ip')).toBeNull();
  });

  it('R-API-09 matches country and CIDR rules, IPv4 and IPv6, and nothing without rules', () => {
    const rules = [
      { kind: 'country', value: 'SG' },
      { kind: 'cidr', value: '203.0.113.0/24' },
      { kind: 'cidr', value: '2001:db8::/32' },
    ];
    expect(isRestricted('1.2.3.4', 'SG', rules)).toBe(true);
    expect(isRestricted('203.0.113.200', null, rules)).toBe(true);
    expect(isRestricted('::ffff:203.0.113.9', null, rules)).toBe(true);
    expect(isRestricted('2001:db8::1', null, rules)).toBe(true);
    expect(isRestricted('198.51.100.1', 'PH', rules)).toBe(false);
    expect(isRestricted('203.0.113.1', 'SG', [])).toBe(false);
  });

  it('validates CIDR ranges', () => {
    expect(isValidCidr('10.0.0.0/8')).toBe(true);
    expect(isValidCidr('::1/128')).toBe(true);
    expect(isValidCidr('10.0.0.0/33')).toBe(false);
    expect(isValidCidr('10.0.0.0')).toBe(false);
  });
});
