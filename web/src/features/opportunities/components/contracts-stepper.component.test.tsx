import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { ContractsStepper } from './contracts-stepper';

function Harness(props: { initial: number; maximum: number; onChange?: (value: number) => void }) {
  const [value, setValue] = useState(props.initial);
  return (
    <ContractsStepper
      value={value}
      maximum={props.maximum}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('ContractsStepper', () => {
  it('steps up to the maximum and disables + there', async () => {
    const onChange = vi.fn();
    const { user } = renderInDom(<Harness initial={2} maximum={3} onChange={onChange} />);
    const more = screen.getByRole('button', { name: 'More contracts' });
    await user.click(more);
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('textbox', { name: 'Contracts' })).toHaveProperty('value', '3');
    expect(more).toHaveProperty('disabled', true);
  });

  it('ignores typed values outside 1..max and keeps the last whole number taken', async () => {
    // Prepare
    const onChange = vi.fn();
    const { user } = renderInDom(<Harness initial={4} maximum={10} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Contracts' });

    // Act: clear, then 0 (below 1), 7, 5 (75 is above 10) and a letter
    await user.clear(input);
    await user.type(input, '075x');

    // Assess
    expect(input).toHaveProperty('value', '7');
    expect(onChange.mock.calls).toEqual([[7]]);
  });

  it('on blur turns an empty value into 1', async () => {
    // Prepare
    const onChange = vi.fn();
    const { user } = renderInDom(<Harness initial={4} maximum={10} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Contracts' });

    // Act
    await user.clear(input);
    await user.tab();

    // Assess
    expect(input).toHaveProperty('value', '1');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: 'Fewer contracts' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Min: 1 contract')).toBeTruthy();
    expect(screen.getByText('Max: 10 contracts')).toBeTruthy();
  });

  it('disables the input and both buttons with the insufficient-shares note when none is tradeable', () => {
    // Act
    renderInDom(<Harness initial={1} maximum={0} />);

    // Assess
    expect(screen.getByRole('textbox', { name: 'Contracts' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Fewer contracts' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'More contracts' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Insufficient shares for covered calls (need at least 100 shares)')).toBeTruthy();
  });
});
