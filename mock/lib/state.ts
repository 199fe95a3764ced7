/**
 * Every mock module keeps its state in memory (the dev server's "database"). Each module that
 * does registers how to go back to its seed with `onMockReset`, and `resetMockState()` resets them
 * all: the mock tests call it before every test (tests/mock/setup.ts), because the `mock` vitest
 * project shares modules between files (no isolation), so without it one file's orders, accepted
 * agreements or announcements would change what the next file sees.
 */
const resets: (() => void)[] = [];

/** Registers a module's reset (call it once, at module level, next to the state it resets). */
export function onMockReset(reset: () => void): void {
  resets.push(reset);
}

/** Every loaded mock module back to its seed data. */
export function resetMockState(): void {
  for (const reset of resets) reset();
}
