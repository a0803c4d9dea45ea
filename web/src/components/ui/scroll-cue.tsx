import { Box, Text, type SystemStyleObject } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How much wider than the threshold a stacked box must grow before it unstacks (more than a scroll bar). */
const UNSTACK_MARGIN_PX = 32;

/** Whether an element scrolls sideways, whether the reader has reached its right end, and whether it is narrow. */
function useSidewaysScroll<T extends HTMLElement>(narrowBelow: number) {
  const ref = useRef<T>(null);
  const [state, setState] = useState({ scrolls: false, atEnd: true, narrow: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const scrolls = element.scrollWidth > element.clientWidth + 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      // The box's own width (its parent's), never its content's. A page's scroll bar comes and goes as the
      // stacked rows change its height, so stacking takes a width under `narrowBelow` and unstacking one past it
      // by a scroll bar and more: a box near the threshold never flips back and forth.
      const width = element.clientWidth;
      setState((current) => {
        const narrow = width > 0 && width < (current.narrow ? narrowBelow + UNSTACK_MARGIN_PX : narrowBelow);
        return current.scrolls === scrolls && current.atEnd === atEnd && current.narrow === narrow
          ? current
          : { scrolls, atEnd, narrow };
      });
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [narrowBelow]);
  return { ref, ...state };
}

/**
 * A box that scrolls sideways and says so (issue 30 item 2): while columns are out of view on the right, a fade
 * covers the right edge and a line under it reads "Scroll sideways for more columns". Nothing shows when all fits.
 */
export function ScrollCue({
  children,
  css,
  narrowBelow = 0,
}: {
  children: ReactNode;
  /** Under this width (px) the box marks itself `data-narrow`, for its content to lay out for little room. */
  narrowBelow?: number;
  /** Styles of the scrolling box itself (a container query that lifts `maxH`, say). */
  css?: SystemStyleObject;
}) {
  const { ref, scrolls, atEnd, narrow } = useSidewaysScroll<HTMLDivElement>(narrowBelow);
  const cue = scrolls && !atEnd;
  return (
    <Box position="relative">
      <Box
        ref={ref}
        overflow="auto"
        borderWidth="1px"
        rounded="md"
        data-scrolls={scrolls || undefined}
        data-narrow={narrow || undefined}
        css={css}
      >
        {children}
      </Box>
      {cue ? (
        <Box
          aria-hidden="true"
          position="absolute"
          top="1px"
          right="1px"
          bottom="1px"
          w="8"
          roundedRight="md"
          pointerEvents="none"
          bgGradient="to-l"
          gradientFrom="white"
          gradientTo="transparent"
        />
      ) : null}
      {scrolls ? (
        <Text fontSize="xs" color="gray.600" mt="1" textAlign="end" data-testid="scroll-cue">
          {atEnd ? '← Scroll back for the first columns' : 'Scroll sideways for more columns →'}
        </Text>
      ) : null}
    </Box>
  );
}
