import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { marketDataIsSimulated, marketNoteOf } from './market-source';

const base = {
  TABLE_NAME: 'thetix',
  AUTH_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc',
  AUTH_CLIENT_ID: 'client',
};

describe('market source settings', () => {
  it('labels the simulator and the stand-in simulated, and only a real vendor live', () => {
    // Prepare
    const simulator = loadConfig(base);
    const standIn = loadConfig({
      ...base,
      MARKET_DATA: 'massive',
      MASSIVE_BASE_URL: 'http://127.0.0.1:4010',
    });
    const massive = loadConfig({ ...base, MARKET_DATA: 'massive', MASSIVE_API_KEY: 'key' });

    // Act & Assess
    expect([simulator, standIn, massive].map((settings) => marketDataIsSimulated(settings))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("words the e-mail footer's source line only for a live vendor, with its delay", () => {
    // Prepare
    const delayed = loadConfig({ ...base, MARKET_DATA: 'massive', MASSIVE_API_KEY: 'key' });
    const realTime = loadConfig({
      ...base,
      MARKET_DATA: 'massive',
      MASSIVE_API_KEY: 'key',
      MARKET_DATA_DELAY_MINUTES: '0',
    });

    // Act & Assess
    expect(marketNoteOf(loadConfig(base))).toBeUndefined();
    expect(marketNoteOf(delayed)).toBe(
      'Market data from Massive, delayed 15 minutes, as of when this was made.',
    );
    expect(marketNoteOf(realTime)).toBe('Market data from Massive, real time, as of when this was made.');
  });
});
