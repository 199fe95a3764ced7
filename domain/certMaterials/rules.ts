/**
 * Certification materials (issue 29 item 4): the default checklist a certification body asks of
 * its client per management system, the life of one material item, and the checks of uploads,
 * removals and reviews. The server enforces them; the pages show what they allow.
 */
import type { CertProjectState } from '../certification/enums';
import type { ManagementSystem } from '../engines/auditTime/model';
import { defineStateMachine } from '../kernel/stateMachine';
import { CERT_MATERIAL_MAX_FILES, CERT_MATERIAL_REASON_MAX } from './constants';
import { CertMaterialStatus } from './enums';

/** One entry of a default checklist. */
export interface CertMaterialTemplate {
  /** Stable key: one item per key on a project, whatever the number of standards asking for it. */
  key: string;
  name: string;
  /** What the body expects, in the customer's words. */
  description: string;
  required: boolean;
}

const item = (key: string, name: string, description: string, required = true): CertMaterialTemplate => ({ key, name, description, required });

/** Asked of every client, whatever the standard (CNCA application review, ISO/IEC 17021-1 §9.1). */
const COMMON_HEAD: readonly CertMaterialTemplate[] = [
  item('application', '认证申请书', '填写完整并加盖公章的认证申请书（含申请认证的标准、范围、场所和人数）'),
  item('licence', '营业执照副本', '营业执照副本复印件加盖公章；有资质要求的行业附行政许可证明'),
  item('scopeSites', '认证范围及场所清单', '申请认证的产品/服务范围，所有场所的地址、活动和人数（含临时场所和倒班情况）'),
  item('orgChart', '组织机构图', '组织机构图及各部门职责，标明管理体系负责人'),
];

/** Asked of every client after the system-specific documents. */
const COMMON_TAIL: readonly CertMaterialTemplate[] = [
  item('internalAudit', '内部审核报告', '最近一次覆盖全部条款和部门的内部审核报告，含不符合项及纠正措施'),
  item('managementReview', '管理评审记录', '最近一次管理评审的输入、会议记录和输出（改进决定）'),
];

const BY_STANDARD: Readonly<Record<ManagementSystem, readonly CertMaterialTemplate[]>> = {
  ISMS: [
    item('ismsManual', '信息安全管理手册/方针', '信息安全方针、信息安全目标及管理手册（或同等的体系文件）'),
    item('soa', '适用性声明（SoA）', 'ISO/IEC 27001 附录 A 各控制的适用性、理由及实施状态'),
    item('riskAssessment', '风险评估报告及风险处置计划', '信息安全风险评估方法、评估报告和经批准的风险处置计划'),
  ],
  QMS: [
    item('qmsManual', '质量手册/质量方针和质量目标', '质量方针、质量目标及质量手册（或同等的体系文件）'),
    item('processMap', '过程清单及相互作用', '质量管理体系所需的过程、顺序和相互作用（含外包过程）'),
  ],
  EMS: [
    item('emsManual', '环境管理手册/环境方针', '环境方针、环境目标及管理手册（或同等的体系文件）'),
    item('aspects', '环境因素识别与评价清单', '环境因素清单及重要环境因素的评价结果'),
  ],
  OHSMS: [
    item('ohsmsManual', '职业健康安全管理手册/方针', '职业健康安全方针、目标及管理手册（或同等的体系文件）'),
    item('hazards', '危险源辨识与风险评价', '危险源辨识、风险评价结果及控制措施'),
  ],
};

/** Asked after the common tail, per standard. */
const BY_STANDARD_TAIL: Readonly<Record<ManagementSystem, readonly CertMaterialTemplate[]>> = {
  ISMS: [
    item('ismsCompliance', '法律法规及合同要求清单', '适用的信息安全相关法律法规、监管和合同要求清单及其识别日期'),
    item('ismsIncidents', '近一年的信息安全事件记录', '近一年发生的信息安全事件及处置记录；没有事件时提交说明', false),
  ],
  QMS: [
    item('qmsCompliance', '产品和服务适用的法律法规清单', '产品和服务适用的法律法规、标准及顾客要求清单'),
    item('customerFeedback', '顾客满意度及投诉处理记录', '近一年顾客满意度调查结果和投诉处理记录', false),
  ],
  EMS: [
    item('emsCompliance', '合规义务清单及合规性评价', '适用的环保法律法规及其他要求清单，以及最近一次合规性评价'),
    item('monitoring', '环境监测报告', '近一年的废水、废气、噪声等监测报告；有排污许可的附许可证', false),
  ],
  OHSMS: [
    item('ohsmsCompliance', '职业健康安全合规义务清单', '适用的职业健康安全法律法规及其他要求清单，以及合规性评价'),
    item('ohsIncidents', '近一年的事件调查记录', '近一年的工伤、未遂事件调查和处理记录；没有事件时提交说明', false),
  ],
};

