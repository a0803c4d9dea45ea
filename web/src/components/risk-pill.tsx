import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { RiskLevel } from '@thetix/shared/contracts/calculator';

/** Spec part 1 §9, risk labels: one colour per level wherever a risk level is shown. */
const riskStyles: Record<RiskLevel, { label: string; colorPalette: string }> = {
  conservative: { label: 'Conservative', colorPalette: 'teal' },
  balanced: { label: 'Balanced', colorPalette: 'blue' },
  aggressive: { label: 'Aggressive', colorPalette: 'orange' },
};

export function RiskPill({ risk, ...props }: { risk: RiskLevel } & Omit<BadgeProps, 'children'>) {
  const style = riskStyles[risk];
  return (
    <Badge colorPalette={style.colorPalette} variant="subtle" rounded="full" px="2.5" {...props}>
      {style.label}
    </Badge>
  );
}
