import { Badge, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useImpersonation } from '../../../lib/impersonation';
import { useSelectGoal, useSelectedGoals, useTickerGoals } from '../api/goals';

/** The income goal strategy editor of the goal sub-route: one card per goal the ticker offers. */
export function GoalEditor({ ticker, accountId }: { ticker: string; accountId: string }) {
  const goals = useTickerGoals(ticker);
  const selected = useSelectedGoals(accountId).data?.find(
    (selection) => selection.ticker === ticker,
  )?.goal_id;
  const select = useSelectGoal(accountId);
  // An admin viewing this user sees the chosen goal but cannot change it (spec part 1 §6).
  const readOnly = useImpersonation() !== null;
  return (
    <Stack gap="3" p="5" bg="white" rounded="xl" borderWidth="1px">
      <Heading as="h3" size="sm">
        Income goal
      </Heading>
      {goals.isPending ? (
        <Skeleton h="40" />
      ) : (
        <Grid
          templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
          gap="2"
          role="radiogroup"
          aria-label={`${ticker} income goal`}
        >
          {(goals.data?.goals ?? []).map((goal) => {
            const chosen = goal.id === selected;
            return (
              <Stack
                as="button"
                key={goal.id}
                role="radio"
                aria-checked={chosen}
                gap="1"
                p="3"
                textAlign="start"
                rounded="lg"
                borderWidth={chosen ? '2px' : '1px'}
                borderColor={chosen ? 'brand.600' : 'gray.200'}
                bg={chosen ? 'brand.50' : 'white'}
                aria-disabled={readOnly || undefined}
                _hover={readOnly ? undefined : { borderColor: 'brand.400' }}
                cursor={readOnly ? 'default' : 'pointer'}
                onClick={readOnly ? undefined : () => select.mutate({ ticker, goalId: goal.id })}
              >
                <Text fontWeight="semibold">
                  {goal.name}{' '}
                  {goal.recommended ? (
                    <Badge size="xs" colorPalette="brand" variant="subtle">
                      Recommended
                    </Badge>
                  ) : null}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {goal.profile} · {goal.risk_label}
                </Text>
              </Stack>
            );
          })}
        </Grid>
      )}
    </Stack>
  );
}
