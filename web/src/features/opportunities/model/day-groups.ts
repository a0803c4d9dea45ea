/**
 * History tabs group by day with the headings Today, Yesterday or a long date (spec part 2 §2). Days are the
 * viewer's local calendar days; `now` is a parameter so tests are deterministic.
 */

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

const dayKey = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function dayHeading(date: Date, now: Date): string {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(now)) return 'Today';
  if (dayKey(date) === dayKey(yesterday)) return 'Yesterday';
  return longDate.format(date);
}

export interface DayGroup<T> {
  heading: string;
  items: T[];
}

/** Groups items (already in display order) by the local day of `instantOf(item)`, keeping the order. */
export function groupByDay<T>(items: readonly T[], instantOf: (item: T) => string, now: Date): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const heading = dayHeading(new Date(instantOf(item)), now);
    const last = groups.at(-1);
    if (last?.heading === heading) last.items.push(item);
    else groups.push({ heading, items: [item] });
  }
  return groups;
}
