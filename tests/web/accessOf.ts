/** src/access.ts as Umi calls it. */
import appAccess from '@/access';
import type { InitialState } from '@/initialState';

export const access = (state: InitialState | undefined) => appAccess(state);
