/** A value that follows `value` once it has stopped changing for `ms` (typing in a filter box). */
import { useEffect, useState } from 'react';

export function useDebounced<T>(value: T, ms = 200): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
