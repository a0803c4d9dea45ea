import { UPDATE_CADENCES, type UpdateCadence } from '@thetix/shared/contracts/thetix';

/** Spec part 3 §5: the labels of the nine cadences, in the order of UPDATE_CADENCES. */
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

export const cadenceChoices = UPDATE_CADENCES.map((seconds) => ({ seconds, label: LABELS[seconds] }));
