import { computeAccess, type Access } from '@domain/kernel/access';
import type { InitialState } from './app';

/** Umi access: exactly the domain's flags and route rules for the current user (spec §6). */
export default function access(initialState: InitialState | undefined): Access {
  return computeAccess(initialState?.currentUser);
}
