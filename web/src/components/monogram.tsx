import { Center, type CenterProps } from '@chakra-ui/react';

/** Background and text pairs that keep at least 4.5:1 contrast (dark text on the 100 shades). */
const palettes = [
  { bg: 'blue.100', fg: 'blue.800' },
  { bg: 'teal.100', fg: 'teal.800' },
  { bg: 'purple.100', fg: 'purple.800' },
  { bg: 'orange.100', fg: 'orange.800' },
  { bg: 'cyan.100', fg: 'cyan.800' },
  { bg: 'pink.100', fg: 'pink.800' },
  { bg: 'green.100', fg: 'green.800' },
  { bg: 'yellow.100', fg: 'yellow.800' },
] as const;

/** The same name always gets the same colour, so a ticker looks alike everywhere. */
const paletteFor = (seed: string) => {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palettes[hash % palettes.length] ?? palettes[0];
};

/**
 * Letters on a colour drawn from the name: tickers and brokerages are shown without logo files (logos are
 * trademarks and would be fetched from elsewhere). Decorative: the name is always printed next to it.
 */
export function Monogram({ letters, seed, ...props }: { letters: string; seed?: string } & CenterProps) {
  const palette = paletteFor(seed ?? letters);
  return (
    <Center
      aria-hidden="true"
      boxSize="10"
      rounded="lg"
      flexShrink={0}
      bg={palette.bg}
      color={palette.fg}
      fontWeight="bold"
      fontSize={letters.length > 3 ? '2xs' : 'xs'}
      letterSpacing="tight"
      {...props}
    >
      {letters}
    </Center>
  );
}
