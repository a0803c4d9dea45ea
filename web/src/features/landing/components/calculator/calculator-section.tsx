import { Box, Button, Container, Grid, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LegalDisclaimer } from '../../../../components/legal-disclaimer';
import type { CalculatorFormInit } from '../../calculator/calculator-form';
import { usePublicCalculator } from '../../hooks/use-public-calculator';
import { useSeen } from '../../hooks/use-seen';
import { SectionHeading } from '../section-heading';
import { CalculatorResults } from './calculator-results';
import { JoinBetaPrompt } from './join-beta-prompt';
import { PositionRow } from './position-row';
import { StrategySelects } from './strategy-selects';

/** Spec part 1 §5 and §9: two rows on the landing page, but only the first may hold a stock. */
const LANDING_EXAMPLE: CalculatorFormInit = {
  rows: [{ ticker: 'AAPL', amount: 100_000 }],
  maxRows: 2,
  risk: 'balanced',
  duration: 'weekly',
  calculated: true,
};
const STOCKS_ALLOWED = 1;
/** Below Chakra's lg breakpoint the form and the results are stacked. */
const STACKED_LAYOUT = '(max-width: 61.99em)';

const card = { bg: 'white', rounded: '2xl', borderWidth: '1px', borderColor: 'gray.200', shadow: 'sm' };

/** The public covered-call income calculator (spec part 1 §2): one stock, risk level and frequency. */
export function CalculatorSection() {
  const sectionRef = useRef<HTMLElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const seen = useSeen(sectionRef);
  const { form, dispatch, rows, estimate, button, calculate } = usePublicCalculator(LANDING_EXAMPLE, seen);
  const [promptOpen, setPromptOpen] = useState(false);

  const changeTicker = (id: number, index: number, value: string) => {
    if (index >= STOCKS_ALLOWED && value.trim()) setPromptOpen(true);
    else dispatch({ type: 'ticker-changed', id, value });
  };

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
          <Grid templateColumns={{ base: '1fr', lg: '5fr 7fr' }} gap="6" alignItems="start">
            <Stack
              as="form"
              aria-label="Covered-call income calculator"
              gap="5"
              p={{ base: '5', md: '6' }}
              {...card}
              onSubmit={(event) => {
                event.preventDefault();
                calculate();
                // Stacked layout: bring the results into view instead of updating them off screen.
                if (window.matchMedia(STACKED_LAYOUT).matches)
                  resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            >
              {rows.map((view, index) => (
                <PositionRow
                  key={view.row.id}
                  view={view}
                  index={index}
                  onTickerChange={(value) => changeTicker(view.row.id, index, value)}
                  onAmountChange={(value) => dispatch({ type: 'amount-changed', id: view.row.id, value })}
                />
              ))}
              <StrategySelects
                risk={form.risk}
                duration={form.duration}
                onRiskChange={(risk) => dispatch({ type: 'risk-changed', risk })}
                onDurationChange={(duration) => dispatch({ type: 'duration-changed', duration })}
              />
              <Button type="submit" colorPalette="brand" size="lg" disabled={button.disabled}>
                {button.label}
              </Button>
            </Stack>
            <Stack ref={resultsRef} scrollMarginTop="24" gap="5" p={{ base: '5', md: '6' }} {...card}>
              <CalculatorResults estimate={{ ...estimate, requested: seen && form.applied !== undefined }} />
              <LegalDisclaimer color="gray.600" />
            </Stack>
          </Grid>
        </Stack>
      </Container>
      <JoinBetaPrompt open={promptOpen} onClose={() => setPromptOpen(false)} />
    </Box>
  );
}
