import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toaster } from '../../../lib/toaster';
import { GENERIC_FAILURE } from '../../../lib/api-client';
import { readRememberedSource } from '../api/remembered-source';
import { waitForSession } from '../api/wait-for-session';
import { completeSignIn, type CallbackPhase, type CompleteSignInDeps } from './complete-sign-in';

export type AuthCallbackDeps = Pick<CompleteSignInDeps, 'loadProfile' | 'endSession'>;

/** Runs the callback once per mount and navigates (replacing the history entry) where it ends. */
export function useAuthCallback(deps: AuthCallbackDeps): CallbackPhase {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<CallbackPhase>('checking');
  const { loadProfile, endSession } = deps;
  useEffect(() => {
    let cancelled = false;
    void completeSignIn({
      waitForSession: () => waitForSession(),
      loadProfile,
      endSession,
      readRememberedSource: () => readRememberedSource(),
      onPhase: (next) => {
        if (!cancelled) setPhase(next);
      },
      onFailure: (error) =>
        toaster.create({
          type: 'error',
          title: 'Failed to get data',
          description: error instanceof Error && error.message ? error.message : GENERIC_FAILURE,
          closable: true,
        }),
    }).then((destination) => {
      if (!cancelled) void navigate(destination, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [loadProfile, endSession, navigate]);
  return phase;
}
