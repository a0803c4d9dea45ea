import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../../lib/toaster';
import { useAddManualPosition } from '../api/manual-positions';

/** Spec part 2 §2: 'Add new position' with the success toast 'Position added'. */
export function AddPositionDialog({
  accountId,
  open,
  onClose,
}: {
  accountId: string;
  open: boolean;
  onClose: () => void;
}) {
  const [ticker, setTicker] = useState('');
  const [amount, setAmount] = useState('');
  const [price, setPrice] = useState('');
  const [date, setDate] = useState('');
  const add = useAddManualPosition(accountId);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        ticker: ticker.trim().toUpperCase(),
        amount: Number(amount),
        costBasisPerShare: Number(price),
        ...(date ? { purchaseDate: date } : {}),
      },
      {
        onSuccess: () => {
          toaster.create({
            type: 'success',
            title: 'Position added',
            description: 'Your position has been added successfully.',
          });
          setTicker('');
          setAmount('');
          setPrice('');
          setDate('');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl" as="form" onSubmit={submit}>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title>Add new position</Dialog.Title>
                <Dialog.Description fontSize="sm" color="gray.600">
                  Add position information manually to be able to get opportunities for your portfolio
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root required>
                  <Field.Label>Ticker</Field.Label>
                  <Input
                    value={ticker}
                    onChange={(event) => setTicker(event.target.value)}
                    placeholder="AAPL"
                    autoCapitalize="characters"
                  />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>Shares</Field.Label>
                  <Input
                    value={amount}
                    onChange={(event) => setAmount(event.target.value)}
                    inputMode="decimal"
                    placeholder="100"
                  />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>Cost per share</Field.Label>
                  <Input
                    value={price}
                    onChange={(event) => setPrice(event.target.value)}
                    inputMode="decimal"
                    placeholder="185.00"
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>Purchase date</Field.Label>
                  <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
                </Field.Root>
                {add.isError ? (
                  <Alert.Root status="error" rounded="lg" size="sm">
                    <Alert.Indicator />
                    <Alert.Description>{add.error.message}</Alert.Description>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button
                type="submit"
                colorPalette="brand"
                loading={add.isPending}
                disabled={!ticker || !amount || !price}
              >
                Add position
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
