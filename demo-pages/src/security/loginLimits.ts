/**
 * Limits on failed logins that slow attackers down without locking anybody out:
 * - per account: after ACCOUNT_CAPTCHA failures in the window the account needs a captcha with
 *   its password; the owner who solves it gets in, so nobody can lock an account for others;
 * - per client address: after CLIENT_FREE failures every further attempt must wait longer
 *   (1 s, 2 s, 4 s … up to CLIENT_MAX_DELAY_MS since its last failure), and a captcha is asked;
 * - globally (one password sprayed over many accounts, from many addresses): above
 *   GLOBAL_CAPTCHA failures in the window every login needs a captcha.
 * Memory is bounded whatever names and addresses arrive (BoundedMap underneath).
 */
import { WindowCounter } from './bounded.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_CAPTCHA = 5;
export const CLIENT_FREE = 10;
export const CLIENT_MAX_DELAY_MS = 60_000;
export const GLOBAL_CAPTCHA = 200;
const MAX_KEYS = 10_000;

export type LoginGate =
  { kind: 'open' } | { kind: 'captcha' } | { kind: 'wait'; retryAfterSeconds: number };

export class LoginLimits {
  private readonly accounts: WindowCounter;
  private readonly clients: WindowCounter;
  private readonly global: WindowCounter;

  constructor(private readonly now: () => number) {
    this.accounts = new WindowCounter(LOGIN_WINDOW_MS, MAX_KEYS, now, ACCOUNT_CAPTCHA * 4);
    this.clients = new WindowCounter(LOGIN_WINDOW_MS, MAX_KEYS, now, CLIENT_FREE + 20);
    this.global = new WindowCounter(LOGIN_WINDOW_MS, 1, now, GLOBAL_CAPTCHA * 2);
  }

  /** What an attempt for `account` from `client` must do before its password is checked. */
  gate(account: string, client: string): LoginGate {
    const clientFailures = this.clients.count(client);
    if (clientFailures >= CLIENT_FREE) {
      const delay = Math.min(CLIENT_MAX_DELAY_MS, 1000 * 2 ** (clientFailures - CLIENT_FREE));
      const waited = this.now() - (this.clients.last(client) ?? 0);
      if (waited < delay)
        return { kind: 'wait', retryAfterSeconds: Math.ceil((delay - waited) / 1000) };
      return { kind: 'captcha' };
    }
    if (this.accounts.count(account) >= ACCOUNT_CAPTCHA) return { kind: 'captcha' };
    if (this.global.count('all') >= GLOBAL_CAPTCHA) return { kind: 'captcha' };
    return { kind: 'open' };
  }

  fail(account: string, client: string): void {
    this.accounts.add(account);
    this.clients.add(client);
    this.global.add('all');
  }

  /** A successful login forgets the account's failures (the client's stay: it may be spraying). */
  succeed(account: string): void {
    this.accounts.clear(account);
  }
}
