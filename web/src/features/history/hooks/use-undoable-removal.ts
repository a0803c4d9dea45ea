import { useCallback, useEffect, useRef, useState } from 'react';
import { toaster } from '../../../lib/toaster';

/** How long a removed history entry can be brought back before the delete is sent. */
export const UNDO_WINDOW_MS = 5_000;

/**
 * Removal with an undo window: the entry disappears at once, a toast offers Undo, and the delete is sent only when
 * the window closes (or when the page is left, so nothing confirmed is forgotten). A failed delete shows the entry
 * again. `remove` sends the delete and calls `onError` when it fails.
 */
export function useUndoableRemoval(remove: (ids: string[], onError: () => void) => void) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, number>());
  const removeRef = useRef(remove);
  useEffect(() => {
    removeRef.current = remove;
  });

  const show = useCallback((id: string) => {
    setHidden((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  const commit = useCallback(
    (id: string) => {
      timers.current.delete(id);
      removeRef.current([id], () => show(id));
    },
    [show],
  );

  const undo = useCallback(
    (id: string) => {
      const timer = timers.current.get(id);
      if (timer === undefined) return;
      window.clearTimeout(timer);
      timers.current.delete(id);
      show(id);
    },
    [show],
  );

  const removeWithUndo = useCallback(
    (id: string, label: string) => {
      setHidden((current) => new Set(current).add(id));
      timers.current.set(
        id,
        window.setTimeout(() => commit(id), UNDO_WINDOW_MS),
      );
      toaster.create({
        title: 'Entry removed',
        description: label,
        type: 'info',
        duration: UNDO_WINDOW_MS,
        action: { label: 'Undo', onClick: () => undo(id) },
      });
    },
    [commit, undo],
  );

  // Leaving the page sends the deletes still waiting: the user confirmed them.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const [id, timer] of pending) {
        window.clearTimeout(timer);
        removeRef.current([id], () => undefined);
      }
      pending.clear();
    };
  }, []);

  return { hidden, removeWithUndo, undo };
}
