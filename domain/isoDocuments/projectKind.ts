/**
 * ISO management-system documentation as a project kind (domain/projects/kinds.ts): a project of
 * an ISO 认证咨询 product (service kind certification) is also where the consultant builds the
 * customer's management system — variables, departments, timeline, the generated document set,
 * internal-audit nonconformities and, for ISO 14001, the environmental evaluation.
 */
import { defineProjectKind } from '../projects/kinds';

export const isoDocumentsProjectKind = defineProjectKind({ code: 'isoDocuments', label: '体系文件', serviceKinds: ['certification'] });
