import { describe, expect, it } from 'vitest';
import { loadConfig, queueUrlVariable } from './config';

const valid = {
  TABLE_NAME: 'thetix-prod',
  AUTH_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc',
  AUTH_CLIENT_ID: 'client',
};

describe('loadConfig', () => {
  it('applies the defaults', () => {
    expect(loadConfig(valid)).toMatchObject({
      STAGE: 'local',
      AWS_REGION: 'us-east-1',
      SUPPORT_EMAIL: 'support@thetix.app',
    });
  });

  it('names every missing or malformed variable', () => {
    expect(() => loadConfig({ AUTH_ISSUER: 'not a url' })).toThrow(
      /TABLE_NAME.*AUTH_ISSUER|AUTH_ISSUER.*TABLE_NAME/,
    );
  });

  it('derives queue URL variables from queue names', () => {
    expect(queueUrlVariable('jobs')).toBe('QUEUE_URL_JOBS');
  });

  it('delivers reports over SMTP to the local catcher unless told otherwise', () => {
    expect(loadConfig(valid)).toMatchObject({
      EMAIL_ADAPTER: 'smtp',
      MAIL_FROM: 'Thetix <reports@thetix.local>',
      MAIL_SMTP_HOST: '127.0.0.1',
      MAIL_SMTP_PORT: 1025,
      MARKET_DATA: 'simulator',
    });
  });

  it('says what is wrong with the delivery settings', () => {
    expect(() =>
      loadConfig({ ...valid, EMAIL_ADAPTER: 'sendgrid', MAIL_SMTP_PORT: '70000', MAIL_FROM: 'Thetix' }),
    ).toThrow(
      /EMAIL_ADAPTER.*MAIL_FROM: must be "Name <address>" or an address.*MAIL_SMTP_PORT: must be a port number/,
    );
    expect(() => loadConfig({ ...valid, UNSUBSCRIBE_SECRET: 'short' })).toThrow(
      'UNSUBSCRIBE_SECRET: must be at least 32 characters',
    );
  });

  it('takes the VAPID key pair only whole', () => {
    expect(() => loadConfig({ ...valid, VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}` })).toThrow(
      'VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (one key pair)',
    );
    expect(
      loadConfig({ ...valid, VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'p'.repeat(43) }),
    ).toMatchObject({ VAPID_PRIVATE_KEY: 'p'.repeat(43) });
  });

  it('reads market data from the simulator unless told otherwise, the legacy "simulated" included', () => {
    expect(loadConfig(valid)).toMatchObject({ MARKET_DATA: 'simulator', MARKET_DATA_DELAY_MINUTES: 15 });
    expect(loadConfig({ ...valid, MARKET_DATA: 'simulated' })).toMatchObject({ MARKET_DATA: 'simulator' });
  });

  it('takes Massive with its key, its secret, or locally with the stand-in on loopback and no key', () => {
    expect(loadConfig({ ...valid, MARKET_DATA: 'massive', MASSIVE_API_KEY: 'key' })).toMatchObject({
      MARKET_DATA: 'massive',
      MASSIVE_API_KEY: 'key',
    });
    expect(
      loadConfig({ ...valid, MARKET_DATA: 'massive', MARKET_DATA_SECRET_ID: 'thetix/market' }),
    ).toMatchObject({ MARKET_DATA_SECRET_ID: 'thetix/market' });
    expect(
      loadConfig({ ...valid, MARKET_DATA: 'massive', MASSIVE_BASE_URL: 'http://127.0.0.1:4010' }),
    ).toMatchObject({ MASSIVE_BASE_URL: 'http://127.0.0.1:4010' });
  });

  it('says what is missing or wrong in the market-data settings', () => {
    expect(() => loadConfig({ ...valid, MARKET_DATA: 'massive' })).toThrow(
      'MASSIVE_API_KEY: required when MARKET_DATA is massive, unless MARKET_DATA_SECRET_ID is set or MASSIVE_BASE_URL is the local stand-in on loopback',
    );
    expect(() =>
      loadConfig({ ...valid, MARKET_DATA: 'massive', MASSIVE_BASE_URL: 'https://api.massive.com' }),
    ).toThrow('MASSIVE_API_KEY: required when MARKET_DATA is massive');
    expect(() => loadConfig({ ...valid, MARKET_DATA: 'polygon' })).toThrow(
      'MARKET_DATA: must be simulator or massive',
    );
    expect(() => loadConfig({ ...valid, MASSIVE_BASE_URL: 'not a url' })).toThrow(/MASSIVE_BASE_URL/);
    expect(() => loadConfig({ ...valid, MARKET_DATA_DELAY_MINUTES: '-1' })).toThrow(
      'MARKET_DATA_DELAY_MINUTES: must be 0 or more',
    );
  });
});
