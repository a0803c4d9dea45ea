import type { ConnectPhase } from './use-brokerage-connect';

export interface ConnectMessage {
  status: 'info' | 'success' | 'error';
  title: string;
  description?: string;
}

/**
 * What a connect control says in each phase (spec part 1 §2, §4 and §8 wording). A failed first sync is worded by
 * the screen: onboarding's banner names the support address, the profile asks to try again.
 */
export function connectMessage(phase: ConnectPhase, failedSyncTitle: string): ConnectMessage | undefined {
  switch (phase.kind) {
    case 'idle':
      return undefined;
    case 'authorizing':
      return {
        status: 'info',
        title: 'Waiting for your brokerage',
        description: 'Choose your brokerage and authorize read-only access in the window that opened.',
      };
    case 'syncing':
      return {
        status: 'info',
        title: 'Syncing your positions...',
        description: phase.progress ?? 'This usually takes a few seconds.',
      };
    case 'synced':
      return {
        status: 'success',
        title: `Successfully synced ${phase.positions} position(s)!`,
        description: 'Preparing your personalized opportunities...',
      };
    case 'failed':
      return failureMessage(phase.error, failedSyncTitle);
  }
}

function failureMessage(
  error: Extract<ConnectPhase, { kind: 'failed' }>['error'],
  failedSyncTitle: string,
): ConnectMessage {
  switch (error) {
    case 'authentication':
      return { status: 'error', title: failedSyncTitle };
    case 'prepare':
      return { status: 'error', title: 'Failed to clear your demo portfolio. Please try again later.' };
    case 'initialize':
      return { status: 'error', title: 'Failed to initialize the aggregator' };
    case 'popup-blocked':
      return {
        status: 'error',
        title: 'Error connecting to brokerage',
        description: 'Allow pop-ups for this site, then press Connect Brokerage again.',
      };
    case 'login':
      return { status: 'error', title: 'Error connecting to brokerage' };
    case 'sync':
      return { status: 'error', title: 'Failed to sync data from brokerage' };
  }
}
