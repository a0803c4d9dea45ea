import { Box } from '@chakra-ui/react';
import type { Range } from '@thetix/shared/contracts/calculator';

/** The values a bar spans, left to right. */
export interface BarScale {
  min: number;
  max: number;
}

/** A scale from 0 (or below, for a range that goes negative) to a little past the high end. */
export const scaleFor = (...ranges: Range[]): BarScale => ({
  min: Math.min(0, ...ranges.map((range) => range.low)),
  max: Math.max(1e-9, ...ranges.map((range) => range.high * 1.15)),
});

/** Where a value sits on the scale, in percent of the bar's width. */
const position = (value: number, { min, max }: BarScale) =>
  `${Math.min(Math.max((value - min) / (max - min), 0), 1) * 100}%`;

/**
 * The low-high band of an outcome on a scale that starts at 0 (or at the lowest value shown beside it, when that is
 * below 0), with the median marked: how wide the likely range is reads at a glance, and the numbers are always printed
 * beside it (this drawing is aria-labelled, not the only copy). Bars given one `scale` compare at a glance.
 */
export function IncomeRangeBar({
  range,
  label,
  size = 'md',
  scale = scaleFor(range),
}: {
  range: Range;
  label: string;
  size?: 'sm' | 'md';
  scale?: BarScale;
}) {
  const trackHeight = size === 'md' ? '2.5' : '1.5';
  return (
    <Box role="img" aria-label={label} position="relative" py={size === 'md' ? '1.5' : '1'}>
      <Box h={trackHeight} rounded="full" bg="gray.100" position="relative" overflow="hidden">
        <Box
          position="absolute"
          insetY="0"
          left={position(range.low, scale)}
          width={`calc(${position(range.high, scale)} - ${position(range.low, scale)})`}
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
        left={position(range.median, scale)}
        w="1"
        ml="-0.5"
        rounded="full"
        bg="brand.800"
        boxShadow="0 0 0 2px white"
      />
    </Box>
  );
}
