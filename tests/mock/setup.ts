/**
 * Before every mock test: every mock module back to its seed data (mock/lib/state.ts). The
 * `mock` project runs without isolation, so module state would otherwise carry over from the
 * tests and files that ran before, and test order could change results.
 */
import { beforeEach } from 'vitest';
import { resetMockState } from '../../mock/lib/state';

beforeEach(() => resetMockState());
