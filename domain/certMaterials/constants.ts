/** Limits of the certification materials area (issue 29 item 4). */

/** Longest name of a material item. */
export const CERT_MATERIAL_NAME_MAX = 60;
/** Longest description of what is expected of an item. */
export const CERT_MATERIAL_DESCRIPTION_MAX = 500;
/** Longest note of the body on a project's materials. */
export const CERT_MATERIAL_NOTE_MAX = 500;
/** Longest reason of a return. */
export const CERT_MATERIAL_REASON_MAX = 500;
/** Most files on one item (an item is one document, sometimes in a few parts). */
export const CERT_MATERIAL_MAX_FILES = 10;
/** Most items on one certification project (the checklist is shown whole, not paged). */
export const CERT_MATERIAL_MAX_ITEMS = 60;
