/** Certification materials (issue 29 item 4): the status of a material the body asks for. */
import { defineEnum } from '../kernel/enums';

/** A material item's status: 待上传 → 待审核 → 已通过 | 已退回 → 待审核 … (CERT_MATERIAL_MACHINE). */
export const CertMaterialStatus = defineEnum({
  pending: '待上传',
  submitted: '待审核',
  accepted: '已通过',
  returned: '已退回',
});
export type CertMaterialStatus = (typeof CertMaterialStatus.values)[number];

/** The body's decision on a submitted material. */
export const CertMaterialDecision = defineEnum({ accept: '通过', return: '退回' });
export type CertMaterialDecision = (typeof CertMaterialDecision.values)[number];
