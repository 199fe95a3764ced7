/** The routes of the customer's services pages. */
export const detailPath = (projectCode: string) => `/systemManage/companyDetails/${encodeURIComponent(projectCode)}`;
export const materialsPath = (projectCode: string) => `/systemManage/certificationMaterials/${encodeURIComponent(projectCode)}`;
