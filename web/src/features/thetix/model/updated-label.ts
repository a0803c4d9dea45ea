/**
 * A board card's last-updated label (issue 30 item 5), from the time its result was written (`materialized_updated_at`)
 * and an explicit `now`: relative while recent, a date after a week. A time a little ahead of `now` (a clock that
 * ticks every 30 s, a server clock ahead of this one) reads "just now", never a negative age.
 */
export function updatedLabel({ at, now }: { at: number; now: number }): string {
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  if (seconds < 60) return 'Updated just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Updated ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Updated ${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `Updated ${days} d ago`;
  return `Updated ${shortDate.format(at)}`;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'long' });

/** The exact time in the label's tooltip, in this device's time zone. */
export const updatedTitle = (at: number): string => `Last updated ${longDate.format(at)}`;
