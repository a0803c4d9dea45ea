import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import { useOpportunity } from '../api/get-opportunity';
import { CloseDrawer } from './close-drawer';
import { CoveredCallDrawer } from './covered-call-drawer';
import { RollDrawer } from './roll-drawer';

/** Opens the drawer of the opportunity's type, kept fresh by GET /api/opportunities/{id}. */
export function OpportunityDrawer({
  opportunity: initial,
  onClose,
}: {
  opportunity: Opportunity;
  onClose: () => void;
}) {
  const { data } = useOpportunity(initial.id, initial);
  const opportunity = data ?? initial;
  switch (opportunity.opportunity_type) {
    case 'covered_call':
      return <CoveredCallDrawer opportunity={opportunity} onClose={onClose} />;
    case 'option_roll':
      return <RollDrawer opportunity={opportunity} onClose={onClose} />;
    case 'option_close':
      return <CloseDrawer opportunity={opportunity} onClose={onClose} />;
    default:
      return null;
  }
}
