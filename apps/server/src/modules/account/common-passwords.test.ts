import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_FILE } from '../../paths.js';
import { isCommonPassword, isWeakPassword } from './common-passwords.js';

describe('common passwords', () => {
  it('S-02 refuses common and breached passwords', () => {
    for (const password of ['password123', 'qwertyuiop', 'iloveyou1', '1qaz2wsx3edc', 'password']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('S-02 is case-insensitive', () => {
    for (const password of ['PASSWORD123', 'QwErTyUiOp', 'ILoveYou1']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('S-02 accepts random and uncommon passwords', () => {
    for (let i = 0; i < 20; i++) {
      const password = randomBytes(12).toString('base64');
      expect(password).toHaveLength(16);
      expect(isCommonPassword(password), password).toBe(false);
    }
    for (const password of ['tide-pool-lantern-42', 'harbour-lights-77', 'ñandú río 🌊 gàidh']) {
      expect(isWeakPassword(password, 'player1'), password).toBe(false);
    }
  });

  it('S-02 refuses a password made of the name or containing it, whatever the case', () => {
    expect(isWeakPassword('maria2024', 'maria2024')).toBe(true);
    expect(isWeakPassword('Maria2024Maria2024', 'maria2024')).toBe(true);
    expect(isWeakPassword('maria2024!!', 'MARIA2024')).toBe(true);
    expect(isWeakPassword('my-maria2024-pw', 'maria2024')).toBe(true);
    expect(isWeakPassword('tide-pool-lantern-42', 'maria2024')).toBe(false);
    expect(isWeakPassword('tide-pool-lantern-42')).toBe(false);
    expect(isWeakPassword('password123')).toBe(true);
  });

  it("S-02 an old account's short name only counts when the password is nothing but the name", () => {
    expect(isWeakPassword('abababab', 'ab')).toBe(true);
    expect(isWeakPassword('tide-pool-lantern-42', 'ab')).toBe(false);
    expect(isWeakPassword('tide-pool-lantern-42', 'e')).toBe(false);
  });

  it('S-02 the shipped list is lowercase, sorted, deduplicated and only 8 characters or more', () => {
    const text = readFileSync(COMMON_PASSWORDS_FILE, 'utf8');
    const lines = text.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.length).toBeGreaterThan(10_000);
    expect(Buffer.byteLength(text)).toBeLessThan(1.5 * 1024 * 1024);
    expect(lines.filter((line) => line !== line.toLowerCase())).toEqual([]);
    expect(lines.filter((line) => [...line].length < 8)).toEqual([]);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines).toEqual([...lines].sort());
  });
});
