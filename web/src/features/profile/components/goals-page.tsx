import { Button, Field, Grid, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { goalIds, goalNames, type GoalId } from '@thetix/shared/contracts/goals';
import { useState } from 'react';
import { Monogram } from '../../../components/monogram';
import { useImpersonation } from '../../../lib/impersonation';
import { usePositions } from '../../../lib/portfolio/get-positions';
import { usePreferences } from '../api/get-preferences';
import { useUserGoals } from '../api/get-user-goals';
import { useSelectGoals } from '../api/select-goal';
import { useUpdateDefaultIncomeGoal } from '../api/update-default-goal';
import { goalSaveLabel } from '../model/goal-draft';
import { panel, ProfileLayout } from './profile-layout';

const ONBOARDING_DEFAULT: GoalId = 'balanced_weekly';
const goalOptions = goalIds.map((id, index) => ({ id, name: goalNames[index] ?? id }));

function GoalSelect(props: {
  label: string;
  /** Empty: no goal chosen yet, shown as "Not set" (never as a default the user did not pick). */
  value: GoalId | '';
  onChange: (goal: GoalId) => void;
  srOnly?: boolean;
  readOnly: boolean;
}) {
  return (
    <Field.Root disabled={props.readOnly}>
      <Field.Label srOnly={props.srOnly}>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value as GoalId)}
        >
          {props.value === '' ? (
            <option value="" disabled>
              Not set
            </option>
          ) : null}
          {goalOptions.map((goal) => (
            <option key={goal.id} value={goal.id}>
              {goal.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** /profile/goals (spec part 1 §2, §4): the default income goal and each position's goal, for All accounts. */
export function GoalsPage() {
  const preferences = usePreferences();
  const goals = useUserGoals('');
  const positions = usePositions('');
  const saveDefault = useUpdateDefaultIncomeGoal();
  const saveGoals = useSelectGoals();
  const [defaultDraft, setDefaultDraft] = useState<GoalId>();
  const [tickerDrafts, setTickerDrafts] = useState<Record<string, GoalId>>({});
  const [justSaved, setJustSaved] = useState(false);
  const readOnly = useImpersonation() !== null;

  const storedDefault = preferences.data?.defaultGoals.income ?? ONBOARDING_DEFAULT;
  // A holding with no goal of its own gets no covered calls (the engine's `no_goal`): it shows as not set.
  const storedFor = (ticker: string): GoalId | undefined =>
    goals.data?.goals.find((goal) => goal.ticker === ticker)?.goal_id;
  const defaultName = goalOptions.find((goal) => goal.id === storedDefault)?.name ?? storedDefault;
  const adoptDefault = (ticker: string) => {
    setJustSaved(false);
    void saveGoals.mutateAsync([{ accountId: '', ticker, goalId: storedDefault }]);
  };
  const changedTickers = Object.entries(tickerDrafts).filter(([ticker, goal]) => goal !== storedFor(ticker));
  const defaultChanged = defaultDraft !== undefined && defaultDraft !== storedDefault;
  const changed = defaultChanged || changedTickers.length > 0;
  const saving = saveDefault.isPending || saveGoals.isPending;

  const edit =
    <T,>(apply: (value: T) => void) =>
    (value: T) => {
      setJustSaved(false);
      apply(value);
    };
  const save = async () => {
    if (defaultChanged) await saveDefault.mutateAsync(defaultDraft);
    if (changedTickers.length > 0)
      await saveGoals.mutateAsync(
        changedTickers.map(([ticker, goalId]) => ({ accountId: '', ticker, goalId })),
      );
    setDefaultDraft(undefined);
    setTickerDrafts({});
    setJustSaved(true);
  };

  const loading = preferences.isPending || goals.isPending || positions.isPending;
  const failure = preferences.error ?? goals.error ?? positions.error;
  return (
    <ProfileLayout
      title="Goals"
      description="The income goal decides how conservative the covered calls we suggest are."
    >
      {failure ? (
        <Text {...panel} px={{ base: '5', md: '6' }} py="4" color="red.600">
          Error: {failure.message}
        </Text>
      ) : loading ? (
        <Skeleton h="48" rounded="2xl" />
      ) : (
        <>
          <Grid
            {...panel}
            templateColumns={{ base: '1fr', sm: '1fr 16rem' }}
            gap="3"
            alignItems="center"
            p={{ base: '5', md: '6' }}
          >
            <Stack gap="1">
              <Text fontWeight="semibold" color="gray.900">
                Default income goal
              </Text>
              <Text fontSize="sm" color="gray.600">
                New positions start with this goal.
              </Text>
            </Stack>
            <GoalSelect
              label="Default income goal"
              srOnly
              value={defaultDraft ?? storedDefault}
              readOnly={readOnly}
              onChange={edit(setDefaultDraft)}
            />
          </Grid>
          <Stack {...panel} gap="0" overflow="hidden">
            <Text px={{ base: '5', md: '6' }} py="3" fontWeight="semibold" color="gray.900" bg="gray.50">
              Goals per position
            </Text>
            {(positions.data ?? []).length === 0 ? (
              <Text px={{ base: '5', md: '6' }} py="4" color="gray.600">
                No positions found
              </Text>
            ) : null}
            {(positions.data ?? []).map((position) => (
              <Grid
                key={position.ticker}
                templateColumns={{ base: '1fr', sm: '1fr 16rem' }}
                gap="3"
                alignItems="center"
                px={{ base: '5', md: '6' }}
                py="3"
                borderTopWidth="1px"
                borderColor="gray.100"
              >
                <HStack gap="3" minW="0">
                  <Monogram letters={position.ticker} boxSize="9" />
                  <Stack gap="0" minW="0">
                    <Text fontWeight="semibold">{position.ticker}</Text>
                    <Text fontSize="sm" color="gray.600" truncate>
                      {position.name}
                    </Text>
                  </Stack>
                </HStack>
                <Stack gap="1">
                  <GoalSelect
                    label={`Goal for ${position.ticker}`}
                    srOnly
                    value={tickerDrafts[position.ticker] ?? storedFor(position.ticker) ?? ''}
                    readOnly={readOnly}
                    onChange={edit((goal: GoalId) =>
                      setTickerDrafts((current) => ({ ...current, [position.ticker]: goal })),
                    )}
                  />
                  {storedFor(position.ticker) === undefined && !tickerDrafts[position.ticker] && !readOnly ? (
                    <HStack gap="2" justify="space-between" wrap="wrap">
                      <Text fontSize="xs" color="gray.600">
                        No goal yet, so no calls are suggested.
                      </Text>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="brand"
                        loading={saveGoals.isPending}
                        onClick={() => adoptDefault(position.ticker)}
                      >
                        Use {defaultName}
                      </Button>
                    </HStack>
                  ) : null}
                </Stack>
              </Grid>
            ))}
          </Stack>
          {readOnly ? null : (
            <Button
              alignSelf="start"
              colorPalette="brand"
              disabled={!changed}
              loading={saving}
              onClick={() => void save()}
            >
              {goalSaveLabel({ changed, justSaved })}
            </Button>
          )}
        </>
      )}
    </ProfileLayout>
  );
}
