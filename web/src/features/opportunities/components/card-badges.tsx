import { Badge, HStack } from '@chakra-ui/react';
import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import { cardBadges, type CardBadge } from '../model/opportunity-card';

const palette: Record<CardBadge['kind'], string> = {
  new: 'blue',
  ready: 'green',
  'shares-needed': 'orange',
  urgent: 'red',
  status: 'gray',
};

export function CardBadges({ opportunity }: { opportunity: Opportunity }) {
  return (
    <HStack gap="1.5" flexWrap="wrap">
      {cardBadges(opportunity).map((badge) => (
        <Badge
          key={badge.label}
          colorPalette={palette[badge.kind]}
          variant={badge.kind === 'new' ? 'solid' : 'subtle'}
          rounded="full"
          px="2"
          textTransform={badge.kind === 'new' ? 'uppercase' : undefined}
        >
          {badge.label}
        </Badge>
      ))}
    </HStack>
  );
}
