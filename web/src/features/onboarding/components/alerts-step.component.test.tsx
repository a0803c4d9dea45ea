import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { applyPushChoice } from '../../../lib/push-subscription';
import { toaster } from '../../../lib/toaster';
import { AlertsStep, type ChannelChoice } from './alerts-step';

vi.mock('../../../lib/push-subscription', () => ({ applyPushChoice: vi.fn() }));

const initial: ChannelChoice[] = [
  { id: 'email', label: 'Email', description: 'Daily action plan', checked: false, locked: false },
  {
    id: 'push',
    label: 'Push notifications',
    description: 'Alerts on this device',
    checked: false,
    locked: false,
  },
];

/** The step with the route's state: toggles land in the channel list, as on /onboarding/alerts. */
function Step() {
  const [channels, setChannels] = useState(initial);
  return (
    <AlertsStep
      channels={channels}
      onToggle={(id, checked) =>
        setChannels((list) => list.map((channel) => (channel.id === id ? { ...channel, checked } : channel)))
      }
      onContinue={() => undefined}
      saving={false}
    />
  );
}

const pushSwitch = () => screen.getByRole('checkbox', { name: 'Push notifications' }) as HTMLInputElement;
/** The switch as drawn (its root's data-state), which follows the step's channel list. */
const pushShown = () => pushSwitch().closest('[data-state]')?.getAttribute('data-state');

describe('onboarding alerts step: push (docs/api.md, "Notifications")', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('registers this browser when push is turned on', async () => {
    // Prepare
    vi.mocked(applyPushChoice).mockResolvedValue({ ok: true });
    const { user } = renderInDom(
      <MemoryRouter>
        <Step />
      </MemoryRouter>,
    );

    // Act
    await user.click(pushSwitch());

    // Assess
    await waitFor(() => expect(applyPushChoice).toHaveBeenCalledWith(true));
    await waitFor(() => expect(pushShown()).toBe('checked'));
  });

  it('turns the switch back off and says why when the browser refuses', async () => {
    // Prepare
    const toast = vi.spyOn(toaster, 'create');
    vi.mocked(applyPushChoice).mockResolvedValue({
      ok: false,
      message: 'Notifications are blocked for this site.',
    });
    const { user } = renderInDom(
      <MemoryRouter>
        <Step />
      </MemoryRouter>,
    );

    // Act
    await user.click(pushSwitch());

    // Assess
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', description: 'Notifications are blocked for this site.' }),
      ),
    );
    await waitFor(() => expect(pushShown()).toBe('unchecked'));
    expect(applyPushChoice).toHaveBeenCalledWith(true);
  });
});
