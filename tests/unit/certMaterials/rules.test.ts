/** Certification materials rules (domain/certMaterials/rules.ts): the default checklists and the item machine, as tables. */
import { describe, expect, it } from 'vitest';
import { CERT_MATERIAL_MAX_FILES } from '../../../domain/certMaterials/constants';
import type { CertMaterialStatus } from '../../../domain/certMaterials/enums';
import {
  CERT_MATERIAL_MACHINE,
  customerMayChangeFiles,
  defaultChecklist,
  fileCountProblem,
  materialProgress,
  materialsNotYetNotice,
  materialsOpen,
  mayRemoveItem,
  returnReasonProblem,
  statusAfterDelete,
  statusAfterUpload,
} from '../../../domain/certMaterials/rules';
import { subjectOf } from '../fixtures';

const pm = subjectOf(['consumer-pm']);
const owner = subjectOf(['consumer-owner']);
const executor = subjectOf(['consumer-executor']);
const cbManager = subjectOf(['cb-tenant-manager']);
const cbScheduler = subjectOf(['cb-tenant-common-scheduler']);
const cbAuditor = subjectOf(['cb-tenant-audit']);

describe('default checklist', () => {
  it('ISMS asks for the eleven documents of an ISO/IEC 27001 application, in order', () => {
    expect(defaultChecklist(['ISMS']).map((entry) => entry.name)).toEqual([
      '认证申请书',
      '营业执照副本',
      '认证范围及场所清单',
      '组织机构图',
      '信息安全管理手册/方针',
      '适用性声明（SoA）',
      '风险评估报告及风险处置计划',
      '内部审核报告',
      '管理评审记录',
      '法律法规及合同要求清单',
      '近一年的信息安全事件记录',
    ]);
  });

  it('the incident records are optional, the SoA required', () => {
    const byName = new Map(defaultChecklist(['ISMS']).map((entry) => [entry.name, entry]));
    expect(byName.get('近一年的信息安全事件记录')?.required).toBe(false);
    expect(byName.get('适用性声明（SoA）')?.required).toBe(true);
  });

  it('QMS has the ISO 9001 equivalents and no SoA', () => {
    const names = defaultChecklist(['QMS']).map((entry) => entry.name);
    expect(names).toContain('质量手册/质量方针和质量目标');
    expect(names).toContain('内部审核报告');
    expect(names).not.toContain('适用性声明（SoA）');
  });

  it('an integrated audit asks each common document once and every standard its own', () => {
    const list = defaultChecklist(['QMS', 'ISMS', 'EMS']);
    const keys = list.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => key === 'application')).toHaveLength(1);
    expect(keys).toEqual(expect.arrayContaining(['soa', 'qmsManual', 'aspects']));
    expect(list.every((entry) => entry.description.length > 0)).toBe(true);
  });

  it('no standard: only the common documents', () => {
    expect(defaultChecklist([]).map((entry) => entry.key)).toEqual([
      'application',
      'licence',
      'scopeSites',
      'orgChart',
      'internalAudit',
      'managementReview',
    ]);
  });
});

describe('item machine', () => {
  const STATES: CertMaterialStatus[] = ['pending', 'submitted', 'accepted', 'returned'];
  const ALLOWED: [CertMaterialStatus, CertMaterialStatus][] = [
    ['pending', 'submitted'],
    ['returned', 'submitted'],
    ['submitted', 'pending'],
    ['submitted', 'accepted'],
    ['submitted', 'returned'],
  ];
  it.each(STATES.flatMap((from) => STATES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(CERT_MATERIAL_MACHINE.canMove(from, to)).toBe(ALLOWED.some(([f, t]) => f === from && t === to));
  });

  it.each([
    ['accept', cbManager, null],
    ['return', cbScheduler, null],
    ['accept', cbAuditor, '你没有权限通过该认证材料'],
    ['return', pm, '你没有权限退回该认证材料'],
  ] as const)('%s by %#', (action, subject, refusal) => {
    expect(CERT_MATERIAL_MACHINE.refusal('submitted', action, subject)).toBe(refusal);
  });

  it('an accepted material cannot be returned', () => {
    expect(CERT_MATERIAL_MACHINE.refusal('accepted', 'return', cbManager)).toBe('认证材料当前为“已通过”，不能退回');
  });

  it('the customer lead submits; an executor does not', () => {
    expect(CERT_MATERIAL_MACHINE.refusal('pending', 'submit', pm)).toBeNull();
    expect(CERT_MATERIAL_MACHINE.refusal('returned', 'submit', owner)).toBeNull();
    expect(CERT_MATERIAL_MACHINE.refusal('pending', 'submit', executor)).toBe('你没有权限上传材料该认证材料');
  });
});

describe('uploads, removals, reviews', () => {
  it.each([
    ['pending', 'submitted'],
    ['returned', 'submitted'],
    ['submitted', 'submitted'],
  ] as const)('upload on %s → %s', (from, to) => expect(statusAfterUpload(from)).toBe(to));

  it.each([
    ['submitted', 0, 'pending'],
    ['submitted', 1, 'submitted'],
    ['returned', 0, 'returned'],
  ] as const)('delete on %s leaving %i → %s', (from, left, to) => expect(statusAfterDelete(from, left)).toBe(to));

  it('accepted files are locked and the item cannot be removed', () => {
    expect(customerMayChangeFiles('accepted')).toBe(false);
    expect(customerMayChangeFiles('returned')).toBe(true);
    expect(mayRemoveItem('accepted')).toBe(false);
    expect(mayRemoveItem('submitted')).toBe(true);
  });

  it(`at most ${CERT_MATERIAL_MAX_FILES} files per item, a replacement always fits`, () => {
    expect(fileCountProblem(CERT_MATERIAL_MAX_FILES - 1, false)).toBeNull();
    expect(fileCountProblem(CERT_MATERIAL_MAX_FILES, false)).toContain(`最多上传 ${CERT_MATERIAL_MAX_FILES} 个文件`);
    expect(fileCountProblem(CERT_MATERIAL_MAX_FILES, true)).toBeNull();
  });

  it('a return needs a reason', () => {
    expect(returnReasonProblem('')).toBe('退回时请填写退回原因，客户会看到它');
    expect(returnReasonProblem('   ')).toBe('退回时请填写退回原因，客户会看到它');
    expect(returnReasonProblem('营业执照已过期')).toBeNull();
    expect(returnReasonProblem('长'.repeat(501))).toBe('退回原因最多 500 个字');
  });

  it('progress counts accepted items of all and of the required', () => {
    expect(
      materialProgress([
        { status: 'accepted', required: true },
        { status: 'accepted', required: false },
        { status: 'submitted', required: true },
        { status: 'pending', required: true },
      ]),
    ).toEqual({ total: 4, accepted: 2, requiredTotal: 3, requiredAccepted: 1 });
  });
});

describe('when a certification project has materials', () => {
  it.each([
    ['applied', '认证机构尚未受理该认证申请', false],
    ['declined', '认证机构未受理该认证申请', false],
    ['accepted', null, true],
    ['programmed', null, true],
    ['certified', null, true],
    ['withdrawn', null, false],
    ['refused', null, false],
  ] as const)('%s', (state, notice, open) => {
    const said = materialsNotYetNotice(state);
    if (notice) expect(said).toContain(notice);
    else expect(said).toBeNull();
    expect(materialsOpen(state) && !said).toBe(open);
  });
});
