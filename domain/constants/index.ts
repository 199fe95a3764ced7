/**
 * Business constants and limits of spec §9, merged from one file per area (./core.ts for those
 * every area shares). A new area: add domain/constants/<area>.ts and re-export it below.
 */
export * from './core';
export * from './announcements';
export * from './files';
export * from './wallet';
