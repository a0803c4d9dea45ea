import { Badge, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';

/** The Cards tab's place: the card board is another issue, so this says so instead of showing sample cards. */
export function ThetixCardsTab() {
  return (
    <Stack gap="3" p="6" bg="white" rounded="xl" borderWidth="1px" borderStyle="dashed" align="start">
      <HStack gap="2">
        <Heading as="h3" size="md">
          Thetix Cards
        </Heading>
        <Badge colorPalette="purple" variant="subtle" rounded="full">
          Coming soon
        </Badge>
      </HStack>
      <Text color="gray.600" fontSize="sm">
        Cards will collect the trade ideas and insights you save, grouped into collections you can share.
      </Text>
      <Button size="sm" variant="outline" disabled>
        Manage Cards
      </Button>
    </Stack>
  );
}
