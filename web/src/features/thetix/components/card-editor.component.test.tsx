import { screen } from '@testing-library/react';
import { EMPTY_QUERY_MESSAGE } from '@thetix/shared/contracts/thetix';
import { describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { CardEditor } from './card-editor';

describe('CardEditor (spec part 3 §2, §5)', () => {
  it('keeps Save disabled for a blank question and says why on Enter', async () => {
    // Prepare
    const onSave = vi.fn();
    const { user } = renderInDom(<CardEditor initialQuery="" initialCadence={0} onSave={onSave} />);
    const question = screen.getByRole('textbox', { name: 'Question' });

    // Act
    await user.type(question, '   {Enter}');

    // Assess
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.getByText(EMPTY_QUERY_MESSAGE)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('submits the trimmed question and cadence on Enter; Shift+Enter adds a line', async () => {
    // Prepare
    const onSave = vi.fn();
    const { user } = renderInDom(<CardEditor initialQuery="" initialCadence={0} onSave={onSave} />);
    const question = screen.getByRole('textbox', { name: 'Question' });

    // Act
    await user.selectOptions(screen.getByRole('combobox', { name: 'Auto-update' }), '30s');
    await user.type(question, '  price of AAPL{Shift>}{Enter}{/Shift}and KO  ');
    const typed = (question as HTMLTextAreaElement).value;
    await user.type(question, '{Enter}');

    // Assess
    expect(typed).toBe('  price of AAPL\nand KO  ');
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ query: 'price of AAPL\nand KO', cadence: 30 });
  });

  it('offers the nine cadences and four example questions that fill the box', async () => {
    // Prepare
    const { user } = renderInDom(<CardEditor initialQuery="" initialCadence={3600} onSave={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Auto-update' }) as HTMLSelectElement;
    const examples = screen.getByRole('group', { name: 'Example questions' }).querySelectorAll('button');

    // Act
    await user.click(examples[1]!);

    // Assess
    expect([...select.options].map((option) => option.text)).toEqual([
      'default',
      '30s',
      '1m',
      '5m',
      '15m',
      '30m',
      '1h',
      '6h',
      'daily',
    ]);
    expect(select.value).toBe('3600');
    expect(examples).toHaveLength(4);
    expect((screen.getByRole('textbox', { name: 'Question' }) as HTMLTextAreaElement).value).toBe(
      examples[1]!.textContent,
    );
  });

  it('leaves edit mode through Discard', async () => {
    // Prepare
    const onDiscard = vi.fn();
    const { user } = renderInDom(
      <CardEditor initialQuery="price of KO" initialCadence={0} onSave={vi.fn()} onDiscard={onDiscard} />,
    );

    // Act
    await user.click(screen.getByRole('button', { name: 'Discard' }));

    // Assess
    expect(onDiscard).toHaveBeenCalledOnce();
  });
});
