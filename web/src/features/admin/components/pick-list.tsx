import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A list of rows to pick from in the admin dialog (users, then one user's accounts). */
export function PickList(props: { label: string; children: ReactNode }) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label={props.label}>
      {props.children}
    </Stack>
  );
}

/** One row: a title, a muted detail line, and badges on the right. */
export function PickRow(props: { title: string; detail: string; onPick: () => void; children?: ReactNode }) {
  return (
    <li>
      <Button variant="ghost" w="full" h="auto" py="2" justifyContent="space-between" onClick={props.onPick}>
        <Stack gap="0" align="start" minW="0">
          <Text fontWeight="semibold" truncate>
            {props.title}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {props.detail}
          </Text>
        </Stack>
        {props.children}
      </Button>
    </li>
  );
}
