import { Alert, Button, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useIncomeGoal, useSetIncomeGoal } from '../api/income-goal';
import { GoalMixTable } from './goal-mix-table';
import { GoalSolverTable } from './goal-solver-table';
import { formatCents } from '../../../lib/money-format';

const IncomeGoalChart = lazy(() => import('./income-goal-chart'));

function GoalForm({
  initial,
  onSave,
  pending,
}: {
  initial: number;
  onSave: (amount: number) => void;
  pending: boolean;
}) {
  const [value, setValue] = useState(String(Math.round(initial)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(Number(value));
  };
  return (
    <HStack as="form" onSubmit={submit} gap="2" align="end" aria-label="Monthly income goal">
      <Input
        aria-label="Monthly income goal in dollars"
        inputMode="decimal"
        maxW="40"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" size="sm" loading={pending}>
        Save goal
      </Button>
    </HStack>
  );
}

/**
 * Income against the user's monthly goal (issue 32 item 4): this month and the year so far against it, the months
 * with the forecast, and the solver. The figures are the Income YTD card's (options + dividends), month by month.
 */
export function IncomeGoalCard() {
  const tracking = useIncomeGoal();
  const save = useSetIncomeGoal();
  const [editing, setEditing] = useState(false);
  if (tracking.isPending) return <Skeleton h="40" rounded="xl" />;
  if (tracking.isError)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{tracking.error.message}</Alert.Title>
      </Alert.Root>
    );
  const data = tracking.data;
  const current = data.currentMonth;
  const onSave = (amount: number) => save.mutate(amount, { onSuccess: () => setEditing(false) });
  return (
    <Stack as="section" aria-label="Income goal" gap="3" p="5" bg="white" rounded="xl" borderWidth="1px">
      <Heading as="h3" size="sm">
        Income goal · all accounts
      </Heading>
      {data.monthlyGoal === null || editing ? (
        <Stack gap="2">
          <Text fontSize="sm">
            Your goals have earned about {formatCents(data.proposedGoal)} a month over the past year (premium
            and dividends, median). Set a monthly goal to track against:
          </Text>
          <GoalForm
            initial={data.monthlyGoal ?? data.proposedGoal}
            onSave={onSave}
            pending={save.isPending}
          />
          {save.isError ? (
            <Text fontSize="sm" color="red.600" role="alert">
              {save.error.message}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Stack gap="1">
          <Text fontSize="sm" fontVariantNumeric="tabular-nums">
            This month: <b>{formatCents(current.actual)}</b> realised of {formatCents(data.monthlyGoal)}
            {current.secured > current.actual
              ? `, ${formatCents(current.secured)} with the calls and dividends due this month`
              : ''}
            ; expected {formatCents(current.expected.median)} ({formatCents(current.expected.low)}–
            {formatCents(current.expected.high)}).
          </Text>
          <Text fontSize="sm" fontWeight="medium" color={current.behind ? 'orange.700' : 'green.700'}>
            {current.alert
              ? `Falling behind: ${formatCents(current.secured)} secured of ${formatCents(current.goalToDate ?? 0)} due by today, ${formatCents(current.shortfall)} short as expected`
              : current.behind
                ? `Behind: ${formatCents(current.shortfall)} short of the goal as expected`
                : 'On track'}
          </Text>
          <Text fontSize="sm" fontVariantNumeric="tabular-nums">
            Year to date: {formatCents(data.yearToDate.actual)} of {formatCents(data.yearToDate.goal ?? 0)}.
            The year: expected {formatCents(data.yearTotal.median)} ({formatCents(data.yearTotal.low)}–
            {formatCents(data.yearTotal.high)}).
          </Text>
          <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setEditing(true)}>
            Change goal
          </Button>
        </Stack>
      )}
      <Suspense fallback={<Skeleton h="56" />}>
        <IncomeGoalChart tracking={data} />
      </Suspense>
      {data.monthlyGoal !== null ? <GoalSolverTable tracking={data} /> : null}
      {data.monthlyGoal !== null && data.goalMix ? (
        <GoalMixTable mix={data.goalMix} monthlyGoal={data.monthlyGoal} />
      ) : null}
      <Text fontSize="xs" color="gray.600">
        Realised income is options income plus dividends, as on Income YTD. Expected adds open calls kept if
        they expire, the premium your goals earned over the past year and the dividends due
        {data.withoutGoal.length > 0
          ? `; ${data.withoutGoal.join(', ')} have no goal and add no premium`
          : ''}
        .{data.dataSource === 'simulated' ? ' Simulated market data.' : ''} A forecast, not a promise.
      </Text>
    </Stack>
  );
}
