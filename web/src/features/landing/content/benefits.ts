/** The pain points the landing page answers (spec part 1 §2: five benefits; the testimonial waits for a real one). */
export const benefits: ReadonlyArray<{ title: string; description: string }> = [
  {
    title: 'No more guessing strikes',
    description:
      'Each idea shows the strike, the premium and how likely the shares are to be called away, so you choose with numbers instead of hunches.',
  },
  {
    title: 'Income that fits your risk',
    description:
      'Choose conservative, balanced or aggressive and weekly or monthly calls; every idea follows the profile you set.',
  },
  {
    title: 'Warned before a call turns against you',
    description:
      'Alerts tell you when a call is at risk of being triggered, with roll and close options already worked out.',
  },
  {
    title: 'Every account in one place',
    description:
      'Connect your brokerage read-only or enter holdings by hand; positions stay current without spreadsheets.',
  },
  {
    title: 'Plain words, not jargon',
    description:
      'Premium, yield and assignment risk are explained next to every number, so you always know what you are agreeing to.',
  },
];
