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

  describe('S3 storage', () => {
    const bucket = { S3_BUCKET: 'uploads' };
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

    it('is off without S3_BUCKET, whatever else is set (an empty one counts as unset)', () => {
      expect(loadConfig({}).s3).toBeUndefined();
      expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: 'http://minio:9000', ...keys }).s3).toBeUndefined();
    });

    it('on AWS: the default region, virtual-hosted style and the SDK own credentials by default', () => {
      expect(loadConfig(bucket).s3).toEqual({
        bucket: 'uploads',
        endpoint: undefined,
        region: 'us-east-1',
        credentials: undefined,
        forcePathStyle: false,
      });
    });

    it('with S3_ENDPOINT: path style unless S3_FORCE_PATH_STYLE says otherwise; keys and region as given', () => {
      const env = { ...bucket, ...keys, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-west-3' };
      expect(loadConfig(env).s3).toEqual({
        bucket: 'uploads',
        endpoint: 'http://minio:9000',
        region: 'eu-west-3',
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        forcePathStyle: true,
      });
      expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
      expect(loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
    });

    it('refuses one key without the other, an endpoint that is not an http(s) URL, and a path style that is not true or false', () => {
      expect(() => loadConfig({ ...bucket, S3_ACCESS_KEY_ID: 'id' })).toThrow(
        /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
      );
      expect(() => loadConfig({ ...bucket, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
      expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'ftp://minio' })).toThrow(/S3_ENDPOINT/);
      expect(() => loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    });
  });
});
