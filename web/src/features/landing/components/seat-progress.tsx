import { HStack, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSeats } from '../api/get-seats';

function SeatBar({ used, total }: { used: number; total: number }) {
  const left = Math.max(total - used, 0);
  return (
    <Stack gap="2.5">
      <Progress.Root
        value={Math.min(used, total)}
        max={Math.max(total, 1)}
        size="lg"
        colorPalette="brand"
        aria-label="Beta seats taken"
      >
        <Progress.Track rounded="full" bg="gray.100">
          <Progress.Range rounded="full" />
        </Progress.Track>
      </Progress.Root>
      <HStack justify="space-between" gap="3" wrap="wrap" fontSize="sm" fontVariantNumeric="tabular-nums">
        <Text color="gray.700">{`${used} / ${total} users already got`}</Text>
        <Text color="brand.700" fontWeight="semibold">{`only ${left} seats left!`}</Text>
      </HStack>
    </Stack>
  );
}

/** The invite-only seat quota, live from GET /api/public/seats. On failure the toast says why; the bar hides. */
export function SeatProgress() {
  const seats = useSeats();
  if (seats.isError) return null;
  return (
    <Stack data-testid="seat-bar" gap="2.5" aria-busy={seats.isPending}>
      {seats.data ? <SeatBar used={seats.data.used} total={seats.data.total} /> : null}
      {seats.isPending ? (
        <>
          <Skeleton height="3" rounded="full" />
          <Skeleton height="4" width="60%" />
        </>
      ) : null}
    </Stack>
  );
}
