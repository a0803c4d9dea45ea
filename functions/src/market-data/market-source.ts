import type { MarketModel } from '@thetix/shared/market/market-model';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';

let model: MarketModel | undefined;

/**
 * The process-wide market model. Only the deterministic simulator exists so far (docs/decisions.md): a licensed
 * vendor adapter would implement the same `MarketModel` and be chosen here by configuration. Created on first use
 * and kept, so a warm Lambda container reuses the series it has already computed.
 */
export function marketModel(): MarketModel {
  model ??= createMarketSimulator();
  return model;
}
