/**
 * The curated glossary behind the `explain` query: plain-language answers written once, so an explanation is never
 * generated free text. Each entry names the terms a question may use for it.
 */
export const glossaryTopics = [
  'covered_call',
  'delta',
  'theta',
  'gamma',
  'vega',
  'implied_volatility',
  'assignment',
  'early_assignment',
  'roll',
  'ex_dividend_risk',
  'premium',
  'strike',
  'expiration',
  'moneyness',
  'annualized_yield',
  'if_called_return',
  'buy_to_close',
  'breakeven',
  'open_interest',
  'bid_ask_spread',
  'risk_levels',
] as const;
export type GlossaryTopic = (typeof glossaryTopics)[number];

export interface GlossaryEntry {
  readonly title: string;
  /** Lower-case words or phrases that name the topic in a question. */
  readonly terms: readonly string[];
  /** Markdown. */
  readonly body: string;
}

export const glossary: Readonly<Record<GlossaryTopic, GlossaryEntry>> = {
  covered_call: {
    title: 'Covered call',
    terms: ['covered call', 'covered calls', 'covered-call'],
    body: 'A **covered call** is selling one call option for every 100 shares you own. You collect the premium now; in exchange you agree to sell your shares at the strike price if the stock is above it at expiration. It turns shares you hold into income, at the cost of capping your upside until the option expires.',
  },
  delta: {
    title: 'Delta',
    terms: ['delta'],
    body: "**Delta** is how much an option's price moves for a $1 move in the stock. For a call it runs from 0 to 1, and it is also a rough estimate of the chance the option ends in the money: a 0.30 delta call has roughly a 30 % chance of being assigned. Lower delta means less premium and less assignment risk.",
  },
  theta: {
    title: 'Theta',
    terms: ['theta', 'time decay'],
    body: '**Theta** is how much value an option loses per day as expiration nears, all else equal. Sellers of covered calls earn theta: the premium you collected decays in your favour, fastest in the last weeks before expiry.',
  },
  gamma: {
    title: 'Gamma',
    terms: ['gamma'],
    body: '**Gamma** is how fast delta changes when the stock moves. It is highest for at-the-money options close to expiration, which is why a short call near expiry can swing quickly from safe to in the money.',
  },
  vega: {
    title: 'Vega',
    terms: ['vega'],
    body: "**Vega** is how much an option's price changes for a one-point change in implied volatility. Selling calls when implied volatility is high collects more premium; if volatility then falls, the call gets cheaper to buy back.",
  },
  implied_volatility: {
    title: 'Implied volatility (IV)',
    terms: ['implied volatility', 'iv', 'volatility'],
    body: '**Implied volatility** is the yearly price swing the option market expects, read back from option prices. Higher IV means richer premiums and also a wider range of likely outcomes. It usually rises before earnings and falls after.',
  },
  assignment: {
    title: 'Assignment',
    terms: ['assignment', 'assigned', 'get assigned', 'called away'],
    body: '**Assignment** happens when the buyer of your call exercises it: you sell 100 shares per contract at the strike price. For a covered call it usually happens when the stock is above the strike at expiration. You keep the premium either way.',
  },
  early_assignment: {
    title: 'Early assignment',
    terms: ['early assignment', 'assigned early'],
    body: '**Early assignment** is exercise before the expiration date. It is rare, but it becomes likely for an in-the-money call just before an ex-dividend date, when the remaining time value is smaller than the dividend the buyer would collect.',
  },
  roll: {
    title: 'Rolling',
    terms: ['roll', 'rolling', 'roll a call', 'roll out', 'roll up'],
    body: '**Rolling** is buying back the call you sold and selling another with a later expiration (rolling out) and often a higher strike (rolling up), in one trade. Traders roll to avoid assignment or to keep earning premium; a good roll is done for a net credit.',
  },
  ex_dividend_risk: {
    title: 'Ex-dividend risk',
    terms: ['ex-dividend', 'ex dividend', 'dividend risk', 'ex-dividend risk'],
    body: '**Ex-dividend risk**: if your short call is in the money the day before the stock goes ex-dividend, the buyer may exercise early to collect the dividend, and you lose both the shares and the dividend. Check the ex-dividend date against the expiration before selling.',
  },
  premium: {
    title: 'Premium',
    terms: ['premium', 'premiums'],
    body: '**Premium** is the price of an option, quoted per share: a $1.50 premium on one contract is $150. As a covered call seller you receive it when you sell the call and keep it whatever happens next.',
  },
  strike: {
    title: 'Strike price',
    terms: ['strike', 'strike price', 'strikes'],
    body: 'The **strike** is the price at which the option lets its buyer buy your shares. A strike above the current price (out of the money) leaves room for the stock to rise before your shares are called away.',
  },
  expiration: {
    title: 'Expiration',
    terms: ['expiration', 'expiry', 'expirations', 'expire'],
    body: 'The **expiration** is the last day an option trades, usually a Friday at 4:00 pm New York time. Weekly options expire every Friday; standard monthly options on the third Friday of the month.',
  },
  moneyness: {
    title: 'In, at and out of the money',
    terms: ['moneyness', 'in the money', 'out of the money', 'at the money', 'itm', 'otm', 'atm'],
    body: 'A call is **in the money** when the stock is above the strike, **at the money** when they are about equal, and **out of the money** when the stock is below the strike. Covered calls are usually sold out of the money.',
  },
  annualized_yield: {
    title: 'Annualized yield',
    terms: ['annualized yield', 'annualised yield', 'annual yield', 'yield'],
    body: '**Annualized yield** is the premium divided by the value of the shares covered, scaled to a year: a 0.5 % premium on a one-week call is about 26 % a year if you could repeat it every week. It compares trades of different lengths; it is not a promise.',
  },
  if_called_return: {
    title: 'If-called return',
    terms: ['if called', 'if-called', 'if called return', 'return if called'],
    body: "The **if-called return** is what you make if the shares are called away at the strike: the premium plus the gain from your cost (or today's price) to the strike, as a percent of that cost.",
  },
  buy_to_close: {
    title: 'Buy to close',
    terms: ['buy to close', 'close a call', 'closing', 'buy back'],
    body: '**Buy to close** ends a short option early by buying it back. Sellers often close once most of the premium is captured (for example 80 %), freeing the shares to sell a new call.',
  },
  breakeven: {
    title: 'Breakeven',
    terms: ['breakeven', 'break even', 'break-even'],
    body: 'For a covered call the **breakeven** is your cost per share minus the premium received: the stock can fall that far before the position loses money.',
  },
  open_interest: {
    title: 'Open interest and volume',
    terms: ['open interest', 'volume', 'liquidity'],
    body: '**Open interest** is the number of contracts outstanding; **volume** is how many traded today. Higher numbers usually mean tighter bid/ask spreads and easier fills.',
  },
  bid_ask_spread: {
    title: 'Bid/ask spread',
    terms: ['bid ask', 'bid-ask', 'spread', 'bid', 'ask', 'mid price'],
    body: 'The **bid** is what buyers pay, the **ask** what sellers want; the gap is the spread. Thetix prices premiums at the mid, halfway between; a limit order at the mid usually fills for liquid options.',
  },
  risk_levels: {
    title: 'How your goals pick a strike',
    terms: ['risk level', 'risk levels', 'goal', 'goals', 'conservative', 'balanced', 'aggressive'],
    body: "Each ticker's goal picks the call to sell by its **delta**, a rough chance of assignment: **conservative** sells calls under 0.20 delta (less premium, shares rarely called away), **balanced** between 0.20 and 0.35, **aggressive** above 0.35 (more premium, assignment more likely). **Weekly** goals sell the next weekly expiration, **monthly** goals the standard third-Friday one.",
  },
};
