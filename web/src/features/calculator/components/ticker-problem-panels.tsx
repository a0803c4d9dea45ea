import { Alert, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import type { CalculatorStrategy } from '@thetix/shared/contracts/calculator';
import { TOO_SMALL_TEXT, type TickerProblem, type TickerProblems } from '../model/calculator-outcome';
import { formatCents } from '../../../lib/money-format';

function Panel(props: { status: 'info' | 'warning' | 'error'; title: string; children: ReactNode }) {
  return (
    <Alert.Root status={props.status} rounded="xl" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="1.5">
        <Alert.Title fontWeight="semibold">{props.title}</Alert.Title>
        <Alert.Description asChild>
          <Stack gap="2">{props.children}</Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

const tickersOf = (problems: readonly TickerProblem[]) =>
  problems.map((problem) => problem.ticker).join(', ');

/** 'Unable to Calculate Strategy': any other failure, for tickers or for the whole request (spec part 1 §8). */
export function CalculationFailedPanel({ details }: { details: readonly string[] }) {
  return (
    <Panel status="error" title="Unable to Calculate Strategy">
      {details.map((detail) => (
        <Text key={detail}>{detail}</Text>
      ))}
    </Panel>
  );
}

/** The per-ticker error panels of spec part 1 §8, copy verbatim; each appears only when a ticker needs it. */
export function TickerProblemPanels({
  problems,
  strategy = 'covered_call',
}: {
  problems: TickerProblems;
  strategy?: CalculatorStrategy;
}) {
  const { supportEmail } = useRuntimeConfig();
  const unsupported = problems.unsupported;
  const tooSmall = problems['too-small'];
  return (
    <>
      {unsupported.length > 0 ? (
        <Panel status="info" title="Ticker Not Supported">
          <Text>
            This security is not supported by the product yet. Contact{' '}
            <Link href={`mailto:${supportEmail}`} fontWeight="medium" textDecoration="underline">
              {supportEmail}
            </Link>
          </Text>
          <Text fontSize="xs">{tickersOf(unsupported)}</Text>
        </Panel>
      ) : null}
      {tooSmall.length > 0 ? (
        <Panel status="warning" title="Position Size Too Small">
          <Text>{TOO_SMALL_TEXT[strategy]}</Text>
          <List.Root gap="1" ps="4" fontVariantNumeric="tabular-nums">
            {tooSmall.map((problem) => (
              <List.Item key={problem.ticker}>
                <Text as="span" fontWeight="semibold">
                  {problem.ticker}
                </Text>
                {problem.minInvestment !== undefined
                  ? `: minimum investment ${formatCents(problem.minInvestment)}`
                  : null}
                {problem.sharePrice !== undefined
                  ? ` (share price ${formatCents(problem.sharePrice)})`
                  : null}
              </List.Item>
            ))}
          </List.Root>
        </Panel>
      ) : null}
      {problems.failed.length > 0 ? (
        <CalculationFailedPanel
          details={problems.failed.map((problem) => `${problem.ticker}: ${problem.message}`)}
        />
      ) : null}
    </>
  );
}
