/**
 * Whether the no-access page is on screen. The layout renders it for a forbidden route under that
 * route's own path, so components outside the router (the guide ball, spec §2 "not on no-access")
 * cannot tell from the hash; the page registers itself here while mounted.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';

let mounted = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const isNoAccessShown = (): boolean => mounted > 0;

/** Called by the no-access page: registered from mount to unmount. */
export function useNoAccessPresence(): void {
  useLayoutEffect(() => {
    mounted += 1;
    emit();
    return () => {
      mounted -= 1;
      emit();
    };
  }, []);
}

/** True while a no-access page is mounted anywhere in the app. */
export const useNoAccessShown = (): boolean => useSyncExternalStore(subscribe, isNoAccessShown, () => false);
