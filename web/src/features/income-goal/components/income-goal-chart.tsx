import { Box, useBreakpointValue } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import type { IncomeGoalResponse } from '@thetix/shared/contracts/income-goal';
import { formatDollars } from '../../../lib/money-format';

const monthName = (key: string) =>
  new Date(`${key}-15T12:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });

/**
 * Months of the year: realised income (solid) and, for the current and coming months, what is expected on top of
 * it (light), with the goal as a line. The band of each month is in its tooltip. Loaded lazily: nivo stays out of
 * the dashboard's first chunk.
 */
export default function IncomeGoalChart({ tracking }: { tracking: IncomeGoalResponse }) {
  // A phone has room for one letter a month under the bars.
  const narrow = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const data = tracking.months.map((month) => ({
    month: narrow ? `${monthName(month.month)[0]}${month.month.slice(5)}` : monthName(month.month),
    Realised: month.actual,
    Expected: Math.max(0, month.expected.median - month.actual),
    low: month.expected.low,
    high: month.expected.high,
  }));
  return (
    <Box h="56" role="img" aria-label="Income by month against the goal">
      <ResponsiveBar
        animate={false}
        data={data}
        keys={['Realised', 'Expected']}
        indexBy="month"
        margin={{ top: 10, right: 12, bottom: 28, left: 56 }}
        padding={0.3}
        colors={['#2f855a', '#c6f6d5']}
        enableLabel={false}
        axisLeft={{ tickValues: 4, format: (value: number) => formatDollars(value) }}
        axisBottom={{ tickSize: 0, tickPadding: 6, format: (value: string) => (narrow ? value[0] : value) }}
        markers={
          tracking.monthlyGoal === null
            ? []
            : [
                {
                  axis: 'y',
                  value: tracking.monthlyGoal,
                  lineStyle: { stroke: '#c05621', strokeWidth: 2, strokeDasharray: '6 4' },
                  legend: 'Goal',
                  legendPosition: 'top-right',
                  textStyle: { fill: '#c05621', fontSize: 11 },
                },
              ]
        }
        tooltip={({ indexValue, data: row }) => (
          <Box bg="white" px="2" py="1" rounded="md" shadow="md" fontSize="xs">
            <b>{String(indexValue)}</b>: realised {formatDollars(Number(row.Realised))}
            {Number(row.Expected) > 0
              ? `, expected ${formatDollars(Number(row.Realised) + Number(row.Expected))} (${formatDollars(Number(row.low))}–${formatDollars(Number(row.high))})`
              : ''}
          </Box>
        )}
      />
    </Box>
  );
}
