import { Alert, Stack } from '@chakra-ui/react';
import type { OpportunityWarning } from '@thetix/shared/contracts/opportunities';

const TITLES: Record<OpportunityWarning['code'], string> = {
  earnings_before_expiry: 'Earnings before expiration',
  early_assignment_risk: 'Early assignment risk before the ex-dividend date',
  weekly_options_unavailable: 'Monthly options used',
  outside_risk_band: 'Closest strike to your goal',
  strike_below_cost_basis: 'Strike below your cost basis',
  ex_dividend_before_expiry: 'Ex-dividend date before expiration',
};

/** The trade's risks first and in amber; the engine's substitutions as information. */
export function TradeWarnings({ warnings }: { warnings: readonly OpportunityWarning[] }) {
  if (warnings.length === 0) return null;
  const risky = (code: OpportunityWarning['code']) =>
    code === 'earnings_before_expiry' ||
    code === 'early_assignment_risk' ||
    code === 'strike_below_cost_basis' ||
    code === 'ex_dividend_before_expiry';
  const ordered = [...warnings].sort((a, b) => Number(risky(b.code)) - Number(risky(a.code)));
  return (
    <Stack gap="2">
      {ordered.map((warning) => (
        <Alert.Root
          key={warning.code}
          status={risky(warning.code) ? 'warning' : 'info'}
          rounded="lg"
          size="sm"
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{TITLES[warning.code]}</Alert.Title>
            <Alert.Description>{warning.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ))}
    </Stack>
  );
}
