import { Box, Text, type SystemStyleObject } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Whether an element scrolls sideways, and whether the reader has reached its right end. */
function useSidewaysScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState({ scrolls: false, atEnd: true });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const scrolls = element.scrollWidth > element.clientWidth + 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      setState((current) =>
        current.scrolls === scrolls && current.atEnd === atEnd ? current : { scrolls, atEnd },
      );
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
  }, []);
  return { ref, ...state };
}

/**
 * A box that scrolls sideways and says so (issue 30 item 2): while columns are out of view on the right, a fade
 * covers the right edge and a line under it reads "Scroll sideways for more columns". Nothing shows when all fits.
 */
export function ScrollCue({
  children,
  maxH,
  css,
}: {
  children: ReactNode;
  maxH?: string;
  /** Styles of the scrolling box itself (a container query that lifts `maxH`, say). */
  css?: SystemStyleObject;
}) {
  const { ref, scrolls, atEnd } = useSidewaysScroll<HTMLDivElement>();
  const cue = scrolls && !atEnd;
  return (
    <Box position="relative">
      <Box
        ref={ref}
        overflow="auto"
        maxH={maxH}
        borderWidth="1px"
        rounded="md"
        data-scrolls={scrolls || undefined}
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
