import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';

/** Spec part 1 §2, login: the 'Why choose' box with its two benefits. */
const benefits = [
  {
    title: 'Covered-call optimization',
    description:
      'Ideas tailored to your risk profile and income goals, with strike, premium and yield up front.',
  },
  {
    title: 'Advanced risk-management alerts',
    description:
      'A warning when a call you sold is at risk of being triggered, with what you can do about it.',
  },
];

function BenefitMark({ index }: { index: number }) {
  return (
    <Box
      aria-hidden="true"
      boxSize="8"
      flexShrink={0}
      rounded="lg"
      bg="brand.700"
      color="white"
      display="grid"
      placeItems="center"
      fontWeight="bold"
      fontSize="sm"
    >
      {index + 1}
    </Box>
  );
}

export function WhyChooseBox() {
  return (
    <Box
      as="aside"
      aria-labelledby="why-choose-title"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="2xl"
      p={{ base: '6', md: '8' }}
    >
      <Stack gap="6">
        <Heading as="h2" id="why-choose-title" fontSize="xl" color="gray.900" letterSpacing="tight">
          Why choose Thetix?
        </Heading>
        {benefits.map((benefit, index) => (
          <HStack key={benefit.title} align="start" gap="4">
            <BenefitMark index={index} />
            <Stack gap="1">
              <Heading as="h3" fontSize="md" color="gray.900">
                {benefit.title}
              </Heading>
              <Text color="gray.700">{benefit.description}</Text>
            </Stack>
          </HStack>
        ))}
        <Text fontSize="sm" color="gray.700" borderTopWidth="1px" borderColor="brand.100" pt="5">
          Read-only brokerage connection. Thetix never trades for you: you place every trade with your own
          broker.
        </Text>
      </Stack>
    </Box>
  );
}
