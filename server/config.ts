/**
 * Configuration: one validated schema over the environment, read once at start (fastify/demo
 * habit). A bad value stops the process with a message naming the variable, in Chinese and
 * English, instead of failing later in a request.
 */
import path from 'node:path';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value)));

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: int(8000, 1, 65535),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    /** PostgreSQL server; unset → embedded PGlite in DATA_DIR/pglite. */
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    /** Demo mode seeds the demo tenants and accounts once; "false" disables it. */
    DEMO: bool(true),
    SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
    ALIYUN_SMS_ACCESS_KEY_ID: optionalText,
    ALIYUN_SMS_ACCESS_KEY_SECRET: optionalText,
    ALIYUN_SMS_SIGN_NAME: optionalText,
    ALIYUN_SMS_TEMPLATE_CODE: optionalText,
    ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com/'),
    ALIYUN_SMS_REGION: z.string().trim().min(1).default('cn-hangzhou'),
    COOKIE_SECURE: bool(false),
    SESSION_IDLE_MINUTES: int(120, 1, 60 * 24 * 30),
    SESSION_MAX_HOURS: int(168, 1, 24 * 365),
    LOGIN_MAX_FAILURES: int(5, 1, 100),
    LOGIN_LOCK_MINUTES: int(15, 1, 24 * 60),
    WEB_DIST_DIR: z.string().trim().min(1).default('./dist'),
    /** CSP frame-ancestors sources: who may frame the app (the login page is framed). */
    FRAME_ANCESTORS: z
      .string()
      .trim()
      .min(1)
      .regex(/^[^;,]+$/, 'must not contain ";" or ","')
      .default("'self'"),
    /** Trust X-Forwarded-For from a reverse proxy (needed for per-IP SMS limits behind one). */
    TRUST_PROXY: bool(false),
    BODY_LIMIT_BYTES: int(1024 * 1024, 1024, 100 * 1024 * 1024),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((config, ctx) => {
    if (config.SMS_PROVIDER !== 'aliyun') return;
    for (const key of ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'] as const) {
      if (!config[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when SMS_PROVIDER=aliyun' });
    }
  });

export type Config = z.infer<typeof ConfigSchema>;
export type ConfigInput = z.input<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置错误 / Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment (or any record of strings); throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
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
