import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { createCollection } from '../testing/fixtures';
import { MoveCardDialog, PUBLIC_MOVE_TEXT, PUBLIC_MOVE_TITLE } from './move-card-dialog';

const collections = [
  createCollection(),
  createCollection({ id: 'col-2', name: 'Research', is_default: false }),
  createCollection({ id: 'col-3', name: 'Shared ideas', is_default: false, is_public: true }),
];

describe('MoveCardDialog (spec part 3 §2, §5)', () => {
  it('needs a target other than the current collection', async () => {
    // Prepare
    const onMove = vi.fn();
    const { user } = renderInDom(
      <MoveCardDialog
        open
        currentCollectionId="col-1"
        collections={collections}
        onMove={onMove}
        onClose={vi.fn()}
      />,
    );
    const move = await screen.findByRole('button', { name: 'Move' });
    const disabledWithoutTarget = (move as HTMLButtonElement).disabled;
    const choices = [
      ...(screen.getByRole('combobox', { name: 'Target collection' }) as HTMLSelectElement).options,
    ];

    // Act
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target collection' }), 'col-2');
    await user.click(move);

    // Assess
    expect(disabledWithoutTarget).toBe(true);
    expect(choices.map((option) => option.value)).toEqual(['', 'col-2', 'col-3']);
    expect(onMove).toHaveBeenCalledExactlyOnceWith('col-2');
  });

  it('asks before moving into a public collection', async () => {
    // Prepare
    const onMove = vi.fn();
    const { user } = renderInDom(
      <MoveCardDialog
        open
        currentCollectionId="col-1"
        collections={collections}
        onMove={onMove}
        onClose={vi.fn()}
      />,
    );

    // Act
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Target collection' }), 'col-3');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const question = await screen.findByRole('alertdialog');
    const askedBeforeMoving = onMove.mock.calls.length === 0;
    await user.click(screen.getByRole('button', { name: 'Move' }));

    // Assess
    expect(askedBeforeMoving).toBe(true);
    expect(question.textContent).toContain(PUBLIC_MOVE_TITLE);
    expect(question.textContent).toContain(PUBLIC_MOVE_TEXT);
    expect(onMove).toHaveBeenCalledExactlyOnceWith('col-3');
  });
});
