import type { Company } from '@thetix/shared/contracts/market-data';
import { useReducer } from 'react';
import { useIncomeEstimate } from '../api/calculate-income';
import { isClientError, useCompanies } from '../api/get-company';
import { calculateButtonState, type TickerCheck } from '../model/calculate-button';
import {
  calculatorFormReducer,
  createCalculatorForm,
  hasChanges,
  tickerKey,
  totalOf,
  type CalculatorFormInit,
  type CalculatorRow,
} from '../model/calculator-form';
import { shortfallFor } from '../model/calculator-outcome';
import { useDebouncedValue } from './use-debounced-value';

/** Ticker lookups wait for typing to pause this long. */
const LOOKUP_DELAY_MS = 300;

export interface CalculatorRowView {
  row: CalculatorRow;
  check: TickerCheck;
  company: Company | undefined;
  /** Dollars needed for 100 shares when the row's amount is below them (from the last result). */
  shortfall: number | undefined;
}

type Lookup = ReturnType<typeof useCompanies>[number];

function checkOf(ticker: string, settled: string | undefined, lookup: Lookup | undefined): TickerCheck {
  if (!ticker) return 'empty';
  if (!tickerKey(ticker)) return 'invalid';
  if (settled !== ticker || !lookup || lookup.isPending) return 'checking';
  if (lookup.isSuccess) return 'valid';
  return isClientError(lookup.error) ? 'invalid' : 'unverified';
}

/**
 * The calculator's state (landing: 2 rows, onboarding: 10): the form, a directory lookup per typed ticker and the estimate for the applied
 * positions. `active` holds lookups and the first calculation back until the section is near the viewport.
 */
export function useCalculator(init: CalculatorFormInit, active: boolean) {
  const [form, dispatch] = useReducer(calculatorFormReducer, init, createCalculatorForm);
  const typed = form.rows.map((row) => row.ticker);
  const settled = useDebouncedValue(typed.join(','), LOOKUP_DELAY_MS).split(',');
  const keys = [...new Set(settled.map(tickerKey).filter((key) => key !== undefined))];
  const lookups = useCompanies(active ? keys : []);
  const estimate = useIncomeEstimate(
    active && form.applied
      ? { positions: form.applied, risk_level: form.risk, duration: form.duration }
      : undefined,
  );

  const rows: CalculatorRowView[] = form.rows.map((row, index) => {
    const key = tickerKey(row.ticker);
    const lookup = key ? lookups[keys.indexOf(key)] : undefined;
    return {
      row,
      check: checkOf(row.ticker, settled[index], lookup),
      company: lookup?.data,
      shortfall: shortfallFor(estimate.data, key, row.amount),
    };
  });

  const changed = hasChanges(form);
  const button = calculateButtonState({
    changed,
    failed: estimate.isError,
    calculating: estimate.isFetching,
    total: totalOf(form.rows),
    tickerChecks: rows.map((view) => view.check),
  });

  /** Applies the rows; pressed again after a failure with the same rows, it asks again. */
  const calculate = () => {
    if (changed) dispatch({ type: 'calculate' });
    else void estimate.refetch();
  };

  return { form, dispatch, rows, estimate, button, calculate };
}
