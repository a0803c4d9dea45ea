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
});
