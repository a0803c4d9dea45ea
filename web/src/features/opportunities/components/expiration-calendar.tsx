import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';

const WEEKDAYS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const parse = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Month grids covering the selectable dates; only those dates can be chosen (spec part 2 §5). */
export function ExpirationCalendar(props: {
  selectable: string[];
  value: string;
  onChange: (date: string) => void;
}) {
  const dates = [...props.selectable, props.value].sort();
  const first = parse(dates[0] ?? props.value);
  const last = parse(dates.at(-1) ?? props.value);
  const months: Date[] = [];
  for (
    let month = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1));
    month <= last;
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))
  )
    months.push(month);
  const selectable = new Set(props.selectable);
  return (
    <Stack gap="4" direction="row" flexWrap="wrap" align="start">
      {months.map((month) => {
        const daysInMonth = new Date(
          Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0),
        ).getUTCDate();
        const cells: (string | null)[] = Array.from({ length: month.getUTCDay() }, () => null);
        for (let day = 1; day <= daysInMonth; day++)
          cells.push(iso(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), day))));
        return (
          <Stack key={iso(month)} gap="1" flex="1" minW="52" maxW="72">
            <Heading as="h5" size="xs" textAlign="center">
              {monthName.format(month)}
            </Heading>
            <Grid templateColumns="repeat(7, 1fr)" gap="0.5" fontSize="xs" textAlign="center">
              {WEEKDAYS.map((day, index) => (
                <Text key={index} color="gray.500">
                  {day}
                </Text>
              ))}
              {cells.map((date, index) =>
                date === null ? (
                  <Box key={`blank-${index}`} />
                ) : selectable.has(date) ? (
                  <Box
                    as="button"
                    key={date}
                    aria-label={`Expiration ${date}`}
                    aria-pressed={date === props.value}
                    py="1"
                    rounded="md"
                    fontWeight="semibold"
                    bg={date === props.value ? 'brand.700' : 'brand.50'}
                    color={date === props.value ? 'white' : 'brand.800'}
                    _hover={{ bg: date === props.value ? 'brand.700' : 'brand.100' }}
                    onClick={() => props.onChange(date)}
                  >
                    {Number(date.slice(8))}
                  </Box>
                ) : (
                  <Text key={date} py="1" color="gray.300">
                    {Number(date.slice(8))}
                  </Text>
                ),
              )}
            </Grid>
          </Stack>
        );
      })}
    </Stack>
  );
}
