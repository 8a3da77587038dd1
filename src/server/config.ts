import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  UPLOAD_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built admin app lives; the server answers every non-API path with its index.html. */
  ADMIN_DIST: z.string().default('./dist/admin'),
  /** Behind a reverse proxy: trust its X-Forwarded-* headers ('true', or the proxies' addresses, comma-separated). */
  TRUST_PROXY: z.string().optional(),
  /** Rate-limit counters in this Redis (shared by instances, kept across restarts); in memory without it. */
  REDIS_URL: z.string().optional(),
  /** A request must arrive whole within this time (slow clients are cut off). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** The app's queries on PostgreSQL are cancelled in the database after this (not migrations, not the seed). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** An app query waiting this long for a lock gives up (a table locked by another session). */
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  /** A password may be changed without the current one only this long after typing it. */
  RECENT_SIGN_IN_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  /** Uploads go to this S3 bucket when it is set, to UPLOAD_DIR otherwise. */
  S3_BUCKET: z.string().optional(),
  /** An S3-compatible service (MinIO, s3rver ...) instead of AWS's own endpoint. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .or(z.literal(''))
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Without both, the SDK's own credential chain (AWS_* variables, an instance role ...). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '']).optional(),
  /** Changes older than this many days leave the activity log; unset or 0 keeps every change. */
  ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(0),
});
type Env = z.infer<typeof envSchema>;

/** Where uploads go when S3_BUCKET is set. */
export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what MinIO and s3rver expect. */
  forcePathStyle: boolean;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  uploadDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  adminDist: string;
  /** Refresh cookies get `Secure` in production (HTTPS there). */
  secureCookies: boolean;
  trustProxy: boolean | string;
  redisUrl: string | undefined;
  requestTimeoutMs: number;
  dbStatementTimeoutMs: number;
  dbLockTimeoutMs: number;
  /** How long after typing the password it may be changed without the current one. */
  recentSignInMs: number;
  /** Uploads in this S3 bucket rather than in `uploadDir`. */
  s3: S3Config | undefined;
  /** How long the activity log keeps a change, in days; undefined keeps everything. */
  activityRetentionDays: number | undefined;
}

/**
 * Without JWT_SECRET outside production, a random key per process: nobody can forge a token
 * from a value in the repository, and a restart only costs each browser one silent renewal
 * (refresh tokens live in the database, not in the key).
 */
const randomSecret = () => randomBytes(32).toString('hex');

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

export class ConfigError extends Error {}

function s3Config(e: Env): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  // An empty value (a compose file's `S3_ENDPOINT: ${S3_ENDPOINT:-}`) counts as unset.
  const endpoint = e.S3_ENDPOINT || undefined;
  return {
    bucket: e.S3_BUCKET,
    endpoint,
    region: e.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : endpoint !== undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && (!e.JWT_SECRET || e.JWT_SECRET.length < 32)) {
    throw new ConfigError('JWT_SECRET must be set to at least 32 characters when NODE_ENV=production');
  }
  if (e.JWT_SECRET !== undefined && e.JWT_SECRET.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    databaseUrl: e.DATABASE_URL || undefined,
    jwtSecret: e.JWT_SECRET ?? randomSecret(),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    adminDist: path.resolve(e.ADMIN_DIST),
    secureCookies: production,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL || undefined,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbLockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
    recentSignInMs: e.RECENT_SIGN_IN_MINUTES * 60_000,
    s3: s3Config(e),
    activityRetentionDays: e.ACTIVITY_RETENTION_DAYS || undefined,
  };
}
