/**
 * Configuration: one validated schema over the environment, read once at start (fastify/demo
 * habit). A bad value stops the process with a message naming the variable, in Chinese and
 * English, instead of failing later in a request.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { IMPORT_MAX_ROWS, MAX_UPLOAD_BYTES, ORDER_EXPIRE_MINUTES, RECHARGE_LIMITS, WELCOME_GIFT_POINTS } from '../domain/constants';
import * as FILE_LIMITS from '../domain/files/constants';
import { DEMO_BANK_ACCOUNT } from '../domain/demo';
import { PayChannel } from '../domain/enums';
import { URGE_INTERVAL_MINUTES_DEFAULT } from '../domain/projects/rules';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value)));

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

/** A boolean left undefined when unset, for defaults that depend on other variables. */
const optionalBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : ['true', '1', 'yes'].includes(value)));

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY lists. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which peers may set X-Forwarded-For: unset/"false"/"0" = none (the socket address is the
 * client); a number = that many proxy hops in front of the server (the client is the address
 * the outermost of them saw); otherwise a comma-separated list of proxy addresses or CIDRs.
 * "true" (trust every hop) is refused: any client could then choose its own address.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (!value || ['false', '0', 'no'].includes(value)) return false;
    if (['true', 'yes', 'all', '*'].includes(value)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be the number of proxy hops (e.g. 1) or a list of proxy addresses/CIDRs; "true" would let any client forge X-Forwarded-For',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) ctx.addIssue({ code: 'custom', message: 'at most 10 proxy hops' });
      return hops;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length) ctx.addIssue({ code: 'custom', message: `not an IP address or CIDR: ${bad.join(', ')}` });
    return entries;
  });

