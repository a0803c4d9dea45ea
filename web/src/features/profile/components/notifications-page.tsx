import { Alert, Button, HStack, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import {
  channelIds,
  notificationTypeIds,
  type SubscriptionOptionConfig,
  type Subscriptions,
} from '@thetix/shared/contracts/goals';
import { useState } from 'react';
import { useImpersonation } from '../../../lib/impersonation';
import { applyPushChoice } from '../../../lib/push-subscription';
import { toaster } from '../../../lib/toaster';
import { useSubscriptionConfig } from '../api/get-subscription-config';
import { useSubscriptions } from '../api/get-subscriptions';
import { useUpdateSubscriptions } from '../api/update-subscriptions';
import { panel, ProfileLayout } from './profile-layout';

type Group = keyof Subscriptions;

/**
 * What a disabled option (today cash-secured put alerts) does: nothing. Thetix proposes covered calls, rolls and
 * closes only, so the server keeps the option off; the page says so instead of promising it.
 */
export const DISABLED_OPTION_TEXT =
  'Thetix does not propose cash-secured puts, so this alert is off and cannot be turned on.';
type Draft = { [G in Group]: Partial<Subscriptions[G]> };

function OptionRow(props: {
  option: SubscriptionOptionConfig;
  checked: boolean;
  readOnly: boolean;
  onChange: (on: boolean) => void;
}) {
  const { option } = props;
  return (
    <HStack
      justify="space-between"
      gap="4"
      px={{ base: '4', md: '6' }}
      py="3.5"
      borderTopWidth="1px"
      borderColor="gray.100"
    >
      <Stack gap="0.5">
        <Text fontWeight="medium" color="gray.900">
          {option.label}
          {option.required ? (
            <Text as="span" fontSize="xs" color="gray.500" ms="2">
              Required
            </Text>
          ) : null}
          {option.disabled ? (
            <Text as="span" fontSize="xs" color="gray.500" ms="2">
              Not available
            </Text>
          ) : null}
        </Text>
        <Text fontSize="sm" color="gray.600">
          {option.disabled ? DISABLED_OPTION_TEXT : option.description}
        </Text>
      </Stack>
      <Switch.Root
        colorPalette="brand"
        checked={props.checked}
        disabled={option.required || option.disabled || props.readOnly}
        onCheckedChange={(details) => props.onChange(details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label srOnly>{option.label}</Switch.Label>
      </Switch.Root>
    </HStack>
  );
}

/** /profile/notifications (spec part 1 §2, §5): channels and types; required and disabled options are locked. */
export function NotificationsPage() {
  const config = useSubscriptionConfig();
  const stored = useSubscriptions();
  const update = useUpdateSubscriptions();
  const readOnly = useImpersonation() !== null;
  const [draft, setDraft] = useState<Draft>({ channels: {}, notificationTypes: {} });
  const loaded = config.data && stored.data;
  const value = (group: Group, id: string) =>
    (draft[group] as Record<string, boolean | undefined>)[id] ??
    (stored.data?.[group] as Record<string, boolean> | undefined)?.[id] ??
    false;
  const changed = (['channels', 'notificationTypes'] as const).some((group) =>
    Object.entries(draft[group]).some(
      ([id, on]) => (stored.data?.[group] as Record<string, boolean> | undefined)?.[id] !== on,
    ),
  );
  const set = (group: Group, id: string, on: boolean) =>
    setDraft((current) => ({ ...current, [group]: { ...current[group], [id]: on } }));
  const [settingUpPush, setSettingUpPush] = useState(false);
  /** The push channel asks the browser and registers (or deletes) this browser's subscription before it is saved. */
  const change = async (group: Group, id: string, on: boolean) => {
    set(group, id, on);
    if (group !== 'channels' || id !== 'push') return;
    setSettingUpPush(true);
    const result = await applyPushChoice(on);
    setSettingUpPush(false);
    if (result.ok) return;
    set(group, id, !on);
    toaster.create({
      type: 'error',
      title: 'Push notifications',
      description: result.message,
      closable: true,
    });
  };

  const section = (group: Group, title: string, ids: readonly string[]) => (
    <Stack {...panel} gap="0" overflow="hidden">
      <Text px={{ base: '4', md: '6' }} py="3" fontWeight="semibold" color="gray.900" bg="gray.50">
        {title}
      </Text>
      {ids.map((id) => {
        const option = (config.data?.[group] as Record<string, SubscriptionOptionConfig> | undefined)?.[id];
        return option ? (
          <OptionRow
            key={id}
            option={option}
            checked={value(group, id)}
            readOnly={readOnly || (id === 'push' && settingUpPush)}
            onChange={(on) => void change(group, id, on)}
          />
        ) : null;
      })}
    </Stack>
  );

  return (
    <ProfileLayout title="Notifications" description="Choose how we reach you and what about.">
      {config.isError || stored.isError ? (
        <Alert.Root status="error" rounded="xl">
          <Alert.Indicator />
          <Alert.Title>Failed to load subscriptions</Alert.Title>
        </Alert.Root>
      ) : null}
      {!loaded && !config.isError && !stored.isError ? <Skeleton h="64" rounded="2xl" /> : null}
      {loaded ? (
        <>
          {section('channels', 'Channels', channelIds)}
          {section('notificationTypes', 'Reports and alerts', notificationTypeIds)}
          {readOnly ? null : (
            <Button
              alignSelf="start"
              colorPalette="brand"
              disabled={!changed || settingUpPush}
              loading={update.isPending}
              onClick={() =>
                update.mutate(draft, {
                  onSuccess: () => {
                    setDraft({ channels: {}, notificationTypes: {} });
                    toaster.create({ type: 'success', title: 'Notifications saved' });
                  },
                })
              }
            >
              Save
            </Button>
          )}
        </>
      ) : null}
    </ProfileLayout>
  );
}
