/** Project constants. */

export const PROJECT_LEVELS = ['1', '2', '3', '4'] as const;
