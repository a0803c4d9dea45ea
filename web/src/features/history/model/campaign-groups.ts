import type { CampaignSummary } from '@thetix/shared/contracts/campaigns';
import type { TransactionGroup } from '@thetix/shared/contracts/portfolio';

export interface CampaignSection {
  readonly campaign: CampaignSummary;
  readonly groups: readonly TransactionGroup[];
}

export interface GroupedHistory {
  /** Campaigns with at least one group shown, in the order of their newest group in the history's order. */
  readonly campaigns: readonly CampaignSection[];
  /** The groups of no campaign, in the history's order. */
  readonly others: readonly TransactionGroup[];
}

/**
 * History grouped by campaign (issue 31 item 4, decision 383): each campaign's groups are the history groups whose
 * ids its `group_ids` lists (matched within the campaign's account), kept in the history's order (newest first); the
 * campaigns come in the order their first group appears, so the newest activity stays on top; a campaign none of whose
 * groups the filters select is not shown; a group no campaign claims goes after, in the history's order. A group
 * two campaigns list goes to the first (the newer one).
 */
export function groupByCampaign(
  groups: readonly TransactionGroup[],
  campaigns: readonly CampaignSummary[],
): GroupedHistory {
  const owner = new Map<string, CampaignSummary>();
  for (const campaign of campaigns)
    for (const groupId of campaign.group_ids) {
      const key = `${campaign.account_id}#${groupId}`;
      if (!owner.has(key)) owner.set(key, campaign);
    }
  const sections = new Map<string, { campaign: CampaignSummary; groups: TransactionGroup[] }>();
  const others: TransactionGroup[] = [];
  for (const group of groups) {
    const campaign = owner.get(`${group.accountId}#${group.id}`);
    if (!campaign) {
      others.push(group);
      continue;
    }
    const section = sections.get(campaign.id) ?? { campaign, groups: [] };
    section.groups.push(group);
    sections.set(campaign.id, section);
  }
  return { campaigns: [...sections.values()], others };
}
