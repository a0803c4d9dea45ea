import { useBreakpointValue } from '@chakra-ui/react';
import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { boardKeyboardCoordinates } from '../components/board-collision';

/** Spec part 3 §2 and §9: a drag starts after 8 px or 100 ms on desktop, and after holding 1000 ms on a phone. */
export const DRAG_ACTIVATION = {
  distancePx: 8,
  delayMs: 100,
  touchDelayMs: 1_000,
  touchTolerancePx: 5,
} as const;

/**
 * Desktop: whichever comes first of 8 px and 100 ms. dnd-kit checks a delay constraint's tolerance on every move
 * and cancels beyond it, so the tolerance is unbounded here: moving never cancels, it starts the drag at 8 px.
 * Phones: a long press, so scrolling the board never picks a card up. Keyboard sorting everywhere, within the board.
 */
export function useBoardSensors() {
  const mobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const pointer = useSensor(PointerSensor, {
    activationConstraint: {
      distance: DRAG_ACTIVATION.distancePx,
      delay: DRAG_ACTIVATION.delayMs,
      tolerance: Number.POSITIVE_INFINITY,
    },
  });
  const touch = useSensor(TouchSensor, {
    activationConstraint: {
      delay: DRAG_ACTIVATION.touchDelayMs,
      tolerance: DRAG_ACTIVATION.touchTolerancePx,
    },
  });
  const keyboard = useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates });
  const desktopSensors = useSensors(pointer, keyboard);
  const mobileSensors = useSensors(touch, keyboard);
  return mobile ? mobileSensors : desktopSensors;
}
