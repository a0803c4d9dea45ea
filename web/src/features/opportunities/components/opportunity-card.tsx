import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import { cardContent } from '../model/card-content';
import { isDimmed, type LivePrices } from '../model/opportunity-card';
import { CardShell } from './card-shell';

export function OpportunityCard(props: {
  opportunity: Opportunity;
  /** Live quotes per ticker: an active card's 'Current' follows them. */
  livePrices?: LivePrices;
  readOnly?: boolean;
  onOpen: () => void;
}) {
  const { livePrices, ...shell } = props;
  return (
    <CardShell
      {...shell}
      {...cardContent(props.opportunity, livePrices)}
      dimmed={isDimmed(props.opportunity, livePrices)}
    />
  );
}
