import type { LegalDocument } from './legal-document';

export const disclaimer: LegalDocument = {
  title: 'Disclaimer',
  updated: '2026-11-23',
  intro: 'Please read this before relying on anything you see in Thetix.',
  sections: [
    {
      id: 'analytical-software',
      title: 'Analytical software',
      paragraphs: [
        'Thetix is analytical software. It calculates and explains covered-call, roll and close opportunities for positions you hold. It does not manage money, hold assets or place trades; every decision and every trade is yours.',
      ],
    },
    {
      id: 'not-investment-advice',
      title: 'Not investment advice',
      paragraphs: [
        'Thetix is not a registered investment advisor or broker-dealer. Nothing in the app, the blog, emails or shared cards is investment, tax or legal advice, or a recommendation to buy or sell any security. Figures such as premiums, yields, probabilities of assignment and income estimates are model calculations that can be wrong, and past results do not predict future results.',
      ],
    },
    {
      id: 'options-risk',
      title: 'Options risk',
      paragraphs: [
        'Options involve risk and are not suitable for every investor. Selling a covered call caps your gain on the shares at the strike price while you keep nearly all of the loss if the shares fall; your shares can be assigned before expiration; and trading costs and taxes reduce returns.',
        'Before trading options, read "Characteristics and Risks of Standardized Options", available from your broker, and consider whether options suit your objectives and finances.',
      ],
    },
    {
      id: 'simulated-data',
      title: 'Simulated data',
      paragraphs: [
        'During the beta, market data in Thetix may be simulated rather than live. Pages that show simulated data say so. Always check prices, option quotes and dates with your broker before you trade.',
      ],
    },
    {
      id: 'contact',
      title: 'Questions',
      paragraphs: ['If anything here is unclear, ask us.'],
      contact: true,
    },
  ],
};
