/**
 * Limits on failed logins that slow attackers down without locking anybody out:
 * - per account: after ACCOUNT_CAPTCHA failures in the window the account needs a captcha with
 *   its password; the owner who solves it gets in, so nobody can lock an account for others;
 * - per client address: after CLIENT_FREE failures every further attempt must wait longer
 *   (1 s, 2 s, 4 s … up to CLIENT_MAX_DELAY_MS since its last failure), and a captcha is asked;
 * - globally (one password sprayed over many accounts, from many addresses): above
 *   GLOBAL_CAPTCHA failures in the window every login needs a captcha.
 * The counts live where `counts` keeps them: the database in the app (shared by every instance),
 * bounded memory in unit tests.
 */
import { WindowCounter } from './bounded.ts';
import type { WindowCounts } from './shared.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_CAPTCHA = 5;
export const CLIENT_FREE = 10;
export const CLIENT_MAX_DELAY_MS = 60_000;
export const GLOBAL_CAPTCHA = 200;
const MAX_KEYS = 10_000;

export type LoginGate =
  { kind: 'open' } | { kind: 'captcha' } | { kind: 'wait'; retryAfterSeconds: number };

/** Makes the counts of one limit: `scope` names it, `maxKeys` and `maxEvents` bound it. */
export type CountsFactory = (scope: string, maxKeys: number, maxEvents: number) => WindowCounts;

export class LoginLimits {
  private readonly accounts: WindowCounts;
  private readonly clients: WindowCounts;
  private readonly global: WindowCounts;

  constructor(
    private readonly now: () => number,
    counts: CountsFactory = (_scope, maxKeys, maxEvents) =>
      new WindowCounter(LOGIN_WINDOW_MS, maxKeys, now, maxEvents),
  ) {
    this.accounts = counts('login-account', MAX_KEYS, ACCOUNT_CAPTCHA * 4);
    this.clients = counts('login-client', MAX_KEYS, CLIENT_FREE + 20);
    this.global = counts('login-all', 1, GLOBAL_CAPTCHA * 2);
  }

  /** What an attempt for `account` from `client` must do before its password is checked. */
  async gate(account: string, client: string): Promise<LoginGate> {
    const clientFailures = await this.clients.count(client);
    if (clientFailures >= CLIENT_FREE) {
      const delay = Math.min(CLIENT_MAX_DELAY_MS, 1000 * 2 ** (clientFailures - CLIENT_FREE));
      const waited = this.now() - ((await this.clients.last(client)) ?? 0);
      if (waited < delay)
        return { kind: 'wait', retryAfterSeconds: Math.ceil((delay - waited) / 1000) };
      return { kind: 'captcha' };
    }
    if ((await this.accounts.count(account)) >= ACCOUNT_CAPTCHA) return { kind: 'captcha' };
    if ((await this.global.count('all')) >= GLOBAL_CAPTCHA) return { kind: 'captcha' };
    return { kind: 'open' };
  }

  async fail(account: string, client: string): Promise<void> {
    await this.accounts.add(account);
    await this.clients.add(client);
    await this.global.add('all');
  }

  /** A successful login forgets the account's failures (the client's stay: it may be spraying). */
  async succeed(account: string): Promise<void> {
    await this.accounts.clear(account);
  }
}
