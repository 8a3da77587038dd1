import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('localhost');
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.uploadDir).toBe(`${c.dataDir}/uploads`);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.production).toBe(false);
    expect(c.secureCookies).toBe(false);
    expect(c.dbStatementTimeoutMs).toBe(5000);
    expect(c.dbLockTimeoutMs).toBe(2000);
  });

  it('reads the query timeouts and refuses ones below 100 ms', () => {
    const c = loadConfig({ DB_STATEMENT_TIMEOUT_MS: '30000', DB_LOCK_TIMEOUT_MS: '500' });
    expect([c.dbStatementTimeoutMs, c.dbLockTimeoutMs]).toEqual([30_000, 500]);
    expect(() => loadConfig({ DB_LOCK_TIMEOUT_MS: '0' })).toThrow(/DB_LOCK_TIMEOUT_MS/);
  });

  it('refuses production without JWT_SECRET, with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('refuses a short JWT_SECRET', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('accepts production with a secret and uses secure cookies', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://h/db',
      PORT: '8080',
    });
    expect(c.production).toBe(true);
    expect(c.secureCookies).toBe(true);
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBe('postgres://h/db');
  });

  it('rejects a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('reads RECENT_SIGN_IN_MINUTES (10 by default) and refuses a value that is not whole minutes', () => {
    expect(loadConfig({}).recentSignInMs).toBe(10 * 60_000);
    expect(loadConfig({ RECENT_SIGN_IN_MINUTES: '3' }).recentSignInMs).toBe(3 * 60_000);
    expect(() => loadConfig({ RECENT_SIGN_IN_MINUTES: 'soon' })).toThrow(/RECENT_SIGN_IN_MINUTES/);
    expect(() => loadConfig({ RECENT_SIGN_IN_MINUTES: '-1' })).toThrow(/RECENT_SIGN_IN_MINUTES/);
  });
});
