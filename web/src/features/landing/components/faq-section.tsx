import { Box, chakra, Container, Stack, Text } from '@chakra-ui/react';
import { faq } from '../content/faq';
import { SectionHeading } from './section-heading';

type FaqItem = (typeof faq)[number];

/** The chevron of a question, turned up while its answer shows. */
function Chevron() {
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-flex"
      boxSize="4"
      color="gray.500"
      flexShrink={0}
      transition="transform 0.2s"
      _motionReduce={{ transition: 'none' }}
      css={{ '[open] > summary > &': { transform: 'rotate(180deg)' } }}
    >
      <svg viewBox="0 0 20 20" width="100%" height="100%">
        <path
          d="M5 7.5l5 5 5-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Box>
  );
}

/**
 * The FAQ accordion (spec part 1 §2): one answer open at a time, all closable. Native disclosure elements sharing a
 * name (`<details name>`): the browser opens one and closes the others, keyboard and screen readers included, and it
 * works on the prerendered page before any script has run, with nothing to start when the app does (decision 212).
 * The question is the summary's plain text: a heading inside it would be flattened by the button role it has.
 * The Thetix landing passes its own questions.
 */
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
          <Box>
            {items.map((item, index) => (
              <chakra.details
                key={item.question}
                name="faq"
                open={index === 0}
                borderBottomWidth="1px"
                borderColor="gray.200"
              >
                <chakra.summary
                  display="flex"
                  alignItems="center"
                  gap="3"
                  py="5"
                  cursor="pointer"
                  listStyleType="none"
                  rounded="sm"
                  focusVisibleRing="outside"
                  css={{ '&::-webkit-details-marker': { display: 'none' } }}
                >
                  <Text as="span" fontSize="md" fontWeight="semibold" color="gray.900" flex="1">
                    {item.question}
                  </Text>
                  <Chevron />
                </chakra.summary>
                <Text color="gray.600" lineHeight="tall" pb="5">
                  {item.answer}
                </Text>
              </chakra.details>
            ))}
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
