import { Box, Container, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Monogram } from '../../../components/monogram';
import { brokerages } from '../content/brokerages';
import { SectionHeading } from './section-heading';

/** The strip of 19 brokerages (spec part 1 §9), as wordmarks: where a read-only connection works. */
export function BrokeragesSection() {
  return (
    <Box
      as="section"
      id="brokerages"
      aria-labelledby="brokerages-title"
      py={{ base: '14', md: '20' }}
      bg="gray.50"
    >
      <Container maxW="6xl">
        <Stack gap="8">
          <SectionHeading
            id="brokerages-title"
            eyebrow="Brokerages"
            title="Works with the account you already have"
            align="center"
          >
            Connect read-only through a regulated aggregator, or enter your holdings by hand.
          </SectionHeading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 4, lg: 5 }} gap="3">
            {brokerages.map((brokerage) => (
              <HStack
                as="li"
                key={brokerage.name}
                gap="3"
                px="3"
                py="2.5"
                bg="white"
                rounded="xl"
                borderWidth="1px"
                borderColor="gray.200"
                minW="0"
              >
                <Monogram letters={brokerage.monogram} seed={brokerage.name} boxSize="8" rounded="md" />
                <Text fontSize="sm" fontWeight="semibold" color="gray.800" truncate>
                  {brokerage.name}
                </Text>
              </HStack>
            ))}
          </SimpleGrid>
          <Text fontSize="xs" color="gray.600" textAlign="center">
            Brokerage names are trademarks of their owners and are shown only to say where a connection is
            possible.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
