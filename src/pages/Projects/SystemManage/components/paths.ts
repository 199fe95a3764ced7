/** The routes of the customer's services pages. */
export const detailPath = (projectCode: string) => `/systemManage/companyDetails/${encodeURIComponent(projectCode)}`;
