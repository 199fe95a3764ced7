/** File upload limits. */

/** Largest uploaded file. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
