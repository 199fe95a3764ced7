/** Addresses of the ISO documentation pages. */
export const isoWorkspacePath = (projectCode: string) => `/projectList/isoDocuments/${encodeURIComponent(projectCode)}`;
