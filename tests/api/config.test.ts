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
      SMS_PROVIDER: 'console',
      COOKIE_SECURE: false,
      SESSION_IDLE_MINUTES: 120,
      SESSION_MAX_HOURS: 168,
      LOGIN_MAX_FAILURES: 5,
      LOGIN_LOCK_MINUTES: 15,
      WEB_DIST_DIR: './dist',
      FRAME_ANCESTORS: "'self'",
      LOG_LEVEL: 'info',
    });
  });

  it('reads values from the environment', () => {
    const config = loadConfig({ PORT: '9000', DEMO: 'false', DATABASE_URL: 'postgres://u@h:5432/db', COOKIE_SECURE: 'true', FRAME_ANCESTORS: "'self' https://portal.example.cn" });
    expect(config).toMatchObject({ PORT: 9000, DEMO: false, DATABASE_URL: 'postgres://u@h:5432/db', COOKIE_SECURE: true, FRAME_ANCESTORS: "'self' https://portal.example.cn" });
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
  ])('refuses %j naming %s, in Chinese and English', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toContain('配置错误 / Invalid configuration');
      expect((error as Error).message).toContain(name);
    }
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
