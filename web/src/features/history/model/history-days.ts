/** Day headings for history groups, whose `date` is a New York calendar day `YYYY-MM-DD`. */
const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function historyDayHeading(day: string, now: Date): string {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === isoDay(now)) return 'Today';
  if (day === isoDay(yesterday)) return 'Yesterday';
  return longDate.format(new Date(`${day}T00:00:00Z`));
}
