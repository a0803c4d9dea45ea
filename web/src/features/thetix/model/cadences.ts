import { UPDATE_CADENCES, type UpdateCadence } from '@thetix/shared/contracts/thetix';

/** Spec part 3 §5: the auto-update choices and their labels, in the order of UPDATE_CADENCES. */
const LABELS: Record<UpdateCadence, string> = {
  0: 'default',
  30: '30s',
  60: '1m',
  300: '5m',
  900: '15m',
  1800: '30m',
  3600: '1h',
  21600: '6h',
  86400: 'daily',
};

export const cadenceOptions = UPDATE_CADENCES.map((seconds) => ({ seconds, label: LABELS[seconds] }));

export const cadenceLabel = (seconds: number): string => LABELS[seconds as UpdateCadence] ?? `${seconds}s`;

/** A stored cadence outside the list (an older card) is shown and saved as no auto-update. */
export const asCadence = (seconds: number): UpdateCadence =>
  (UPDATE_CADENCES as readonly number[]).includes(seconds) ? (seconds as UpdateCadence) : 0;
