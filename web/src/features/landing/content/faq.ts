/** The landing page FAQ (spec part 1 §2). Answers stay within what the product does today. */
export const faq: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'What is a covered call?',
    answer:
      'You own at least 100 shares of a stock and sell someone the right to buy them at a higher price (the strike) until a date (the expiry). You keep the premium they pay either way. If the stock closes above the strike, your shares may be sold at the strike price.',
  },
  {
    question: 'Does Thetix place trades for me?',
    answer:
      'No. Thetix is analytical software. It shows opportunities and explains the numbers; you decide and place every trade yourself with your own broker.',
  },
  {
    question: 'Is my brokerage account safe?',
    answer:
      'The connection is read-only and non-custodial, made through a regulated brokerage aggregator. Thetix can see your positions but cannot move money or place orders. You can also enter holdings by hand instead.',
  },
  {
    question: 'Is this investment advice?',
    answer:
      'No. Thetix is not a registered investment advisor or broker-dealer. Options involve risk and are not suitable for every investor; consider your situation before trading.',
  },
  {
    question: 'Why is it invite-only?',
    answer:
      'We are opening Thetix to investors in small groups during the beta so we can support every member well. Early members receive Founder’s Access.',
  },
  {
    question: 'What does it cost?',
    answer:
      'Thetix starts with a 30-day free trial, followed by an annual subscription that renews automatically. The details are in our Terms.',
  },
];
