import type { LegalDocument } from './legal-document';

export const terms: LegalDocument = {
  title: 'Terms of Service',
  updated: '2026-11-23',
  intro:
    'These terms govern your use of Thetix, a covered-call income assistant. By creating an account or using the service you agree to them. Please read them; they are written to be understood.',
  sections: [
    {
      id: 'the-service',
      title: 'The service',
      paragraphs: [
        'Thetix is analytical software. It reads the positions in the brokerage accounts you connect (or enter by hand), calculates covered-call, roll and close opportunities for them, and explains the numbers and the risks in plain language.',
        'Thetix never places trades, moves money or holds assets. Every trade is your decision and is made by you, through your own broker.',
      ],
    },
    {
      id: 'eligibility-and-accounts',
      title: 'Eligibility and your account',
      paragraphs: [
        'Thetix is invite-only during the beta. You must be at least 18 years old and able to enter into a binding agreement. Keep your sign-in details to yourself; you are responsible for activity under your account. Tell us at once if you believe your account has been used without your permission.',
      ],
    },
    {
      id: 'trial-and-subscription',
      title: 'Free trial and subscription',
      paragraphs: [
        'New accounts start with a 30-day free trial. Unless you cancel before the trial ends, it converts into an annual subscription at the price shown to you when you subscribe.',
        'The subscription renews automatically for another year at the end of each term, at the then-current price. We will tell you about any price change before it applies to a renewal.',
      ],
    },
    {
      id: 'cancellation',
      title: 'Cancellation',
      paragraphs: [
        'You can cancel at any time by writing to us. Cancelling during the trial means you are never charged. Cancelling a paid subscription stops the next renewal; you keep access until the end of the term you have paid for. Except where the law requires otherwise, payments already made are not refunded.',
      ],
    },
    {
      id: 'no-investment-advice',
      title: 'No investment advice',
      paragraphs: [
        'Thetix is not a registered investment advisor, broker-dealer or financial planner, and nothing in the service is investment, tax or legal advice or a recommendation to buy or sell any security. Opportunities, probabilities and estimates are calculations from market data and models, and they can be wrong.',
        'Options involve risk and are not suitable for every investor. Read "Characteristics and Risks of Standardized Options" from your broker before trading options, and consider professional advice for your situation. See also our Disclaimer.',
      ],
    },
    {
      id: 'simulated-data',
      title: 'Simulated data during the beta',
      paragraphs: [
        'During the beta, some or all market data in Thetix (prices, option chains, dividends and earnings dates) may be simulated. Pages that show simulated data say so. Never trade on the strength of a number in Thetix without checking it with your broker.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      bullets: [
        'Do not share your account or resell access to the service.',
        'Do not scrape, overload or try to break into the service or other users’ data.',
        'Do not use shared Thetix cards to mislead others or to publish other people’s information.',
      ],
      paragraphs: ['We may suspend or close accounts that break these rules.'],
    },
    {
      id: 'liability',
      title: 'Availability and liability',
      paragraphs: [
        'We work to keep Thetix available and accurate, but the service is provided "as is", without warranties of any kind, and may be interrupted, especially during the beta. To the extent the law allows, Thetix is not liable for trading losses or for indirect or consequential damages, and our total liability is limited to the amount you paid us in the twelve months before the claim.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. If a change is material we will tell you by email or in the app before it takes effect; continuing to use Thetix afterwards means you accept the new terms.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: ['Questions about these terms are welcome.'],
      contact: true,
    },
  ],
};
