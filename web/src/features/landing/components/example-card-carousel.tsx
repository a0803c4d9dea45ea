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
import { useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { WidgetList } from '../../../components/thetix-widgets';
import { paths } from '../../../config/paths';
import { useExampleCards } from '../api/get-example-cards';
import { CAROUSEL_AUTOPLAY_MS } from '../content/example-collections';
import { useAutoplay } from '../hooks/use-autoplay';
import { SectionHeading } from './section-heading';

/**
 * One example card, whole: as tall as its answer (issue 30 item 8: a fixed 440 px box cut tables and charts off
 * under a white fade). Its tables keep their own sideways scroll, so nothing is clipped at 390 px either.
 */
function ExampleCard({ card }: { card: PublicCard }) {
  return (
    <Card.Root variant="outline" bg="white" rounded="xl" h="full" data-example-card="">
      <Card.Header pb="2">
        <Heading as="h3" size="sm" color="gray.900">
          {card.query}
        </Heading>
      </Card.Header>
      <Card.Body pt="2" minW="0">
        <WidgetList widgets={card.materialized_result ?? []} emptyText={NO_VISUAL_WIDGETS} />
      </Card.Body>
      <Card.Footer pt="0">
        <Link asChild fontSize="sm" color="brand.700" fontWeight="medium">
          <RouterLink to={paths.publicCards.card.getHref(card.id)}>Open this card</RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * The track's height never shrinks while the slides turn: cards are as tall as their answers, and a page that
 * jumped up and down every 3 s under the reader would be worse than a little white space under a short card.
 */
function useTallestHeight(key: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [tallest, setTallest] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTallest((current) => Math.max(current, element.offsetHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [key]);
  return { ref, minHeight: tallest > 0 ? `${tallest}px` : undefined };
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
  const track = useTallestHeight(`${visible}`);
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
                ref={track.ref}
                display="grid"
                gridTemplateColumns={`repeat(${shown.length}, minmax(0, 1fr))`}
                alignItems="stretch"
                style={{ minHeight: track.minHeight }}
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
