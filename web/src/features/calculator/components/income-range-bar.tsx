import { Box } from '@chakra-ui/react';
import type { Range } from '@thetix/shared/contracts/calculator';

/** Where a value sits on a scale from 0 to a little past the high end, in percent of the bar's width. */
const position = (value: number, scaleMax: number) => `${Math.min(Math.max(value / scaleMax, 0), 1) * 100}%`;

/**
 * The low-high band of an outcome on a scale that starts at 0, with the median marked: how wide the likely range is
 * reads at a glance, and the numbers are always printed beside it (this drawing is aria-labelled, not the only copy).
 */
export function IncomeRangeBar({
  range,
  label,
  size = 'md',
}: {
  range: Range;
  label: string;
  size?: 'sm' | 'md';
}) {
  const scaleMax = Math.max(range.high * 1.15, 1e-9);
  const trackHeight = size === 'md' ? '2.5' : '1.5';
  return (
    <Box role="img" aria-label={label} position="relative" py={size === 'md' ? '1.5' : '1'}>
      <Box h={trackHeight} rounded="full" bg="gray.100" position="relative" overflow="hidden">
        <Box
          position="absolute"
          insetY="0"
          left={position(range.low, scaleMax)}
          width={`calc(${position(range.high, scaleMax)} - ${position(range.low, scaleMax)})`}
          minW="1"
          rounded="full"
          bgGradient="to-r"
          gradientFrom="brand.200"
          gradientTo="brand.400"
        />
      </Box>
      <Box
        position="absolute"
        top="0"
        bottom="0"
        left={position(range.median, scaleMax)}
        w="1"
        ml="-0.5"
        rounded="full"
        bg="brand.800"
        boxShadow="0 0 0 2px white"
      />
    </Box>
  );
}
