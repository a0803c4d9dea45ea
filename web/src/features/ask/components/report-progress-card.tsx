import { Heading, Progress, Stack, Text } from '@chakra-ui/react';
import type { Chat } from '@thetix/shared/contracts/chats';
import { REPORT_DURATIONS } from '../model/chat-list';
import { chatProgressPercent } from '../model/chat-progress';

/**
 * Spec part 3 §4: a report still being made shows how long it usually takes; status polling refetches the chat when
 * it is ready, so the card gives way to the report by itself.
 */
export function ReportProgressCard({ chat }: { chat: Chat }) {
  const type = chat.meta_data.report_type ?? 'daily';
  return (
    <Stack gap="3" bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="5" role="status">
      <Heading as="h3" size="sm">
        Generating your {type} report
      </Heading>
      <Text fontSize="sm" color="gray.600">
        This usually takes {REPORT_DURATIONS[type]}. This page updates itself when it is ready.
      </Text>
      <Progress.Root
        value={chatProgressPercent('processing', chat.job_progress)}
        size="sm"
        colorPalette="brand"
        aria-label="Report progress"
      >
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
