import { Text } from '@chakra-ui/react';
import { useNow } from '../hooks/use-now';
import { updatedLabel, updatedTitle } from '../model/updated-label';

/** Spec part 3 and issue 30 item 5: how long ago the card's result was written, ticking; the exact time on hover. */
export function CardUpdatedAt({ at }: { at: string }) {
  const now = useNow(true, 30_000);
  const time = Date.parse(at);
  return (
    <Text asChild fontSize="xs" color="fg.muted">
      <time dateTime={at} title={updatedTitle(time)} data-card-updated>
        {updatedLabel({ at: time, now })}
      </time>
    </Text>
  );
}
