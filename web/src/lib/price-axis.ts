/** The steps a price axis may use, per power of ten: $1, $2, $2.50 and $5 (and $0.10, $0.20, … or $10, $20, …). */
const NICE_STEPS = [1, 2, 2.5, 5, 10] as const;

export interface PriceAxis {
  /** Tick values from the first multiple of the step at or above `low` to the last at or below `high`. */
  ticks: number[];
  /** 0 for whole-dollar steps, else 2, so that no two ticks read the same ($70.50 and $71.00, never $70 twice). */
  decimals: number;
}

/**
 * Ticks for a price axis between `low` and `high`, about `count` of them, on round steps. The label's decimals
 * follow the step, so a narrow range (a stock that moved $2 in 90 days) never repeats a label.
 */
export function priceAxis(low: number, high: number, count = 5): PriceAxis {
  const span = high - low;
  if (!(span > 0) || !Number.isFinite(span)) return { ticks: [low], decimals: low % 1 === 0 ? 0 : 2 };
  const rough = span / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (NICE_STEPS.find((nice) => nice * power >= rough) ?? 10) * power;
  const first = Math.ceil(low / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let value = first; value <= high + step * 1e-9; value += step) ticks.push(Number(value.toFixed(10)));
  // Dollars are whole or in cents: $70 and $72, or $70.50 and $71.00.
  const decimals = Number.isInteger(Number(step.toFixed(10))) ? 0 : 2;
  return { ticks, decimals };
}
