import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password.ts';

describe('password hashing (scrypt)', () => {
  it('stores algorithm, parameters, salt and key, never the password', async () => {
    const hash = await hashPassword('anstoss');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('anstoss');
  });

  it('uses a fresh salt for every hash', async () => {
    expect(await hashPassword('anstoss')).not.toBe(await hashPassword('anstoss'));
  });

  it('verifies the right password and rejects wrong ones', async () => {
    const hash = await hashPassword('Tor! 1:0 für Köln');
    expect(await verifyPassword('Tor! 1:0 für Köln', hash)).toBe(true);
    expect(await verifyPassword('Tor! 1:0 für Koln', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats missing or malformed hashes as a failed login', async () => {
    expect(await verifyPassword('anstoss', null)).toBe(false);
    expect(await verifyPassword('anstoss', 'plain-text')).toBe(false);
    expect(await verifyPassword('anstoss', 'md5$abc')).toBe(false);
    expect(await verifyPassword('anstoss', DUMMY_HASH)).toBe(false);
  });
});
