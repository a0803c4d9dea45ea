import { Grid, Stack } from '@chakra-ui/react';
import { useCalculator } from '../hooks/use-calculator';
import type { CalculatorFormInit } from '../model/calculator-form';
import { calculatorCard } from './calculator-card';
import { CalculatorForm } from './calculator-form';
import { CalculatorResults } from './calculator-results';

/**
 * Spec part 1 §2 and §9, onboarding calculator: up to 10 positions, balanced and weekly by default, prefilled with
 * one stock worth $1,000,000 and calculated at once.
 */
const ONBOARDING_EXAMPLE: CalculatorFormInit = {
  rows: [{ ticker: 'AAPL', amount: 1_000_000 }],
  maxRows: 10,
  risk: 'balanced',
  duration: 'weekly',
  calculated: true,
};

/** The signed-in calculator: the whole portfolio, with monthly income as the headline. */
export function PortfolioCalculator() {
  const calculator = useCalculator(ONBOARDING_EXAMPLE, true);
  return (
    <Grid templateColumns={{ base: '1fr', lg: '5fr 7fr' }} gap="6" alignItems="start">
      <CalculatorForm
        calculator={calculator}
        label="Portfolio income calculator"
        p={{ base: '5', md: '6' }}
        {...calculatorCard}
      />
      <Stack gap="5" p={{ base: '5', md: '6' }} {...calculatorCard}>
        <CalculatorResults
          estimate={{ ...calculator.estimate, requested: calculator.form.applied !== undefined }}
          freshness={calculator.freshness}
          headline="monthly"
        />
      </Stack>
    </Grid>
  );
}
