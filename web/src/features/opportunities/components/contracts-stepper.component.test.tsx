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
});
