import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { dispatchTutorial, reloadTutorial, TUTORIAL_DISMISSED_KEY } from '../hooks/use-tutorial';
import { FirstRunGuide } from './first-run-guide';

describe('the first-run guide (spec part 1 §3, part 2 §4)', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    reloadTutorial();
  });

  it('walks through three steps with the covered calls banner', async () => {
    // Prepare
    const { user } = renderInDom(<FirstRunGuide />);
    const banner = screen.getByText(/A covered call pays you a premium/);

    // Act
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = screen.getByText(/Step 2 of 3/).textContent;
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Assess
    expect(banner).toBeDefined();
    expect(second).toContain('Step 2 of 3');
    expect(screen.getByText(/Step 3 of 3/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Done' })).toBeDefined();
  });

  it('moves to step 2 when a position is selected at step 1', async () => {
    // Prepare
    renderInDom(<FirstRunGuide />);

    // Act
    dispatchTutorial({ type: 'select-position' });

    // Assess
    expect(await screen.findByText(/Step 2 of 3/)).toBeDefined();
    expect(screen.getByText('Review an opportunity')).toBeDefined();
  });

  it('stays dismissed after "Don\'t show again", in a later session too', async () => {
    // Prepare
    const { user, unmount } = renderInDom(<FirstRunGuide />);

    // Act
    await user.click(screen.getByRole('button', { name: "Don't show again" }));
    unmount();
    window.sessionStorage.clear();
    reloadTutorial();
    renderInDom(<FirstRunGuide />);

    // Assess
    expect(window.localStorage.getItem(TUTORIAL_DISMISSED_KEY)).toBe('true');
    expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
    expect(screen.queryByText(/Getting started/)).toBeNull();
  });
});
