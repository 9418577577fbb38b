import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has working defaults: port 8080, embedded database, no Redis', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', LOG_LEVEL: 'info', SEED_DEMO: false });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\.data$/);
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@db:5432/site',
      DATA_DIR: '/var/lib/site',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      SEED_DEMO: '1',
    });
    expect(config).toMatchObject({ PORT: 9000, HOST: '127.0.0.1', TRUST_PROXY: true, SEED_DEMO: true });
  });

  it('stops at start with every bad variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
    }
  });

  it('refuses the SMS gateway without its key, instead of keeping texts in the outbox unseen', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(
      /SMS_GATEWAY_API_KEY: is required when SMS_PROVIDER is http/,
    );
    expect(loadConfig({ SMS_PROVIDER: 'http', SMS_GATEWAY_API_KEY: 'key-12345678' }).SMS_PROVIDER).toBe(
      'http',
    );
  });
});
