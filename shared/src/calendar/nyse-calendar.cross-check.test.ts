import { getHolidays } from 'nyse-holidays';
import { describe, expect, it } from 'vitest';
import { FIRST_SUPPORTED_YEAR, LAST_SUPPORTED_YEAR, marketHolidays } from './nyse-calendar';

/*
 * Cross-check against the registry package nyse-holidays 1.2.0 (https://github.com/tsekityam/nyse-holidays), an
 * independent implementation of the same rules: Sunday holidays move to Monday, Saturday ones to Friday unless
 * that leaves the month (so New Year's Day 2022 and 2028 are not observed), Juneteenth from 2022. Only its
 * `dateString` is used: its `date` is a local-time dayjs value and would depend on the machine's time zone.
 *
 * Where we disagree, and why we are right:
 * - The package models the scheduled holidays only, never the unscheduled closures. NYSE also closed on
 *   2018-12-05, the National Day of Mourning for President George H. W. Bush (NYSE Group press release on Business
 *   Wire, 1 December 2018), and on 2025-01-09 for President Jimmy Carter (announced by ICE, NYSE's owner, on
 *   30 December 2024). Those two dates are the only difference in 2015-2030.
 * - It spells "New Years Day"; NYSE's own holiday page and press releases say "New Year's Day", as we do.
 */
const specialClosures = [
  { date: '2018-12-05', name: 'National Day of Mourning for President George H. W. Bush' },
  { date: '2025-01-09', name: 'National Day of Mourning for President Jimmy Carter' },
];

const ourSpelling: Record<string, string> = { 'New Years Day': "New Year's Day" };

const years = Array.from(
  { length: LAST_SUPPORTED_YEAR - FIRST_SUPPORTED_YEAR + 1 },
  (_, index) => FIRST_SUPPORTED_YEAR + index,
);

describe('NYSE holidays cross-checked against the nyse-holidays package', () => {
  it.each(years)('agree for %i, once the special closures are added to the package', (year) => {
    // Prepare
    const fromPackage = getHolidays(year).map((holiday) => ({
      date: holiday.dateString,
      name: ourSpelling[holiday.name] ?? holiday.name,
    }));
    const expected = [
      ...fromPackage,
      ...specialClosures.filter((closure) => closure.date.startsWith(`${year}-`)),
    ];
    // Act
    const ours = marketHolidays(year);
    // Assess
    expect(ours).toEqual(expected.sort((left, right) => left.date.localeCompare(right.date)));
  });

  it('differs from the package on exactly the two special closures', () => {
    // Prepare
    const packageDates = new Set(
      years.flatMap((year) => getHolidays(year).map((holiday) => holiday.dateString)),
    );
    // Act
    const onlyOurs = years
      .flatMap((year) => marketHolidays(year))
      .filter((holiday) => !packageDates.has(holiday.date));
    // Assess
    expect(onlyOurs).toEqual(specialClosures);
  });
});
