/** Announcement modal constants (spec §4, §9). */

export const ANNOUNCEMENT_MODAL_WIDTH = 800;
export const ANNOUNCEMENT_BODY_MAX_HEIGHT = '70vh';
export const ANNOUNCEMENT_CACHE_PREFIX = 'cache:aoc:';
/** Paths where the announcement modal may open (spec §4). */
export const ANNOUNCEMENT_MODAL_PATHS = ['/welcome', '/projectList/myProject'] as const;
