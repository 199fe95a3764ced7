/**
 * ISO management-system documentation as a project kind (domain/projects/kinds.ts): a project of
 * an ISO 认证咨询 product (service kind certification) is also where the consultant builds the
 * customer's management system — variables, departments, timeline, the generated document set,
 * internal-audit nonconformities and, for ISO 14001, the environmental evaluation.
 */
import { defineProjectKind } from '../projects/kinds';

/**
 * The work's stages (domain/projects/progress.ts): the organisation's information finalised, the
 * document set generated, delivered to the customer, the internal audit's nonconformity report
 * submitted. None completes the project: an ISO 认证咨询 project goes on to the certification
 * (domain/certification/projectKind.ts, whose stages follow these) and the delivery manager's
 * acceptance.
 */
export const isoDocumentsProjectKind = defineProjectKind({
  code: 'isoDocuments',
  label: '体系文件',
  serviceKinds: ['certification'],
  stages: [
    { key: 'organisationFinal', label: '组织信息定稿', progress: 15 },
    { key: 'documentsGenerated', label: '体系文件已生成', progress: 30 },
    { key: 'documentsDelivered', label: '体系文件已交付客户', progress: 50 },
    { key: 'ncReported', label: '内部审核不符合项报告已提交', progress: 65 },
  ],
});
