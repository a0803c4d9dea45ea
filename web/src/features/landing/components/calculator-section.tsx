import { Box, Container, Stack } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useSeen } from '../hooks/use-seen';
import { SectionHeading } from './section-heading';

/**
 * The calculator section's frame (spec part 1 §2). The calculator itself is its own feature, handed in by the route;
 * `seen` turns true once the section nears the viewport, so the example is calculated only for visitors who scroll.
 */
export function CalculatorSection({ children }: { children: (seen: boolean) => ReactNode }) {
  const sectionRef = useRef<HTMLElement>(null);
  const seen = useSeen(sectionRef);
  return (
    <Box
      as="section"
      ref={sectionRef}
      id="calculator"
      aria-labelledby="calculator-title"
      bg="gray.50"
      py={{ base: '16', md: '24' }}
    >
      <Container maxW="6xl">
        <Stack gap={{ base: '8', md: '12' }}>
          <SectionHeading
            id="calculator-title"
            eyebrow="Income calculator"
            title="What could your shares earn?"
          >
            Pick a stock you own, how much it is worth, your risk level and how often you would sell calls. We
            backtest the strategy over the past year and show the likely range.
          </SectionHeading>
          {children(seen)}
        </Stack>
      </Container>
    </Box>
  );
}
