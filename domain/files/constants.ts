/** File limits (the configurable ones are defaults of server/config.ts). */

/** Largest uploaded file (UPLOAD_MAX_BYTES). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Most files in one batch upload (UPLOAD_BATCH_MAX_FILES). */
export const UPLOAD_BATCH_MAX_FILES = 10;
/** Longest lifetime of a share link in hours (FILE_SHARE_MAX_HOURS): 30 days. */
export const FILE_SHARE_MAX_HOURS = 30 * 24;
/** Largest download limit a share link may carry. */
export const FILE_SHARE_MAX_DOWNLOADS = 10_000;
/** Largest image answered as a data URL (IMG_BASE64_MAX_BYTES). */
export const IMG_BASE64_MAX_BYTES = 2 * 1024 * 1024;
/** Largest file uploaded without a session (ANON_UPLOAD_MAX_BYTES). */
export const ANON_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Uploads without a session one client address may make per hour (ANON_UPLOAD_MAX_PER_IP_PER_HOUR). */
export const ANON_UPLOAD_MAX_PER_IP_PER_HOUR = 10;
/** Hours an unclaimed upload made without a session is kept. */
export const ANON_UPLOAD_KEEP_HOURS = 24;
/** Zip containers (zip, docx, xlsx, pptx): most entries, largest declared unpacked total, largest packing ratio. */
export const ZIP_MAX_ENTRIES = 10_000;
export const ZIP_MAX_UNPACKED_BYTES = 500 * 1024 * 1024;
export const ZIP_MAX_RATIO = 100;
/** Largest project zip (打包下载) in bytes of the files it holds. */
export const PROJECT_ZIP_MAX_BYTES = 200 * 1024 * 1024;
