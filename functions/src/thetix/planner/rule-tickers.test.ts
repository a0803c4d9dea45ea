import { findCompany } from '@thetix/shared/market/company-directory';
import { describe, expect, it } from 'vitest';
import { companyAliases, findTickers, isCommonWord } from './rule-tickers';

describe('findTickers', () => {
  it.each([
    ['price of AAPL', ['AAPL']],
    ['price of aapl', ['AAPL']],
    ['$msft and $ko', ['MSFT', 'KO']],
    ['brk-b vs BRK/B vs brk.b', ['BRK.B']],
    ['chart msft vs googl year to date', ['MSFT', 'GOOGL']],
  ])('finds the symbols of "%s" in any case', (question, tickers) => {
    // Act
    const found = findTickers(question);

    // Assess
    expect(found.tickers).toEqual(tickers);
    expect(found.unknown).toEqual([]);
  });

  it.each([
    ['how is Apple doing', ['AAPL']],
    ['Coca-Cola vs coca cola vs Coke', ['KO']],
    ['Microsoft and Alphabet', ['MSFT', 'GOOGL']],
    ['google', ['GOOGL']],
    ["McDonald's and Lowe's", ['MCD', 'LOW']],
    ['AT&T dividends', ['T']],
    ['Bank of America and JPMorgan', ['BAC', 'JPM']],
    ['the S&P 500', ['SPY']],
    ['Delta Air Lines', ['DAL']],
  ])('finds the companies of "%s" by name', (question, tickers) => {
    // Act
    const { tickers: found } = findTickers(question);

    // Assess
    expect(found).toEqual(tickers);
  });

  it.each([
    'what is a covered call',
    'what are covered calls and can I sell them for income',
    'is it on now or is it all over',
    'so what is the key to a low cost strategy',
    'a 30 delta call',
    'sell target premium',
  ])('finds no ticker among the common words of "%s"', (question) => {
    // Act
    const found = findTickers(question);

    // Assess
    expect(found.tickers).toEqual([]);
    expect(found.unknown).toEqual([]);
  });

  it('takes a common word written in capitals as meant, in a question that is not shouted', () => {
    // Act
    const meant = findTickers('compare NOW, KEY and SO');
    const shouted = findTickers('SO WHAT IS NOW THE PRICE OF KO');

    // Assess
    expect(meant.tickers).toEqual(['NOW', 'KEY', 'SO']);
    expect(shouted.tickers).toEqual(['KO']);
  });

  it('names a company whose name is a word only when it is capitalised inside a sentence', () => {
    // Act
    const named = findTickers('covered calls on Target');
    const word = findTickers('Target yield for my calls');

    // Assess
    expect(named.tickers).toEqual(['TGT']);
    expect(word.tickers).toEqual([]);
  });

  it('reports capitalised symbols the directory does not know, but not abbreviations', () => {
    // Act
    const found = findTickers('price of ZZZZZ and BTC, YTD, in USD, ITM or OTM');

    // Assess
    expect(found.unknown).toEqual(['ZZZZZ', 'BTC']);
  });

  it('skips the reserved words it is given', () => {
    // Act
    const found = findTickers('what is IV on KO', { reservedWords: new Set(['iv']) });

    // Assess
    expect(found.tickers).toEqual(['KO']);
    expect(found.unknown).toEqual([]);
  });
});

describe('companyAliases', () => {
  it('names only tickers of the company directory', () => {
    // Act
    const missing = Object.entries(companyAliases).filter(
      ([, ticker]) => findCompany(ticker)?.ticker !== ticker,
    );

    // Assess
    expect(missing).toEqual([]);
  });

  it('has no alias that is a common word', () => {
    // Act
    const common = Object.keys(companyAliases).filter(isCommonWord);

    // Assess
    expect(common).toEqual([]);
  });
});
