import {
  Badge,
  Box,
  Button,
  Container,
  HStack,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useState } from 'react';
import { roadmap, ROADMAP_FIRST_SHOWN } from '../content/roadmap';
import { CheckIcon } from './check-icon';
import { SectionHeading } from './section-heading';

function PendingIcon() {
  return (
    <Box
      as="span"
      boxSize="5"
      rounded="full"
      borderWidth="2px"
      borderColor="gray.300"
      flexShrink={0}
      mt="0.5"
    />
  );
}

/** The progress checklist: ten features, six shown until 'Load All Features' (spec part 1 §2). */
export function RoadmapSection() {
  const [showAll, setShowAll] = useState(false);
  const done = roadmap.filter((item) => item.done).length;
  const shown = showAll ? roadmap : roadmap.slice(0, ROADMAP_FIRST_SHOWN);
  return (
    <Box as="section" id="progress" aria-labelledby="progress-title" py={{ base: '16', md: '24' }}>
      <Container maxW="4xl">
        <Stack gap="8">
          <SectionHeading id="progress-title" eyebrow="Progress" title="What we have built, and what is next">
            {`${done} of ${roadmap.length} features are live in the beta.`}
          </SectionHeading>
          <Progress.Root value={done} max={roadmap.length} colorPalette="brand" aria-label="Features live">
            <Progress.Track rounded="full" bg="gray.200">
              <Progress.Range rounded="full" />
            </Progress.Track>
          </Progress.Root>
          <SimpleGrid as="ul" id="roadmap-list" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3">
            {shown.map((item) => (
              <HStack
                as="li"
                key={item.title}
                align="start"
                gap="3"
                p="4"
                bg="white"
                rounded="xl"
                borderWidth="1px"
              >
                {item.done ? <CheckIcon /> : <PendingIcon />}
                <Stack gap="1" flex="1">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold" color="gray.900">
                      {item.title}
                      {item.done ? <VisuallyHidden> (live)</VisuallyHidden> : null}
                    </Text>
                    {item.done ? null : (
                      <Badge colorPalette="gray" variant="subtle" size="sm">
                        Not built yet
                      </Badge>
                    )}
                  </HStack>
                  <Text fontSize="sm" color="gray.600">
                    {item.description}
                  </Text>
                </Stack>
              </HStack>
            ))}
          </SimpleGrid>
          {showAll ? null : (
            <Button
              alignSelf="center"
              variant="outline"
              aria-controls="roadmap-list"
              onClick={() => setShowAll(true)}
            >
              Load All Features
            </Button>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
