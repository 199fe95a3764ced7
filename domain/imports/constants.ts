/** Limits of the imports area (spec §7 "Gap analysis and imports", "ISO and product"; §9). */

/** Data rows one workbook may hold (all sheets together); the server's IMPORT_MAX_ROWS overrides it. */
export const IMPORT_MAX_ROWS = 100_000;
/** The declared uncompressed size of all entries of an uploaded .xlsx/.docx together. */
export const IMPORT_MAX_UNCOMPRESSED_BYTES = 512 * 1024 * 1024;
/** One entry's declared uncompressed size over its compressed size, above which it is a zip bomb (for entries over 1 MB). */
export const IMPORT_MAX_COMPRESSION_RATIO = 200;
/** Bad cells listed in one answer; the count of all is given alongside. */
export const IMPORT_ERRORS_LISTED = 1_000;
/** Formula cells named in the refusal message. */
export const IMPORT_FORMULA_CELLS_NAMED = 10;
/** Rows written per transaction by a government-data import (each row whole or not at all). */
export const IMPORT_ROWS_PER_TRANSACTION = 500;
/** Longest text of a free-text cell. */
export const IMPORT_TEXT_MAX = 200;
