import { Box } from '@chakra-ui/react';
import { NO_VISUAL_WIDGETS } from '@thetix/shared/thetix/widgets';
import { useEffect, useRef, useState } from 'react';
import { AlarmActionsProvider, WidgetList, type AlarmActions } from '../../../components/thetix-widgets';

/** Spec part 3 §9: a new result cross-fades over the old one in about 600 ms. */
export const CROSS_FADE_MS = 600;

/**
 * The card's widgets. When a refresh brings a new result (a new materialized_updated_at), the old widgets stay on
 * top and fade out while the new ones fade in, so the card does not jump to empty and back.
 */
export function CardResult(props: {
  widgets: unknown;
  updatedAt: string | null;
  firstOnly: boolean;
  onAsk?: (query: string) => void;
  /** The owner's card: a triggered price alert can be re-armed. */
  alarmActions?: AlarmActions;
}) {
  const [leaving, setLeaving] = useState<{ widgets: unknown; key: string } | null>(null);
  const shown = useRef({ widgets: props.widgets, updatedAt: props.updatedAt });

  useEffect(() => {
    const before = shown.current;
    shown.current = { widgets: props.widgets, updatedAt: props.updatedAt };
    if (before.updatedAt === props.updatedAt || before.widgets == null) return;
    setLeaving({ widgets: before.widgets, key: before.updatedAt ?? '' });
    const timer = window.setTimeout(() => setLeaving(null), CROSS_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [props.widgets, props.updatedAt]);

  return (
    <Box position="relative" data-updated-at={props.updatedAt ?? ''}>
      <Box
        key={props.updatedAt ?? 'none'}
        animation={leaving ? `fade-in ${CROSS_FADE_MS}ms ease-out` : undefined}
      >
        <AlarmActionsProvider value={props.alarmActions ?? {}}>
          <WidgetList
            widgets={props.widgets}
            emptyText={NO_VISUAL_WIDGETS}
            firstOnly={props.firstOnly}
            onAsk={props.onAsk}
          />
        </AlarmActionsProvider>
      </Box>
      {leaving ? (
        <Box
          key={leaving.key}
          position="absolute"
          inset="0"
          overflow="hidden"
          bg="bg"
          pointerEvents="none"
          aria-hidden
          animation={`fade-out ${CROSS_FADE_MS}ms ease-out forwards`}
        >
          <WidgetList widgets={leaving.widgets} emptyText="" firstOnly={props.firstOnly} />
        </Box>
      ) : null}
    </Box>
  );
}
