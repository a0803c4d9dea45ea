import { screen } from '@testing-library/react';
import { EMPTY_QUERY_MESSAGE } from '@thetix/shared/contracts/thetix';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { CardCreationBox } from './card-creation-box';

const renderBox = (compact = false) =>
  renderInDom(
    <MemoryRouter initialEntries={['/public/thetix/abc']}>
      <Routes>
        <Route path="/login" element={<p>Sign-in page</p>} />
        <Route path="*" element={<CardCreationBox compact={compact} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('CardCreationBox (spec part 3 §2: a visitor creates a card)', () => {
  afterEach(() => localStorage.clear());

  it('refuses an empty question with the spec text', async () => {
    // Prepare
    const { user } = renderBox();

    // Act
    await user.type(screen.getByLabelText('Your question for a new Thetix card'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create card' }));

    // Assess
    expect(screen.getByText(EMPTY_QUERY_MESSAGE)).toBeDefined();
    expect(localStorage.getItem('pending_card')).toBeNull();
  });

  it('keeps the question and cadence, sends sign-in back to the board, and opens sign-in', async () => {
    // Prepare
    const { user } = renderBox();

    // Act
    await user.type(
      screen.getByLabelText('Your question for a new Thetix card'),
      ' chart AAPL last 90 days ',
    );
    await user.selectOptions(screen.getByLabelText('Auto-update'), '1m');
    await user.click(screen.getByRole('button', { name: 'Create card' }));

    // Assess
    expect(await screen.findByText('Sign-in page')).toBeDefined();
    expect(JSON.parse(localStorage.getItem('pending_card')!)).toEqual({
      query: 'chart AAPL last 90 days',
      updateCadenceSeconds: 60,
    });
    expect(localStorage.getItem('landing_page_source')).toBe('/dashboard/thetix');
  });

  it('in the header it has no cadence choice and Enter submits', async () => {
    // Prepare
    const { user } = renderBox(true);

    // Act
    await user.type(screen.getByLabelText('Your question for a new Thetix card'), 'price of KO{Enter}');

    // Assess
    expect(await screen.findByText('Sign-in page')).toBeDefined();
    expect(screen.queryByLabelText('Auto-update')).toBeNull();
    expect(JSON.parse(localStorage.getItem('pending_card')!)).toEqual({
      query: 'price of KO',
      updateCadenceSeconds: 0,
    });
  });
});