/** PAYMENT_CHANNELS: a comma-separated list of channels; unset stays undefined (default depends on DEMO). */
const paymentChannels = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): PayChannel[] | undefined => {
    if (value === undefined) return undefined;
    if (value === 'none') return [];
    const entries = [
      ...new Set(
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
    ];
    const bad = entries.filter((entry) => !PayChannel.is(entry));
    if (bad.length) ctx.addIssue({ code: 'custom', message: `unknown payment channel: ${bad.join(', ')} (known: ${PayChannel.values.join(', ')})` });
    return entries as PayChannel[];
  });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** The variables as the environment gives them; `ConfigSchema` adds the defaults that depend on others. */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: int(8000, 1, 65535),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    /** PostgreSQL server; unset → embedded PGlite in DATA_DIR/pglite. */
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    /** Demo mode seeds the demo tenants and accounts once; "false" disables it. */
    DEMO: bool(true),
    /**
     * In demo mode, write the demo products' working instruction and inspection standard (.docx)
     * at start when they are missing (server/modules/products/demoDocuments.ts). The API tests
     * turn it off except where they check it, to keep every test app's start short.
     */
    DEMO_DOCUMENTS: bool(true),
    /**
     * In demo mode, seed a year of history with the demo set (domain/metrics/demo.ts: purchases,
     * recharges and deliveries of 安衡咨询 and its sub-channel), so the dashboards show real
     * figures on the first start. The API tests turn it off except where they check it.
     */
    DEMO_HISTORY: bool(true),
    SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
    ALIYUN_SMS_ACCESS_KEY_ID: optionalText,
    ALIYUN_SMS_ACCESS_KEY_SECRET: optionalText,
    ALIYUN_SMS_SIGN_NAME: optionalText,
    ALIYUN_SMS_TEMPLATE_CODE: optionalText,
    ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com/'),
    ALIYUN_SMS_REGION: z.string().trim().min(1).default('cn-hangzhou'),
    /** Secure cookie + HSTS; unset = true when NODE_ENV=production, false otherwise. */
    COOKIE_SECURE: optionalBool,
    SESSION_IDLE_MINUTES: int(120, 1, 60 * 24 * 30),
    SESSION_MAX_HOURS: int(168, 1, 24 * 365),
    LOGIN_MAX_FAILURES: int(5, 1, 100),
    LOGIN_LOCK_MINUTES: int(15, 1, 24 * 60),
    /** Login attempts per client address per hour (successful ones are given back). */
    LOGIN_MAX_PER_IP_PER_HOUR: int(60, 1, 100_000),
    /**
     * Password checks per phone and hour from all addresses together (wrong ones; the right
     * password gives its count back): slows distributed guessing without locking SMS login.
     */
    LOGIN_MAX_PER_PHONE_PER_HOUR: int(30, 1, 100_000),
    /** scrypt cost of new password hashes: N = 2^this (r=8, p=1). Lower only for tests. */
    PASSWORD_SCRYPT_LOG_N: int(17, 12, 20),
    /** Password hashes computed at once per process (scrypt runs on libuv's thread pool). */
    PASSWORD_HASH_CONCURRENCY: int(2, 1, 64),
    /** Password logins that may wait for a hashing slot per process; beyond: HTTP 429 at once. */
    PASSWORD_HASH_QUEUE: int(16, 0, 10_000),
    /** libuv's thread pool size (read by Node itself; here only to check PASSWORD_HASH_CONCURRENCY against it). */
    UV_THREADPOOL_SIZE: int(4, 1, 1024),
    WEB_DIST_DIR: z.string().trim().min(1).default('./dist'),
    /** CSP frame-ancestors sources: who may frame the app (the login page is framed). */
    FRAME_ANCESTORS: z
      .string()
      .trim()
      .min(1)
      .regex(/^[^;,]+$/, 'must not contain ";" or ","')
      .default("'self'"),
    /** Proxies trusted to set X-Forwarded-For (per-IP limits behind a proxy): a hop count or addresses/CIDRs. */
    TRUST_PROXY: trustProxy,
    BODY_LIMIT_BYTES: int(1024 * 1024, 1024, 100 * 1024 * 1024),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

    // ---- Files ----
    /** Where uploaded files live (local-disk storage driver); default DATA_DIR/files. */
    FILES_DIR: optionalText,
    /** Where file bytes are kept: `local` (FILES_DIR, one machine) or `s3` (an S3-compatible bucket, any number of processes). */
    FILE_STORAGE: z.enum(['local', 's3']).default('local'),
    /** The S3-compatible endpoint (https://oss-cn-hangzhou.aliyuncs.com, http://minio:9000…). */
    S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Bucket in the path (http://host/bucket/key) instead of the host name: MinIO, Ceph and most self-hosted stores. */
    S3_FORCE_PATH_STYLE: bool(false),
    /** Largest uploaded file in bytes. */
    UPLOAD_MAX_BYTES: int(MAX_UPLOAD_BYTES, 1024, 500 * 1024 * 1024),
    /** Most files in one batch upload (POST /api/file/upload/batch/save.json); beyond: HTTP 413. */
    UPLOAD_BATCH_MAX_FILES: int(FILE_LIMITS.UPLOAD_BATCH_MAX_FILES, 1, 100),
    /** Longest lifetime of a file share link, in hours. */
    FILE_SHARE_MAX_HOURS: int(FILE_LIMITS.FILE_SHARE_MAX_HOURS, 1, 365 * 24),
    /** Largest image answered as a data URL (POST /api/file/imgBase64); beyond: HTTP 413. */
    IMG_BASE64_MAX_BYTES: int(FILE_LIMITS.IMG_BASE64_MAX_BYTES, 1024, 50 * 1024 * 1024),
    /** Largest upload without a session (POST /consulting/file/noAuthority/upload); beyond: HTTP 413. */
    ANON_UPLOAD_MAX_BYTES: int(FILE_LIMITS.ANON_UPLOAD_MAX_BYTES, 1024, 50 * 1024 * 1024),
    /** Uploads without a session one client address may make per hour; beyond: HTTP 429. */
    ANON_UPLOAD_MAX_PER_IP_PER_HOUR: int(FILE_LIMITS.ANON_UPLOAD_MAX_PER_IP_PER_HOUR, 1, 10_000),
    /** Data rows one imported workbook may hold (all sheets together). */
    IMPORT_MAX_ROWS: int(IMPORT_MAX_ROWS, 10, 1_000_000),

    // ---- Wallet and payment ----
    /** Payment channels offered, comma-separated (sandbox, wechat, alipay) or `none`; unset = sandbox in demo mode, none otherwise. */
    PAYMENT_CHANNELS: paymentChannels,
    /** The sandbox pays without money: refused in production unless explicitly allowed (a staging site). */
    ALLOW_SANDBOX_IN_PRODUCTION: bool(false),
    /**
     * Payment-notification callbacks one client address may post per minute before 429; verified
     * ones are given back, so only forged or unreadable callbacks use it up.
     */
    PAYMENT_NOTIFY_MAX_PER_IP_PER_MINUTE: int(120, 1, 100_000),
    /** The externally reachable base URL (https://…), for payment notification and return URLs. */
    PUBLIC_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    RECHARGE_MIN_POINTS: int(RECHARGE_LIMITS.minPoints, 1, RECHARGE_LIMITS.maxPoints),
    RECHARGE_MAX_POINTS: int(RECHARGE_LIMITS.maxPoints, 1, RECHARGE_LIMITS.maxPoints),
    ORDER_EXPIRE_MINUTES: int(ORDER_EXPIRE_MINUTES, 1, 24 * 60),
    WELCOME_GIFT_POINTS: int(WELCOME_GIFT_POINTS, 1, 100_000),
    /** The platform's bank account shown for company transfers; in demo mode a demo account when unset. */
    BANK_ACCOUNT_NAME: optionalText,
    BANK_NAME: optionalText,
    BANK_ACCOUNT_NO: optionalText,
    /** WeChat Pay API v3 (Native): merchant, app, APIv3 key, merchant certificate serial and key, WeChat Pay public key. */
    WECHATPAY_MCH_ID: optionalText,
    WECHATPAY_APP_ID: optionalText,
    WECHATPAY_API_V3_KEY: optionalText,
    WECHATPAY_MERCHANT_SERIAL_NO: optionalText,
    WECHATPAY_MERCHANT_PRIVATE_KEY_FILE: optionalText,
    WECHATPAY_PUBLIC_KEY_ID: optionalText,
    WECHATPAY_PUBLIC_KEY_FILE: optionalText,
    WECHATPAY_ENDPOINT: z.url().default('https://api.mch.weixin.qq.com'),
    /** Alipay open platform (page pay, RSA2): app id, app private key, Alipay public key. */
    ALIPAY_APP_ID: optionalText,
    ALIPAY_PRIVATE_KEY_FILE: optionalText,
    ALIPAY_PUBLIC_KEY_FILE: optionalText,
    ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),

    // ---- Dictionaries: the enterprise registry behind /api/common/enterprise/pull ----
    /**
     * `offline` (default): checks the credit code and finds tenants the platform already knows, no
     * network call; `http`: also asks a JSON registry gateway at ENTERPRISE_REGISTRY_URL
     * (docs/dictionaries.md, "Enterprise registry").
     */
    ENTERPRISE_REGISTRY: z.enum(['offline', 'http']).default('offline'),
    ENTERPRISE_REGISTRY_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Sent as `Authorization: Bearer …` to the gateway. */
    ENTERPRISE_REGISTRY_TOKEN: optionalText,
    ENTERPRISE_REGISTRY_TIMEOUT_MS: int(3_000, 100, 30_000),
    /** The shortest interval between two urges of one person about one project (issue 12; domain URGE_INTERVAL_MINUTES_DEFAULT). */
    PROJECT_URGE_INTERVAL_MINUTES: int(URGE_INTERVAL_MINUTES_DEFAULT, 1, 7 * 24 * 60),
    /** Background jobs (server/jobs): whether this process runs them, how often it looks, how long a claim holds. */
    JOBS_RUNNER: bool(true),
    JOBS_POLL_MS: int(1_000, 20, 60_000),
    JOBS_LEASE_SECONDS: int(60, 2, 3_600),
    /**
     * Shutdown on SIGTERM (server/main.ts, docs/server.md "Shutdown"): how long /readyz answers 503
     * while the port still serves, so a load balancer probing it stops sending (0 = close at once);
     * how long a job in hand may still finish before its claim is released; and the hard deadline
     * after which the process exits non-zero whatever is left.
     */
    SHUTDOWN_DRAIN_MS: int(0, 0, 120_000),
    JOBS_SHUTDOWN_GRACE_MS: int(10_000, 0, 600_000),
    SHUTDOWN_TIMEOUT_MS: int(25_000, 1_000, 600_000),
    /**
     * How often the dashboards' summary is brought up to date (the metrics.refresh job; docs/decisions.md
     * "Dashboards"); 0 = never by the clock (channel reads and explicit refreshes only: the API tests).
     */
    METRICS_REFRESH_MS: int(10_000, 0, 3_600_000),
  })
  .superRefine((config, ctx) => {
    const require = (keys: readonly (keyof typeof config)[], when: string) => {
      for (const key of keys) if (!config[key]) ctx.addIssue({ code: 'custom', path: [key], message: `required when ${when}` });
    };
    if (config.ENTERPRISE_REGISTRY === 'http') require(['ENTERPRISE_REGISTRY_URL'], 'ENTERPRISE_REGISTRY=http');
    if (config.SMS_PROVIDER === 'aliyun') {
      require([
        'ALIYUN_SMS_ACCESS_KEY_ID',
        'ALIYUN_SMS_ACCESS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE_CODE',
      ], 'SMS_PROVIDER=aliyun');
    }
    const channels = config.PAYMENT_CHANNELS ?? [];
    if (config.FILE_STORAGE === 's3') require(['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'FILE_STORAGE=s3');
    if (channels.includes('sandbox') && config.NODE_ENV === 'production' && !config.ALLOW_SANDBOX_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_CHANNELS'],
        message:
          'sandbox credits points without payment: not allowed with NODE_ENV=production (set ALLOW_SANDBOX_IN_PRODUCTION=true only on a staging site)',
      });
    }
    if (channels.includes('wechat')) {
      require([
        'WECHATPAY_MCH_ID',
        'WECHATPAY_APP_ID',
        'WECHATPAY_API_V3_KEY',
        'WECHATPAY_MERCHANT_SERIAL_NO',
        'WECHATPAY_MERCHANT_PRIVATE_KEY_FILE',
        'WECHATPAY_PUBLIC_KEY_ID',
        'WECHATPAY_PUBLIC_KEY_FILE',
        'PUBLIC_BASE_URL',
      ], 'PAYMENT_CHANNELS includes wechat');
      if (config.WECHATPAY_API_V3_KEY && Buffer.byteLength(config.WECHATPAY_API_V3_KEY) !== 32) {
        ctx.addIssue({ code: 'custom', path: ['WECHATPAY_API_V3_KEY'], message: 'must be the 32-byte APIv3 key' });
      }
    }
    if (channels.includes('alipay')) {
      require(['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE', 'PUBLIC_BASE_URL'], 'PAYMENT_CHANNELS includes alipay');
    }
    // Hashing must leave a thread of the pool to file, DNS and compression work of other requests.
    if (config.PASSWORD_HASH_CONCURRENCY >= config.UV_THREADPOOL_SIZE) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_CONCURRENCY'],
        message: `must be below UV_THREADPOOL_SIZE (${config.UV_THREADPOOL_SIZE}), so password hashing cannot take every thread of the pool`,
      });
    }
    if (config.SHUTDOWN_DRAIN_MS + config.JOBS_SHUTDOWN_GRACE_MS >= config.SHUTDOWN_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHUTDOWN_TIMEOUT_MS'],
        message: 'must exceed SHUTDOWN_DRAIN_MS + JOBS_SHUTDOWN_GRACE_MS, so a job in hand is released before the deadline',
      });
    }
    if (config.RECHARGE_MIN_POINTS > config.RECHARGE_MAX_POINTS) {
      ctx.addIssue({ code: 'custom', path: ['RECHARGE_MIN_POINTS'], message: 'must not exceed RECHARGE_MAX_POINTS' });
    }
    const bank = [config.BANK_ACCOUNT_NAME, config.BANK_NAME, config.BANK_ACCOUNT_NO];
    if (bank.some(Boolean) && !bank.every(Boolean)) {
      ctx.addIssue({ code: 'custom', path: ['BANK_ACCOUNT_NO'], message: 'BANK_ACCOUNT_NAME, BANK_NAME and BANK_ACCOUNT_NO go together' });
    }
  });

