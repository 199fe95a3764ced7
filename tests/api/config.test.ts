import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 8000,
      HOST: '127.0.0.1',
      DATABASE_URL: undefined,
      DATA_DIR: './data',
      DEMO: true,
      DEMO_DOCUMENTS: true,
      SMS_PROVIDER: 'console',
      COOKIE_SECURE: false,
      SESSION_IDLE_MINUTES: 120,
      SESSION_MAX_HOURS: 168,
      LOGIN_MAX_FAILURES: 5,
      LOGIN_LOCK_MINUTES: 15,
      WEB_DIST_DIR: './dist',
      FRAME_ANCESTORS: "'self'",
      TRUST_PROXY: false,
      LOGIN_MAX_PER_IP_PER_HOUR: 60,
      LOGIN_MAX_PER_PHONE_PER_HOUR: 30,
      PASSWORD_SCRYPT_LOG_N: 17,
      PASSWORD_HASH_CONCURRENCY: 2,
      PASSWORD_HASH_QUEUE: 16,
      PAYMENT_NOTIFY_MAX_PER_IP_PER_MINUTE: 120,
      LOG_LEVEL: 'info',
    });
  });

  it('makes the session cookie Secure by default in production, still overridable', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).COOKIE_SECURE).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).COOKIE_SECURE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses/CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1, fd00::/8, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('reads values from the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DEMO: 'false',
      DATABASE_URL: 'postgres://u@h:5432/db',
      COOKIE_SECURE: 'true',
      FRAME_ANCESTORS: "'self' https://portal.example.cn",
    });
    expect(config).toMatchObject({
      PORT: 9000,
      DEMO: false,
      DATABASE_URL: 'postgres://u@h:5432/db',
      COOKIE_SECURE: true,
      FRAME_ANCESTORS: "'self' https://portal.example.cn",
    });
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DEMO: 'maybe' }, 'DEMO'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'aliyun' }, 'ALIYUN_SMS_ACCESS_KEY_ID'],
    [{ FRAME_ANCESTORS: "'self'; script-src *" }, 'FRAME_ANCESTORS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.example.cn' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ LOGIN_MAX_PER_IP_PER_HOUR: '0' }, 'LOGIN_MAX_PER_IP_PER_HOUR'],
    [{ PASSWORD_SCRYPT_LOG_N: '8' }, 'PASSWORD_SCRYPT_LOG_N'],
    [{ PASSWORD_SCRYPT_LOG_N: '21' }, 'PASSWORD_SCRYPT_LOG_N'],
    [{ LOGIN_MAX_PER_PHONE_PER_HOUR: '0' }, 'LOGIN_MAX_PER_PHONE_PER_HOUR'],
    [{ PASSWORD_HASH_CONCURRENCY: '0' }, 'PASSWORD_HASH_CONCURRENCY'],
    [{ PASSWORD_HASH_QUEUE: '-1' }, 'PASSWORD_HASH_QUEUE'],
    [{ PAYMENT_NOTIFY_MAX_PER_IP_PER_MINUTE: '0' }, 'PAYMENT_NOTIFY_MAX_PER_IP_PER_MINUTE'],
    // Hashing must leave a thread of libuv's pool to the other requests.
    [{ PASSWORD_HASH_CONCURRENCY: '4' }, 'UV_THREADPOOL_SIZE'],
    [{ PASSWORD_HASH_CONCURRENCY: '8', UV_THREADPOOL_SIZE: '8' }, 'PASSWORD_HASH_CONCURRENCY'],
    // The sandbox credits points without money: never on a production site by accident.
    [{ NODE_ENV: 'production', PAYMENT_CHANNELS: 'sandbox' }, 'PAYMENT_CHANNELS'],
    [{ NODE_ENV: 'production', PAYMENT_CHANNELS: 'sandbox', ALLOW_SANDBOX_IN_PRODUCTION: 'false' }, 'PAYMENT_CHANNELS'],
    // The S3 driver needs its store and key pair; local stays the default.
    [{ FILE_STORAGE: 'minio' }, 'FILE_STORAGE'],
    [{ FILE_STORAGE: 's3' }, 'S3_BUCKET: required when FILE_STORAGE=s3'],
    [{ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, 'S3_ENDPOINT: required when FILE_STORAGE=s3'],
    [{ FILE_STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY'],
    [{ FILE_STORAGE: 's3', S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, 'S3_ENDPOINT'],
  ])('refuses %j naming %s, in Chinese and English', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toContain('配置错误 / Invalid configuration');
      expect((error as Error).message).toContain(name);
    }
  });

  it('offers the sandbox by default only in demo mode outside production; a staging site may opt in', () => {
    expect(loadConfig({}).PAYMENT_CHANNELS).toEqual(['sandbox']);
    expect(loadConfig({ DEMO: 'false' }).PAYMENT_CHANNELS).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production' }).PAYMENT_CHANNELS).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_CHANNELS: 'sandbox', ALLOW_SANDBOX_IN_PRODUCTION: 'true' }).PAYMENT_CHANNELS).toEqual([
      'sandbox',
    ]);
  });

  it('allows more hashing threads with a bigger thread pool', () => {
    expect(loadConfig({ PASSWORD_HASH_CONCURRENCY: '6', UV_THREADPOOL_SIZE: '8', PASSWORD_HASH_QUEUE: '0' })).toMatchObject({
      PASSWORD_HASH_CONCURRENCY: 6,
      PASSWORD_HASH_QUEUE: 0,
    });
  });

  it('keeps files on local disk by default and reads the S3 settings', () => {
    expect(loadConfig({}).FILE_STORAGE).toBe('local');
    const config = loadConfig({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'compliance',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({ FILE_STORAGE: 's3', S3_BUCKET: 'compliance', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  });

  it('accepts aliyun with its keys', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '合规平台',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    });
    expect(config.SMS_PROVIDER).toBe('aliyun');
  });
});
