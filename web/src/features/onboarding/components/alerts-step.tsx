import { Button, HStack, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useState } from 'react';
import { useImpersonation } from '../../../lib/impersonation';
import { applyPushChoice } from '../../../lib/push-subscription';
import { toaster } from '../../../lib/toaster';
import { OnboardingStep, stepCard } from './onboarding-step';

export interface ChannelChoice {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  /** Required or disabled options cannot be toggled (spec part 1 §5). */
  locked: boolean;
}

interface AlertsStepProps {
  channels: ChannelChoice[] | undefined;
  onToggle: (id: string, checked: boolean) => void;
  onContinue: () => void;
  saving: boolean;
}

/**
 * /onboarding/alerts (spec part 1 §2): the e-mail and push channels; with none on the button reads 'Skip for Now'.
 * Turning push on asks the browser for permission and registers this browser for Web Push; if that fails the
 * switch goes back off and a toast says why. Turning it off deletes this browser's subscription.
 */
export function AlertsStep({ channels, onToggle, onContinue, saving }: AlertsStepProps) {
  const anyOn = channels?.some((channel) => channel.checked) ?? false;
  const readOnly = useImpersonation() !== null;
  const [settingUpPush, setSettingUpPush] = useState(false);
  const toggle = async (id: string, checked: boolean) => {
    onToggle(id, checked);
    if (id !== 'push') return;
    setSettingUpPush(true);
    const result = await applyPushChoice(checked);
    setSettingUpPush(false);
    if (result.ok) return;
    onToggle(id, !checked);
    toaster.create({
      type: 'error',
      title: 'Push notifications',
      description: result.message,
      closable: true,
    });
  };
  return (
    <OnboardingStep
      step={2}
      width="2xl"
      title="Stay Ahead of the Market"
      subtitle="Get your daily action plan and alerts when a call is worth selling, rolling or closing."
      footer={
        <>
          <Button asChild variant="ghost" color="gray.700">
            <RouterLink to={paths.onboarding.holdings.getHref()}>Back</RouterLink>
          </Button>
          {readOnly ? (
            // Nothing is saved while an admin views as the user: the button only moves on.
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={paths.onboarding.loading.getHref()}>Continue</RouterLink>
            </Button>
          ) : (
            <Button
              colorPalette="brand"
              size="lg"
              onClick={onContinue}
              loading={saving || settingUpPush}
              disabled={!channels}
            >
              {anyOn ? 'Continue' : 'Skip for Now'}
            </Button>
          )}
        </>
      }
    >
      <Stack {...stepCard} p="0" gap="0">
        {channels === undefined ? (
          <Stack p="6" gap="4">
            <Skeleton h="12" />
            <Skeleton h="12" />
          </Stack>
        ) : (
          channels.map((channel, index) => (
            <HStack
              key={channel.id}
              justify="space-between"
              gap="4"
              px={{ base: '5', md: '6' }}
              py="4"
              borderTopWidth={index === 0 ? '0' : '1px'}
              borderColor="gray.100"
            >
              <Stack gap="0.5">
                <Text fontWeight="semibold" color="gray.900">
                  {channel.label}
                </Text>
                <Text fontSize="sm" color="gray.600">
                  {channel.description}
                </Text>
              </Stack>
              <Switch.Root
                colorPalette="brand"
                checked={channel.checked}
                disabled={channel.locked || readOnly || (channel.id === 'push' && settingUpPush)}
                onCheckedChange={(details) => void toggle(channel.id, details.checked)}
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label srOnly>{channel.label}</Switch.Label>
              </Switch.Root>
            </HStack>
          ))
        )}
      </Stack>
      <Text fontSize="sm" color="gray.600" mt="-4">
        You can change these any time under Profile, Notifications.
      </Text>
    </OnboardingStep>
  );
}
