/** The URL of a hash route of the web app (index.html is served at /). */
export const hashUrl = (hashPath: string): string => `/#${hashPath}`;
