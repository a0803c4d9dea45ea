import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs`: one lookup per typed ticker, not one per keystroke. */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
