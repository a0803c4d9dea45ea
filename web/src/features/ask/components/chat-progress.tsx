import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';

/** The running answer: the progress bar of spec part 3 §4 and Cancel. */
export function ChatProgress({
  percent,
  text,
  onCancel,
  cancelling,
  canCancel,
}: {
  percent: number;
  text: string | null;
  onCancel: () => void;
  cancelling: boolean;
  canCancel: boolean;
}) {
  return (
    <Stack gap="2" bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="4" role="status">
      <HStack justify="space-between" gap="3">
        <Text fontSize="sm" color="gray.700">
          Thetix is working on it{text ? ` (${text})` : ''}...
        </Text>
        {canCancel ? (
          <Button size="xs" variant="outline" onClick={onCancel} loading={cancelling}>
            Cancel
          </Button>
        ) : null}
      </HStack>
      <Progress.Root value={percent} size="sm" colorPalette="brand" aria-label="Answer progress">
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
