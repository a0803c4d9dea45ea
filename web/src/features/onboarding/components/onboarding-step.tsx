import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useImpersonation } from '../../../lib/impersonation';
import { OnboardingProgress } from './onboarding-progress';
import { PendingQuestionNote } from './pending-question-note';

interface OnboardingStepProps {
  /** Index into the four announced steps. */
  step: number;
  title: string;
  subtitle?: ReactNode;
  /** The step's own buttons, right-aligned under the content (a back link may go first). */
  footer?: ReactNode;
  width?: '2xl' | '3xl' | '6xl';
  children: ReactNode;
}

/** The frame every onboarding step shares: progress, title, content and the footer buttons. */
export function OnboardingStep({
  step,
  title,
  subtitle,
  footer,
  width = '3xl',
  children,
}: OnboardingStepProps) {
  const impersonation = useImpersonation();
  return (
    <Container maxW={width} py={{ base: '6', md: '12' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <OnboardingProgress current={step} />
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight" color="gray.900">
            {title}
          </Heading>
          {subtitle ? (
            <Text color="gray.600" fontSize={{ base: 'md', md: 'lg' }}>
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        <PendingQuestionNote />
        {impersonation ? (
          <Text fontSize="sm" color="orange.800" bg="orange.50" px="4" py="2.5" rounded="lg">
            Read-only while viewing as {impersonation.email}: nothing is added, connected or saved.
          </Text>
        ) : null}
        {children}
        {footer ? (
          <HStack
            justify="space-between"
            gap="3"
            pt="2"
            flexDirection={{ base: 'column-reverse', sm: 'row' }}
            alignItems={{ base: 'stretch', sm: 'center' }}
          >
            {footer}
          </HStack>
        ) : null}
      </Stack>
    </Container>
  );
}

/** The panel a step's content sits on. */
export const stepCard = {
  bg: 'white',
  rounded: '2xl',
  borderWidth: '1px',
  borderColor: 'gray.200',
  shadow: 'sm',
  p: { base: '5', md: '6' },
} as const;
