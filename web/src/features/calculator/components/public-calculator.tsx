import { Grid, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { LegalDisclaimer } from '../../../components/legal-disclaimer';
import { useCalculator } from '../hooks/use-calculator';
import type { CalculatorFormInit } from '../model/calculator-form';
import { CalculatorForm } from './calculator-form';
import { CalculatorResults } from './calculator-results';
import { calculatorCard } from './calculator-card';
import { JoinBetaPrompt } from './join-beta-prompt';

/**
 * Spec part 1 §5, §6 and §9: two rows on the landing page, but the estimate counts the first only; a stock typed
 * into the second stays as typed, outside the estimate, beside the Join the Beta prompt.
 */
const LANDING_EXAMPLE: CalculatorFormInit = {
  rows: [{ ticker: 'AAPL', amount: 100_000 }],
  maxRows: 2,
  countedRows: 1,
  risk: 'balanced',
  duration: 'weekly',
  calculated: true,
};
/** Below Chakra's lg breakpoint the form and the results are stacked. */
const STACKED_LAYOUT = '(max-width: 61.99em)';

/**
 * The visitor's calculator (spec part 1 §2): one stock, risk level and frequency. `active` holds lookups and the
 * example's calculation back until the section nears the viewport.
 */
export function PublicCalculator({ active }: { active: boolean }) {
  const resultsRef = useRef<HTMLDivElement>(null);
  const calculator = useCalculator(LANDING_EXAMPLE, active);
  const excluded = calculator.rows.filter((view) => view.excluded).map((view) => view.row.ticker);

  return (
    <Grid templateColumns={{ base: '1fr', lg: '5fr 7fr' }} gap="6" alignItems="start">
      <CalculatorForm
        calculator={calculator}
        label="Covered-call income calculator"
        afterRows={excluded.length > 0 ? <JoinBetaPrompt tickers={excluded} /> : null}
        // Stacked layout: bring the results into view instead of updating them off screen.
        onCalculate={() => {
          if (window.matchMedia(STACKED_LAYOUT).matches)
            resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
        p={{ base: '5', md: '6' }}
        {...calculatorCard}
      />
      <Stack ref={resultsRef} scrollMarginTop="24" gap="5" p={{ base: '5', md: '6' }} {...calculatorCard}>
        <CalculatorResults
          estimate={{ ...calculator.estimate, requested: active && calculator.form.applied !== undefined }}
          freshness={calculator.freshness}
        />
        <LegalDisclaimer color="gray.600" />
      </Stack>
    </Grid>
  );
}
