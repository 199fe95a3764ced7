/** Certification projects as a project kind (domain/projects/kinds.ts): a marketplace project of service kind certification. */
import { defineProjectKind } from '../projects/kinds';

/**
 * The work's stages (domain/projects/progress.ts), after the ISO documentation's
 * (domain/isoDocuments/projectKind.ts, same projects): the application to a certification body,
 * its acceptance, the audit programme, the audit scheduled. The certification decision is the
 * body's own record; the consulting project is closed by the delivery manager's acceptance.
 */
export const certificationProjectKind = defineProjectKind({
  code: 'certification',
  label: '认证',
  serviceKinds: ['certification'],
  stages: [
    { key: 'applied', label: '已提交认证申请', progress: 75 },
    { key: 'accepted', label: '认证机构已受理', progress: 80 },
    { key: 'programmed', label: '审核方案已生成', progress: 85 },
    { key: 'auditScheduled', label: '认证审核已安排', progress: 90 },
  ],
});
