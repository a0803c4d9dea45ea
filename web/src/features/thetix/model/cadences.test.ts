import { UPDATE_CADENCES } from '@thetix/shared/contracts/thetix';
import { describe, expect, it } from 'vitest';
import { asCadence, cadenceOptions } from './cadences';

describe('auto-update cadences (spec part 3 §5)', () => {
  it('offers the nine cadences with their labels, in order', () => {
    expect(cadenceOptions.map((option) => option.seconds)).toEqual([...UPDATE_CADENCES]);
    expect(cadenceOptions.map((option) => option.label)).toEqual([
      'default',
      '30s',
      '1m',
      '5m',
      '15m',
      '30m',
      '1h',
      '6h',
      'daily',
    ]);
  });

  it('treats an unknown cadence as no auto-update', () => {
    expect(asCadence(45)).toBe(0);
    expect(asCadence(900)).toBe(900);
  });
});
