import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import { useState } from 'react';
import { toaster } from '../../../lib/toaster';
import type { PreviewSelection } from '../api/get-trade-preview';
import { useRefreshOpportunitiesSoon, useUpdateOpportunity } from '../api/update-opportunity';
import { DismissDialog, FeedbackDialog, TradeConfirmationDialog, TradePreviewDialog } from './trade-dialogs';

type Step = 'none' | 'preview' | 'confirmed' | 'feedback' | 'dismiss';

/**
 * Spec part 2 §4: preview → confirm (act with the selection) → trade confirmation → feedback → refresh after
 * 100 ms; or dismiss with an optional reason → feedback → refresh. One flow for every opportunity type.
 */
export function useActionFlow(opportunity: Opportunity, selection: PreviewSelection, onDone: () => void) {
  const [step, setStep] = useState<Step>('none');
  const update = useUpdateOpportunity(opportunity.id);
  const refreshSoon = useRefreshOpportunitiesSoon();
  const finish = () => {
    setStep('none');
    refreshSoon();
    onDone();
  };
  const confirm = () =>
    update.mutate(
      {
        action: 'act',
        details:
          opportunity.opportunity_type === 'covered_call'
            ? { strike: selection.strike, expiration: selection.expiration, contracts: selection.contracts }
            : undefined,
      },
      { onSuccess: () => setStep('confirmed') },
    );
  const dismiss = (reason: string) =>
    update.mutate(
      { action: 'dismiss', reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toaster.create({ type: 'info', title: 'Opportunity dismissed', closable: true });
          setStep('feedback');
        },
      },
    );
  const dialogs = (
    <>
      {/* Each step's dialog is mounted only while shown: a dialog that closes while staying mounted removes its
          layer after the next step's dialog has opened, and the layer stack then dismisses that one as its child. */}
      {step === 'preview' ? (
        <TradePreviewDialog
          open
          opportunityId={opportunity.id}
          selection={selection}
          confirming={update.isPending}
          onClose={() => setStep('none')}
          onConfirm={confirm}
        />
      ) : null}
      {step === 'confirmed' ? (
        <TradeConfirmationDialog
          open
          summary={`Your ${opportunity.primary_ticker} ${opportunity.strategy_name} trade is recorded as acted upon.`}
          onClose={() => setStep('feedback')}
        />
      ) : null}
      {step === 'dismiss' ? (
        <DismissDialog open pending={update.isPending} onClose={() => setStep('none')} onDismiss={dismiss} />
      ) : null}
      {step === 'feedback' ? <FeedbackDialog open opportunityId={opportunity.id} onClose={finish} /> : null}
    </>
  );
  return {
    dialogs,
    busy: step !== 'none',
    openPreview: () => setStep('preview'),
    openDismiss: () => setStep('dismiss'),
  };
}
