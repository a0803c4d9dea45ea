import { Button, ButtonGroup } from '@chakra-ui/react';
import type { PublicLayout } from '../model/layout';

const choices: { layout: PublicLayout; label: string; display: Record<string, string> }[] = [
  { layout: 'single', label: 'Single', display: { base: 'inline-flex' } },
  // Spec part 3 §2: double is hidden on small devices, triple shown only on very wide screens.
  { layout: 'double', label: 'Double', display: { base: 'none', md: 'inline-flex' } },
  { layout: 'triple', label: 'Triple', display: { base: 'none', '2xl': 'inline-flex' } },
];

/** The public collection's layout switch: one pressed button per layout the screen can show. */
export function LayoutToggle({
  value,
  onChange,
}: {
  value: PublicLayout;
  onChange: (layout: PublicLayout) => void;
}) {
  return (
    // A phone shows one column only, so the switch has nothing to offer there.
    <ButtonGroup
      size="sm"
      variant="outline"
      attached
      role="group"
      aria-label="Layout"
      display={{ base: 'none', md: 'inline-flex' }}
    >
      {choices.map((choice) => (
        <Button
          key={choice.layout}
          display={choice.display}
          aria-pressed={value === choice.layout}
          variant={value === choice.layout ? 'solid' : 'outline'}
          colorPalette={value === choice.layout ? 'brand' : 'gray'}
          onClick={() => onChange(choice.layout)}
        >
          {choice.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