export const ConfigSchema = EnvSchema.transform((config) => ({
  ...config,
  COOKIE_SECURE: config.COOKIE_SECURE ?? config.NODE_ENV === 'production',
  FILES_DIR: config.FILES_DIR ?? path.join(config.DATA_DIR, 'files'),
  PAYMENT_CHANNELS: config.PAYMENT_CHANNELS ?? (config.DEMO && config.NODE_ENV !== 'production' ? (['sandbox'] as PayChannel[]) : []),
  BANK_ACCOUNT:
    config.BANK_ACCOUNT_NAME && config.BANK_NAME && config.BANK_ACCOUNT_NO
      ? { accountName: config.BANK_ACCOUNT_NAME, bankName: config.BANK_NAME, accountNo: config.BANK_ACCOUNT_NO }
      : config.DEMO
        ? { ...DEMO_BANK_ACCOUNT }
        : null,
}));

export type Config = z.output<typeof ConfigSchema>;
export type ConfigInput = z.input<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置错误 / Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment (or any record of strings); throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(Object.keys(EnvSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const parsed = ConfigSchema.safeParse(known);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(root)';
      return `${name}: ${issue.message}（环境变量 ${name} 的值无效）`;
    }),
  );
}

/** Test and tool helper: a full config from a few overrides, validated like the environment. */
export const configFrom = (overrides: Record<string, string | undefined> = {}): Config => loadConfig(overrides);

export const pgliteDir = (config: Pick<Config, 'DATA_DIR'>): string => path.resolve(config.DATA_DIR, 'pglite');
