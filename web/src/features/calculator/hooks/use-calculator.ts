import type { Company } from '@thetix/shared/contracts/market-data';
import { useReducer } from 'react';
import { useIncomeEstimate } from '../api/calculate-income';
import { isClientError, useCompanies } from '../api/get-company';
import { calculateButtonState, type TickerCheck } from '../model/calculate-button';
import {
  calculatorFormReducer,
  countedRowsOf,
  createCalculatorForm,
  hasChanges,
  tickerKey,
  totalOf,
  type CalculatorFormInit,
  type CalculatorRow,
  type Positions,
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
  /** A stock past the rows the estimate counts (the landing page's second row): kept as typed, left out. */
  excluded: boolean;
}

/** Whether the results on screen belong to the rows on screen (spec part 1 §4: results follow Calculate). */
export interface ResultsFreshness {
  /** The rows changed since the last Calculate: the results describe `applied`, not the rows. */
  stale: boolean;
  /** The positions the results describe. */
  applied: Positions | undefined;
  /** Counted tickers the directory does not know: no result can be theirs. */
  invalidTickers: string[];
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
      ? {
          positions: form.applied,
          risk_level: form.risk,
          duration: form.duration,
          // Covered calls send no strategy: their request is the spec's, as before the wheel.
          ...(form.strategy === 'wheel' ? { strategy: form.strategy } : {}),
        }
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
      excluded: index >= form.countedRows && row.ticker !== '',
    };
  });

  const counted = rows.slice(0, countedRowsOf(form).length);
  const changed = hasChanges(form);
  const button = calculateButtonState({
    changed,
    failed: estimate.isError,
    calculating: estimate.isFetching,
    total: totalOf(countedRowsOf(form)),
    tickerChecks: counted.map((view) => view.check),
  });
  const freshness: ResultsFreshness = {
    stale: form.applied !== undefined && changed,
    applied: form.applied,
    invalidTickers: counted.filter((view) => view.check === 'invalid').map((view) => view.row.ticker),
  };

  /** Applies the rows; pressed again after a failure with the same rows, it asks again. */
  const calculate = () => {
    if (changed) dispatch({ type: 'calculate' });
    else void estimate.refetch();
  };

  return { form, dispatch, rows, estimate, button, calculate, freshness };
}
