/**
 * Spec part 1 §1 and §9: ten roadmap features, the first six shown until 'Load All Features'. The three the spec
 * lists as not done yet are last; the income tracking (issue 32 item 4) and cash-secured puts (issue 31) are live now
 * (decision 362).
 */
export interface RoadmapItem {
  title: string;
  description: string;
  done: boolean;
}

export const ROADMAP_FIRST_SHOWN = 6;

export const roadmap: readonly RoadmapItem[] = [
  {
    title: 'Covered-call opportunities',
    description: 'Strikes and expirations ranked for each stock you hold.',
    done: true,
  },
  {
    title: 'Read-only brokerage sync',
    description: 'Positions update from your broker; Thetix can never trade.',
    done: true,
  },
  {
    title: 'Risk levels and income goals',
    description: 'Conservative, balanced or aggressive, weekly or monthly.',
    done: true,
  },
  {
    title: 'Roll and close suggestions',
    description: 'What to do when a call you sold moves against you.',
    done: true,
  },
  {
    title: 'Assignment-risk alerts',
    description: 'A heads-up by email or push when a call is at risk of being triggered.',
    done: true,
  },
  {
    title: 'Ask Thetix and shareable cards',
    description: 'Ask about your portfolio in plain words; keep the answers as live cards.',
    done: true,
  },
  {
    title: 'Daily action plan and weekly report',
    description: 'The moves worth your attention, in one short email.',
    done: true,
  },
  {
    title: 'Income tracking dashboard',
    description: 'Premiums collected, month by month, against your goal.',
    done: true,
  },
  {
    title: 'Cash-secured puts',
    description: 'Get paid to wait for the price you want on a new stock.',
    done: true,
  },
  {
    title: 'Portfolio rebalancing intelligence',
    description: 'Use option income to steer your portfolio back to its targets.',
    done: false,
  },
];
