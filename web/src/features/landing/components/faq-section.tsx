import { Accordion, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { faq } from '../content/faq';
import { SectionHeading } from './section-heading';

/** The accordion derives element ids from item values, and an id with spaces breaks `aria-controls`. */
const itemValue = (question: string) =>
  question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type FaqItem = (typeof faq)[number];

/** The FAQ accordion (spec part 1 §2): one answer open at a time, all closable. The Thetix landing passes its own. */
export function FaqSection({
  items = faq,
  title = 'Questions investors ask us',
}: {
  items?: readonly FaqItem[];
  title?: string;
}) {
  return (
    <Box as="section" id="faq" aria-labelledby="faq-title" py={{ base: '16', md: '24' }} bg="gray.50">
      <Container maxW="3xl">
        <Stack gap="8">
          <SectionHeading id="faq-title" eyebrow="FAQ" title={title} align="center" />
          <Accordion.Root collapsible variant="plain" defaultValue={[itemValue(items[0]?.question ?? '')]}>
            {items.map((item) => (
              <Accordion.Item
                key={item.question}
                value={itemValue(item.question)}
                borderBottomWidth="1px"
                borderColor="gray.200"
              >
                <Heading as="h3" fontSize="md">
                  <Accordion.ItemTrigger
                    py="5"
                    cursor="pointer"
                    fontWeight="semibold"
                    color="gray.900"
                    fontSize="md"
                  >
                    <Box as="span" flex="1" textAlign="start">
                      {item.question}
                    </Box>
                    <Accordion.ItemIndicator />
                  </Accordion.ItemTrigger>
                </Heading>
                <Accordion.ItemContent>
                  <Accordion.ItemBody pt="0" pb="5">
                    <Text color="gray.600" lineHeight="tall">
                      {item.answer}
                    </Text>
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Stack>
      </Container>
    </Box>
  );
}
