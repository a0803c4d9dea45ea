import { Button, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { EMPTY_QUERY_MESSAGE, type UpdateCadence } from '@thetix/shared/contracts/thetix';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { rememberLandingSource } from '../../../lib/landing-source';
import { savePendingCard } from '../../../lib/pending-card';
import { cadenceChoices } from '../model/cadences';

/**
 * A visitor's card-creation box (spec part 3 §2; part 1 §2 puts a compact one in the public header): the question
 * and cadence are kept on the device as the pending card and the visitor goes to sign-in. Sign-in then returns to
 * the board, where the signed-in shell creates the card (app/pending-card-creator.tsx).
 */
export function CardCreationBox({ compact = false }: { compact?: boolean }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [cadence, setCadence] = useState<UpdateCadence>(0);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) {
      setInvalid(true);
      return;
    }
    savePendingCard({ query: query.trim(), updateCadenceSeconds: cadence });
    rememberLandingSource({ pathname: paths.dashboard.thetix.getHref(), search: '' });
    void navigate(paths.auth.login.getHref());
  };

  return (
    <form onSubmit={submit} aria-label="Create a Thetix card" noValidate>
      <Stack gap="2">
        <Field.Root invalid={invalid}>
          <HStack gap="2" w="full" align="stretch">
            <Input
              id={inputId}
              aria-label="Your question for a new Thetix card"
              placeholder={
                compact
                  ? 'Ask Thetix, e.g. Chart AAPL vs MSFT'
                  : 'Ask Thetix a question to make your own card'
              }
              size={compact ? 'sm' : 'md'}
              bg="white"
              maxLength={1000}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setInvalid(false);
              }}
            />
            {compact ? null : (
              <NativeSelect.Root size="md" width="auto" flexShrink={0}>
                <NativeSelect.Field
                  aria-label="Auto-update"
                  bg="white"
                  value={cadence}
                  onChange={(event) => setCadence(Number(event.target.value) as UpdateCadence)}
                >
                  {cadenceChoices.map((choice) => (
                    <option key={choice.seconds} value={choice.seconds}>
                      {choice.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
            <Button type="submit" colorPalette="brand" size={compact ? 'sm' : 'md'} flexShrink={0}>
              Create card
            </Button>
          </HStack>
          {invalid ? <Field.ErrorText>{EMPTY_QUERY_MESSAGE}</Field.ErrorText> : null}
        </Field.Root>
      </Stack>
    </form>
  );
}
