/** Limits and defaults of the assessors area (issue 29 item 1). */

/** Most audit days per month an assessor takes by default. */
export const ASSESSOR_DEFAULT_MAX_DAYS = 15;
export const ASSESSOR_NAME_MAX = 32;
export const ASSESSOR_REG_NO_MAX = 40;
export const ASSESSOR_REASON_MAX = 200;
export const ASSESSOR_CLIENT_NAME_MAX = 100;
export const ASSESSOR_KEYWORD_MAX = 50;
/** ISO/IEC 17021-1 §5.2: consulting for or employment by a client bars auditing it for two years. */
export const ASSESSOR_CONFLICT_YEARS = 2;
/** Most rows of one import file (one assessor per row of 审核员). */
export const ASSESSOR_IMPORT_MAX_ROWS = 5_000;
