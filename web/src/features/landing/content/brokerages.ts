/**
 * Spec part 1 §9: a strip of 19 brokerages. Names only, drawn as wordmarks with generated monograms: no logo files
 * are downloaded or shipped (they are the brokerages' trademarks). These are brokerages the read-only aggregators
 * connect to; the list names them to say where Thetix works, not to claim a partnership.
 */
export const brokerages: ReadonlyArray<{ name: string; monogram: string }> = [
  { name: 'Charles Schwab', monogram: 'CS' },
  { name: 'Fidelity', monogram: 'F' },
  { name: 'Vanguard', monogram: 'V' },
  { name: 'E*TRADE', monogram: 'E*' },
  { name: 'Interactive Brokers', monogram: 'IB' },
  { name: 'Robinhood', monogram: 'R' },
  { name: 'Webull', monogram: 'W' },
  { name: 'Merrill Edge', monogram: 'ME' },
  { name: 'tastytrade', monogram: 'tt' },
  { name: 'Public', monogram: 'P' },
  { name: 'Ally Invest', monogram: 'A' },
  { name: 'SoFi Invest', monogram: 'S' },
  { name: 'Firstrade', monogram: 'FT' },
  { name: 'Wells Fargo', monogram: 'WF' },
  { name: 'J.P. Morgan', monogram: 'JP' },
  { name: 'TradeStation', monogram: 'TS' },
  { name: 'moomoo', monogram: 'm' },
  { name: 'Questrade', monogram: 'Q' },
  { name: 'Wealthsimple', monogram: 'WS' },
];
