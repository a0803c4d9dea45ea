import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Aggregator, SyncStatus } from '@thetix/shared/contracts/brokerage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createBrokerageLogin } from './create-brokerage-login';
import { accountsQueryKey, accountsQueryOptions } from './get-accounts';
import { connectionsSummaryQueryKey, connectionsSummaryQueryOptions } from './get-connections-summary';
import { positionsQueryKey } from './get-positions';
import { getSyncStatus, SYNC_POLL_MS, syncStatusQueryOptions } from './get-sync-status';
import { LOGIN_WINDOW_FEATURES, LOGIN_WINDOW_NAME, sleep, watchLoginWindow } from './login-window';
import { selectAccount } from './selected-account';
import { startBrokerageSync } from './start-brokerage-sync';

/** Spec part 1 §9: the success banner hides after 5 s. */
export const SUCCESS_BANNER_MS = 5_000;

/**
 * Where a connect attempt failed; each screen words it (spec part 1 §8): `initialize` 'Failed to initialize the
 * aggregator', `login` and `popup-blocked` 'Error connecting to brokerage', `sync` 'Failed to sync data from
 * brokerage', `authentication` the failed first sync ('Authentication failed...' or 'Sync failed...'), `prepare`
 * the screen's own step before the login (onboarding clears the example portfolio).
 */
export type ConnectError = 'popup-blocked' | 'prepare' | 'initialize' | 'login' | 'sync' | 'authentication';

export type ConnectPhase =
  | { kind: 'idle' }
  | { kind: 'authorizing' }
  | { kind: 'syncing'; progress: string | null }
  | { kind: 'synced'; positions: number }
  | { kind: 'failed'; error: ConnectError; detail: string | null };

/** A connection whose login broke, to sign in to again through its own aggregator. */
export interface ReconnectTarget {
  aggregator: Aggregator;
  connectionId: string;
}

interface ConnectRun {
  popup: Window;
  signal: AbortSignal;
  queryClient: QueryClient;
  onPhase: (phase: ConnectPhase) => void;
  prepare: (() => Promise<unknown>) | undefined;
  reconnect: ReconnectTarget | undefined;
}

const failed = (error: ConnectError, detail: string | null = null): ConnectPhase => ({
  kind: 'failed',
  error,
  detail,
});

async function pollUntilSynced(run: ConnectRun, aggregator: Aggregator): Promise<SyncStatus> {
  for (;;) {
    const status = await getSyncStatus(aggregator, run.signal);
    run.queryClient.setQueryData(syncStatusQueryOptions(aggregator).queryKey, status);
    if (!status.is_syncing) return status;
    run.onPhase({ kind: 'syncing', progress: status.progress_message });
    await sleep(SYNC_POLL_MS, run.signal);
  }
}

/** Spec part 1 §4 brokerage linking: login link, login window, sync, sync status every 2 s, then refresh. */
async function connect(run: ConnectRun): Promise<ConnectPhase> {
  const { popup, queryClient } = run;
  try {
    await run.prepare?.();
  } catch {
    popup.close();
    return failed('prepare');
  }
  let aggregator: Aggregator;
  try {
    aggregator =
      run.reconnect?.aggregator ??
      (await queryClient.fetchQuery(connectionsSummaryQueryOptions())).aggregator;
    popup.location.href = (await createBrokerageLogin(aggregator, run.reconnect?.connectionId)).redirectURI;
  } catch {
    popup.close();
    return failed('initialize');
  }
  const outcome = await watchLoginWindow(popup, run.signal);
  if (outcome === 'cancelled') return { kind: 'idle' };
  if (outcome === 'failed') return failed('login');
  run.onPhase({ kind: 'syncing', progress: null });
  try {
    await startBrokerageSync(aggregator);
  } catch {
    return failed('sync');
  }
  const status = await pollUntilSynced(run, aggregator);
  if (status.last_sync_failed) return failed('authentication', status.message);
  await Promise.all(
    [accountsQueryKey, positionsQueryKey, connectionsSummaryQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
  const connected = (await queryClient.fetchQuery(accountsQueryOptions())).filter(
    (account) => account.source !== 'manual',
  );
  // A window closed before any brokerage was authorized leaves nothing to show.
  const first = connected[0];
  if (!first) return { kind: 'idle' };
  // A reconnect brings back accounts the user already has: the selected one stays.
  if (!run.reconnect) selectAccount(first.id);
  return { kind: 'synced', positions: connected.reduce((sum, account) => sum + account.positionsCount, 0) };
}

/**
 * The connect control's state, shared by onboarding and the profile. `connect` (and `reconnect`, for a connection
 * whose login broke) must run inside the click handler: the login window is opened there, before any request, so
 * pop-up blockers let it through.
 */
export function useBrokerageConnect() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<ConnectPhase>({ kind: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => running.current?.abort(), []);

  useEffect(() => {
    if (phase.kind !== 'synced') return;
    const timer = setTimeout(() => setPhase({ kind: 'idle' }), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const start = useCallback(
    (prepare?: () => Promise<unknown>, reconnect?: ReconnectTarget) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const popup = window.open('', LOGIN_WINDOW_NAME, LOGIN_WINDOW_FEATURES);
      if (!popup) {
        setPhase(failed('popup-blocked'));
        return;
      }
      setPhase({ kind: 'authorizing' });
      const report = (next: ConnectPhase) => {
        if (!controller.signal.aborted) setPhase(next);
      };
      // Any other failure is the sync's: reading its status or the refreshed accounts.
      connect({ popup, signal: controller.signal, queryClient, onPhase: report, prepare, reconnect }).then(
        report,
        () => report(failed('sync')),
      );
    },
    [queryClient],
  );

  return {
    phase,
    connect: (prepare?: () => Promise<unknown>) => start(prepare),
    reconnect: (target: ReconnectTarget) => start(undefined, target),
    busy: phase.kind === 'authorizing' || phase.kind === 'syncing',
  };
}
