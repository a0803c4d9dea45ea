import {
  Box,
  Card,
  Container,
  Heading,
  HStack,
  IconButton,
  Link,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import type { PublicCard } from '@thetix/shared/contracts/thetix';
import { NO_VISUAL_WIDGETS } from '@thetix/shared/thetix/widgets';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { WidgetList } from '../../../components/thetix-widgets';
import { paths } from '../../../config/paths';
import { useExampleCards } from '../api/get-example-cards';
import { CAROUSEL_AUTOPLAY_MS } from '../content/example-collections';
import { useAutoplay } from '../hooks/use-autoplay';
import { SectionHeading } from './section-heading';

function ExampleCard({ card }: { card: PublicCard }) {
  return (
    <Card.Root variant="outline" bg="white" rounded="xl" h="440px" overflow="hidden" position="relative">
      <Card.Header pb="2">
        <Heading as="h3" size="sm" color="gray.900" lineClamp={2}>
          {card.query}
        </Heading>
      </Card.Header>
      <Card.Body pt="2" minW="0" overflow="hidden">
        <WidgetList widgets={card.materialized_result ?? []} emptyText={NO_VISUAL_WIDGETS} />
      </Card.Body>
      <Box
        position="absolute"
        insetX="0"
        bottom="0"
        px="5"
        pt="10"
        pb="4"
        bgGradient="to-t"
        gradientFrom="white"
        gradientVia="white"
        gradientTo="transparent"
      >
        <Link asChild fontSize="sm" color="brand.700" fontWeight="medium">
          <RouterLink to={paths.publicCards.card.getHref(card.id)}>Open this card</RouterLink>
        </Link>
      </Box>
    </Card.Root>
  );
}

/**
 * Spec part 1 §2: a carousel of cards from the public example collections, turning every 3 s. Accessible as the
 * WAI-ARIA carousel pattern: a pause button, previous/next, "n of N" slide labels, and announcements only while
 * paused. Nothing is shown when no example card exists (a stage without the examples); a blank of the section's
 * height holds its place while they load.
 */
export function ExampleCardCarousel() {
  const examples = useExampleCards();
  // The cards (charts and all) render in the background once they arrive, in slices: the page stays responsive.
  const cards = useDeferredValue(examples.cards);
  const isPending = examples.isPending || cards !== examples.cards;
  const [held, setHeld] = useState(false);
  const visible = useBreakpointValue({ base: 1, md: 2, xl: 3 }) ?? 1;
  const carousel = useAutoplay(cards.length, CAROUSEL_AUTOPLAY_MS, held);
  // While the cards load (and in the prerendered page) the section keeps its place, so nothing below it jumps.
  if (cards.length === 0)
    return isPending ? <Box aria-hidden="true" bg="gray.50" minH={{ base: '790px', md: '825px' }} /> : null;
  const shown = Array.from({ length: Math.min(visible, cards.length) }, (_, offset) => {
    const index = (carousel.index + offset) % cards.length;
    return { index, card: cards[index]! };
  });

  return (
    <Box as="section" aria-labelledby="examples-title" py={{ base: '12', md: '20' }} bg="gray.50">
      <Container maxW="6xl">
        <Stack gap="8">
          <SectionHeading
            id="examples-title"
            eyebrow="Live examples"
            title="Cards Thetix answered"
            align="center"
          >
            Real cards from public example collections, answered by the same engine you will use, on
            well-known stocks and an example portfolio.
          </SectionHeading>
          <Box
            role="region"
            aria-roledescription="carousel"
            aria-label="Example Thetix cards"
            onPointerEnter={() => setHeld(true)}
            onPointerLeave={() => setHeld(false)}
            onFocus={() => setHeld(true)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
            }}
          >
            <Stack gap="4">
              <HStack justify="center" gap="2">
                <IconButton
                  aria-label={carousel.playing ? 'Pause carousel' : 'Play carousel'}
                  variant="outline"
                  size="sm"
                  rounded="full"
                  onClick={() => carousel.setPlaying(!carousel.playing)}
                >
                  <Text as="span" aria-hidden="true" fontSize="xs">
                    {carousel.playing ? '❚❚' : '▶'}
                  </Text>
                </IconButton>
                <IconButton
                  aria-label="Previous card"
                  variant="outline"
                  size="sm"
                  rounded="full"
                  onClick={() => carousel.go(carousel.index - 1)}
                >
                  <Text as="span" aria-hidden="true">
                    ‹
                  </Text>
                </IconButton>
                <IconButton
                  aria-label="Next card"
                  variant="outline"
                  size="sm"
                  rounded="full"
                  onClick={() => carousel.go(carousel.index + 1)}
                >
                  <Text as="span" aria-hidden="true">
                    ›
                  </Text>
                </IconButton>
              </HStack>
              <Box
                display="grid"
                gridTemplateColumns={`repeat(${shown.length}, minmax(0, 1fr))`}
                gap="4"
                aria-live={carousel.running ? 'off' : 'polite'}
              >
                {shown.map(({ index, card }) => (
                  <Box
                    key={card.id}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${index + 1} of ${cards.length}`}
                    minW="0"
                  >
                    <ExampleCard card={card} />
                  </Box>
                ))}
              </Box>
            </Stack>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
