// Typings for the CommonJS packages the tests cross-check against (dev dependencies, never imported by product
// code). Argument order and units are the packages' own: volatility before rate, theta per day (÷365 by default),
// vega and rho per 1 % (÷100), no dividend yield.

declare module 'black-scholes' {
  interface BlackScholesModule {
    blackScholes(s: number, k: number, t: number, v: number, r: number, callPut: 'call' | 'put'): number;
    stdNormCDF(x: number): number;
    getW(s: number, k: number, t: number, v: number, r: number): number;
  }
  const blackScholesModule: BlackScholesModule;
  export = blackScholesModule;
}

declare module 'greeks' {
  interface GreeksModule {
    getDelta(s: number, k: number, t: number, v: number, r: number, callPut: 'call' | 'put'): number;
    getGamma(s: number, k: number, t: number, v: number, r: number): number;
    getVega(s: number, k: number, t: number, v: number, r: number): number;
    getTheta(
      s: number,
      k: number,
      t: number,
      v: number,
      r: number,
      callPut: 'call' | 'put',
      scale?: number,
    ): number;
    getRho(
      s: number,
      k: number,
      t: number,
      v: number,
      r: number,
      callPut: 'call' | 'put',
      scale?: number,
    ): number;
  }
  const greeksModule: GreeksModule;
  export = greeksModule;
}

declare module 'implied-volatility' {
  interface ImpliedVolatilityModule {
    getImpliedVolatility(
      expectedCost: number,
      s: number,
      k: number,
      t: number,
      r: number,
      callPut: 'call' | 'put',
      estimate?: number,
    ): number;
  }
  const impliedVolatilityModule: ImpliedVolatilityModule;
  export = impliedVolatilityModule;
}
