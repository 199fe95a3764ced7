/**
 * The current hash route for components that live outside the router (rootContainer: the guide
 * ball, the WeChat warning). It polls `location.hash` every HASH_POLL_MS (spec §2, §9), which
 * also catches hash changes made without a hashchange event.
 */
import { useEffect, useState } from 'react';
import { HASH_POLL_MS } from '@domain/constants';
import { currentHashPath, pathnameOf } from '@/utils/paths';

export function useHashPath(): string {
  const [path, setPath] = useState(() => pathnameOf(currentHashPath()));
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = pathnameOf(currentHashPath());
      setPath((previous) => (previous === next ? previous : next));
    }, HASH_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return path;
}
