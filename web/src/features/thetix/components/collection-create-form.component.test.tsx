import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { CollectionCreateForm } from './collection-create-form';

describe('CollectionCreateForm (spec part 3 §5)', () => {
  it('keeps Create disabled for a blank name and sends the trimmed name', async () => {
    // Prepare
    const onCreate = vi.fn(() => Promise.resolve());
    const { user } = renderInDom(<CollectionCreateForm onCreate={onCreate} />);
    const create = screen.getByRole('button', { name: 'Create' });
    const name = screen.getByRole('textbox', { name: 'New collection name' });

    // Act
    await user.type(name, '   ');
    const disabledWhenBlank = (create as HTMLButtonElement).disabled;
    await user.type(name, ' Income ideas {Enter}');

    // Assess
    expect(disabledWhenBlank).toBe(true);
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Income ideas');
    expect((name as HTMLInputElement).value).toBe('');
  });

  it('keeps a refused name in the box and says why under it (issue 30 item 4)', async () => {
    // Prepare
    const refusal = 'A collection named "Income ideas" already exists';
    const onCreate = vi.fn(() => Promise.reject(new Error(refusal)));
    const { user } = renderInDom(<CollectionCreateForm onCreate={onCreate} />);
    const name = screen.getByRole('textbox', { name: 'New collection name' });

    // Act
    await user.type(name, 'Income ideas{Enter}');
    const alert = await screen.findByRole('alert');

    // Assess
    expect(alert.textContent).toBe(refusal);
    expect((name as HTMLInputElement).value).toBe('Income ideas');
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });
});
