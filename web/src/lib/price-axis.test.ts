import { describe, expect, it } from 'vitest';
import { priceAxis } from './price-axis';

const labels = (low: number, high: number) => {
  const axis = priceAxis(low, high);
  return axis.ticks.map((tick) => `$${tick.toFixed(axis.decimals)}`);
};

describe('priceAxis', () => {
  it('gives a narrow range cents, so no label repeats (issue 34 item 4: "$70 $70 $71 $71")', () => {
    // Act
    const shown = labels(69.6, 71.4);

    // Assess
    expect(shown).toEqual(['$70.00', '$70.50', '$71.00']);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.every((label) => /^\$\d+\.\d{2}$/.test(label))).toBe(true);
  });

  it('keeps whole dollars on a wide range, on round steps inside the range', () => {
    // Act
    const axis = priceAxis(212.3, 281.9);

    // Assess
    expect(axis).toEqual({ ticks: [220, 240, 260, 280], decimals: 0 });
  });

  it('steps by 50 cents across a two-dollar range and by a dollar just past it', () => {
    // Act
    const narrow = priceAxis(69.9, 71.9);
    const wider = priceAxis(69.9, 72.1);

    // Assess
    expect(narrow).toEqual({ ticks: [70, 70.5, 71, 71.5], decimals: 2 });
    expect(wider).toEqual({ ticks: [70, 71, 72], decimals: 0 });
  });

  it('answers one tick for a flat series', () => {
    // Act
    const axis = priceAxis(70, 70);

    // Assess
    expect(axis).toEqual({ ticks: [70], decimals: 0 });
  });
});