/**
 * The default checklist of a certification project: the common documents, each standard's own,
 * then the records; an item asked by several standards once (by key). Order: as listed here.
 */
export function defaultChecklist(standards: readonly ManagementSystem[]): CertMaterialTemplate[] {
  const order: ManagementSystem[] = ['ISMS', 'QMS', 'EMS', 'OHSMS'];
  const chosen = order.filter((standard) => standards.includes(standard));
  const all = [
    ...COMMON_HEAD,
    ...chosen.flatMap((standard) => BY_STANDARD[standard]),
    ...COMMON_TAIL,
    ...chosen.flatMap((standard) => BY_STANDARD_TAIL[standard]),
  ];
  const seen = new Set<string>();
  return all.filter((entry) => (seen.has(entry.key) ? false : (seen.add(entry.key), true)));
}

/**
 * One material item's life: the customer uploads (待上传/已退回 → 待审核), may take every file
 * back before the review (待审核 → 待上传), the body accepts or returns it with a reason.
 */
export const CERT_MATERIAL_MACHINE = defineStateMachine<CertMaterialStatus, 'submit' | 'withdraw' | 'accept' | 'return'>({
  name: '认证材料',
  states: CertMaterialStatus.labels,
  moves: [
    { from: ['pending', 'returned'], to: 'submitted', action: 'submit', label: '上传材料', by: [{ access: 'canReadInterface' }] },
    { from: 'submitted', to: 'pending', action: 'withdraw', label: '撤回材料', by: [{ access: 'canReadInterface' }] },
    { from: 'submitted', to: 'accepted', action: 'accept', label: '通过', by: [{ access: 'cbPlanner' }] },
    { from: 'submitted', to: 'returned', action: 'return', label: '退回', by: [{ access: 'cbPlanner' }] },
  ],
});

/** Whether the customer may add, replace or delete files of an item in this status (all but accepted). */
export const customerMayChangeFiles = (status: CertMaterialStatus): boolean => status !== 'accepted';

/** The status after an upload: a pending or returned item is submitted; a submitted one stays so. */
export const statusAfterUpload = (status: CertMaterialStatus): CertMaterialStatus =>
  CERT_MATERIAL_MACHINE.hasAction(status, 'submit') ? 'submitted' : status;

/**
 * The status after a file is deleted: a submitted item with no file left goes back to 待上传; a
 * returned one stays returned (its reason stays readable until new files are sent).
 */
export function statusAfterDelete(status: CertMaterialStatus, remainingFiles: number): CertMaterialStatus {
  if (status === 'submitted' && remainingFiles === 0) return 'pending';
  return status;
}

/** Why one more file cannot be added to an item with `files` files, or null. */
export const fileCountProblem = (files: number, replacing: boolean): string | null =>
  !replacing && files >= CERT_MATERIAL_MAX_FILES ? `每个材料项最多上传 ${CERT_MATERIAL_MAX_FILES} 个文件，请先删除不需要的文件` : null;

/** Why a return reason is refused, or null: required, at most CERT_MATERIAL_REASON_MAX characters. */
export function returnReasonProblem(reason: string | undefined): string | null {
  const trimmed = (reason ?? '').trim();
  if (!trimmed) return '退回时请填写退回原因，客户会看到它';
  if (trimmed.length > CERT_MATERIAL_REASON_MAX) return `退回原因最多 ${CERT_MATERIAL_REASON_MAX} 个字`;
  return null;
}

/** An item may be removed unless it has been accepted (an accepted upload is the body's record). */
export const mayRemoveItem = (status: CertMaterialStatus): boolean => status !== 'accepted';

/** Accepted of all, and accepted of the required ones: "3 / 13 已通过". */
export function materialProgress(items: readonly { status: CertMaterialStatus; required: boolean }[]) {
  const required = items.filter((entry) => entry.required);
  return {
    total: items.length,
    accepted: items.filter((entry) => entry.status === 'accepted').length,
    requiredTotal: required.length,
    requiredAccepted: required.filter((entry) => entry.status === 'accepted').length,
  };
}

/**
 * Why a certification project has no materials to show yet, or null: the body asks for materials
 * once it has accepted the application (the checklist is generated on the first read after that).
 */
export function materialsNotYetNotice(state: CertProjectState): string | null {
  if (state === 'applied')
    return '认证机构尚未受理该认证申请。受理后，这里会列出需要提交的认证材料（申请书、营业执照、体系文件等），届时可逐项上传。';
  if (state === 'declined') return '认证机构未受理该认证申请，无需提交认证材料。';
  return null;
}

/** Whether materials may still change (uploads, items, reviews): not once the project is withdrawn or refused. */
export const materialsOpen = (state: CertProjectState): boolean => !['declined', 'withdrawn', 'refused'].includes(state);
