/**
 * The organisation variables of an ISO documentation project (domain brief §5.2): the facts the
 * generated documents are filled with, in groups the consultant and the customer's PM fill in.
 * This file is the catalogue (data): every group, every field with its type and limits, and the
 * shape of the stored values. The rules that check values (draft: types only; a group's save and
 * the final save: required fields and cross-field rules) are in ./variableRules.ts.
 *
 * Stored values (`IsoVariableValues`) are keyed by field key; a `list` field holds an array of
 * row objects keyed by its columns' keys. Departments and the responsibility matrix are values of
 * the `structure` group: `departments` (rows with a stable `code`) and `responsibilityMatrix`
 * (clause id → the leading department's code and the supporting ones).
 */
import type { ManagementSystem } from '../engines/auditTime/model';
import type { IsoVariableType } from './enums';

export interface IsoVariableColumn {
  key: string;
  label: string;
  type: Exclude<IsoVariableType, 'list'>;
  required?: boolean;
  /** Longest text (characters). */
  max?: number;
  options?: readonly string[];
  /** Smallest and largest number. */
  min?: number;
  maxValue?: number;
}

export interface IsoVariableField extends Omit<IsoVariableColumn, 'type'> {
  type: IsoVariableType;
  /** A `list` field's columns. */
  columns?: readonly IsoVariableColumn[];
  /** A `list` field's row limits. */
  minItems?: number;
  maxItems?: number;
  /** One line of help under the field. */
  help?: string;
  /** Who usually knows it: the customer's PM may fill it (otherwise the consultant). */
  customerFills?: boolean;
}

export interface IsoVariableGroup {
  key: string;
  label: string;
  description: string;
  fields: readonly IsoVariableField[];
  /** Only for projects of these management systems (absent: every project). */
  systems?: readonly ManagementSystem[];
}

/** A department row as stored in `departments` (code stable once created; referenced by the matrix and nonconformities). */
export interface IsoDepartment {
  code: string;
  name: string;
  head: string;
  responsibilities: string;
  /** A department switched off stays in history but takes no new responsibility (spec: isEnable). */
  isEnable: boolean;
}

/** One clause's (or control's) row of the responsibility matrix (职能分配表): the leading department and those supporting. */
export interface IsoMatrixRow {
  lead: string | null;
  support: string[];
}

export type IsoVariableRow = Record<string, string | number | null | Record<string, number>>;
export type IsoVariableValue = string | number | null | IsoVariableRow[] | IsoDepartment[] | Record<string, IsoMatrixRow>;
export type IsoVariableValues = Record<string, IsoVariableValue>;

const YES_NO = ['是', '否'] as const;

export const ISO_VARIABLE_GROUPS: readonly IsoVariableGroup[] = [
  {
    key: 'basic',
    label: '基本信息',
    description: '组织的法定信息，出现在每份文件的封面与页眉',
    fields: [
      { key: 'orgName', label: '公司全称', type: 'text', required: true, max: 100, customerFills: true },
      { key: 'orgShortName', label: '公司简称', type: 'text', required: true, max: 20, customerFills: true },
      { key: 'orgEnglishName', label: '英文名称', type: 'text', max: 200, customerFills: true },
      {
        key: 'creditCode',
        label: '统一社会信用代码',
        type: 'text',
        required: true,
        max: 18,
        customerFills: true,
        help: '18 位，由数字和大写字母组成',
      },
      { key: 'foundedDate', label: '成立日期', type: 'date', required: true, customerFills: true },
      { key: 'legalRepresentative', label: '法定代表人', type: 'text', required: true, max: 30, customerFills: true },
      { key: 'registeredAddress', label: '注册地址', type: 'text', required: true, max: 200, customerFills: true },
      { key: 'officeAddress', label: '经营地址', type: 'text', max: 200, customerFills: true },
      { key: 'headcount', label: '员工人数', type: 'number', required: true, min: 1, maxValue: 1_000_000, customerFills: true },
      { key: 'industry', label: '所属行业', type: 'text', required: true, max: 50, customerFills: true },
      { key: 'phone', label: '联系电话', type: 'text', max: 30, customerFills: true },
    ],
  },
  {
    key: 'leadership',
    label: '组织与领导',
    description: '最高管理者、管理者代表与体系负责人：签发、批准与职责分配',
    fields: [
      { key: 'topManager', label: '最高管理者', type: 'text', required: true, max: 30, customerFills: true },
      { key: 'topManagerTitle', label: '最高管理者职务', type: 'text', required: true, max: 30, customerFills: true },
      { key: 'managementRepresentative', label: '管理者代表', type: 'text', required: true, max: 30, customerFills: true },
      { key: 'securityOfficer', label: '信息安全负责人', type: 'text', required: true, max: 30, customerFills: true },
      { key: 'documentController', label: '文件管理员', type: 'text', required: true, max: 30, customerFills: true },
    ],
  },
  {
    key: 'scope',
    label: '范围与场所',
    description: '管理体系覆盖的产品、服务、过程与场所，以及认证范围的表述',
    fields: [
      { key: 'scopeStatement', label: '体系覆盖范围', type: 'textarea', required: true, max: 1000 },
      { key: 'certScope', label: '认证范围', type: 'textarea', required: true, max: 500, help: '将出现在认证申请书与证书上' },
      { key: 'exclusions', label: '删减条款及理由', type: 'textarea', max: 1000 },
      {
        key: 'sites',
        label: '场所',
        type: 'list',
        minItems: 1,
        maxItems: 50,
        customerFills: true,
        columns: [
          { key: 'name', label: '场所名称', type: 'text', required: true, max: 50 },
          { key: 'address', label: '地址', type: 'text', required: true, max: 200 },
          { key: 'headcount', label: '人数', type: 'number', min: 0, maxValue: 1_000_000 },
        ],
      },
    ],
  },
  {
    key: 'policy',
    label: '方针与目标',
    description: '管理方针与可测量的目标，管理手册与目标考核表引用',
    fields: [
      { key: 'policyStatement', label: '管理方针', type: 'textarea', required: true, max: 500 },
      { key: 'commitment', label: '最高管理者承诺', type: 'textarea', max: 1000 },
      {
        key: 'objectives',
        label: '管理目标',
        type: 'list',
        minItems: 1,
        maxItems: 30,
        columns: [
          { key: 'objective', label: '目标', type: 'text', required: true, max: 100 },
          { key: 'indicator', label: '指标', type: 'text', required: true, max: 100 },
          { key: 'target', label: '目标值', type: 'text', required: true, max: 50 },
          { key: 'department', label: '责任部门', type: 'text', max: 50 },
        ],
      },
    ],
  },
  {
    key: 'structure',
    label: '部门与职责',
    description: '部门及其负责人、职责，以及条款 × 部门的职能分配表',
    fields: [
      {
        key: 'departments',
        label: '部门',
        type: 'list',
        minItems: 1,
        maxItems: 60,
        customerFills: true,
        columns: [
          { key: 'code', label: '部门编号', type: 'text', max: 40 },
          { key: 'name', label: '部门名称', type: 'text', required: true, max: 50 },
          { key: 'head', label: '负责人', type: 'text', required: true, max: 30 },
          { key: 'responsibilities', label: '主要职责', type: 'text', max: 300 },
          { key: 'isEnable', label: '启用', type: 'select', options: YES_NO },
        ],
      },
    ],
  },
  {
    key: 'documentControl',
    label: '文件控制',
    description: '文件编号、版本与编制、审核、批准人',
    fields: [
      { key: 'docPrefix', label: '文件编号前缀', type: 'text', required: true, max: 8, help: '2–8 位大写字母，如 SLKJ，文件编号为 SLKJ-ISMS-A-01' },
      { key: 'docVersion', label: '版本号', type: 'text', required: true, max: 10, help: '如 A/0' },
      { key: 'compiler', label: '编制人', type: 'text', required: true, max: 30 },
      { key: 'reviewer', label: '审核人', type: 'text', required: true, max: 30 },
      { key: 'approver', label: '批准人', type: 'text', required: true, max: 30 },
      { key: 'reviewCycleMonths', label: '评审周期（月）', type: 'number', required: true, min: 1, maxValue: 36 },
    ],
  },
  {
    key: 'dates',
    label: '关键日期',
    description: '管理手册发布日期决定体系时间线（实施、培训、内审、管理评审、认证申请）',
    fields: [
      { key: 'manualReleaseDate', label: '管理手册发布日期', type: 'date', required: true, help: '其余日期按中国工作日由发布日期推算，可逐项调整' },
      { key: 'riskAssessmentDate', label: '风险评估日期', type: 'date' },
      { key: 'trainingDate', label: '体系培训日期', type: 'date' },
      { key: 'internalAuditDate', label: '内部审核日期', type: 'date' },
      { key: 'managementReviewDate', label: '管理评审日期', type: 'date' },
      { key: 'certificationApplicationDate', label: '认证申请日期', type: 'date' },
    ],
  },
  {
    key: 'environment',
    label: '环境因素',
    description: '活动、产品和服务中的环境因素，按重要性评价标准打分（ISO 14001）',
    systems: ['EMS'],
    fields: [
      {
        key: 'envAspects',
        label: '环境因素',
        type: 'list',
        minItems: 1,
        maxItems: 200,
        columns: [
          { key: 'activity', label: '活动/产品/服务', type: 'text', required: true, max: 100 },
          { key: 'aspect', label: '环境因素', type: 'text', required: true, max: 100 },
          { key: 'impact', label: '环境影响', type: 'text', required: true, max: 100 },
          { key: 'condition', label: '状态', type: 'select', required: true, options: ['正常', '异常', '紧急'] },
          { key: 'department', label: '责任部门', type: 'text', max: 50 },
          { key: 'scores', label: '评分', type: 'number' },
        ],
      },
    ],
  },
];

/** The key of the responsibility matrix value (clause id → IsoMatrixRow); kept beside the groups' fields. */
export const ISO_MATRIX_KEY = 'responsibilityMatrix';

/** The groups of a project of these management systems. */
export const isoVariableGroupsFor = (systems: readonly ManagementSystem[]): IsoVariableGroup[] =>
  ISO_VARIABLE_GROUPS.filter((group) => !group.systems || group.systems.some((system) => systems.includes(system)));

/** Every field by key. */
export const ISO_VARIABLE_FIELDS: ReadonlyMap<string, IsoVariableField> = new Map(
  ISO_VARIABLE_GROUPS.flatMap((group) => group.fields.map((field) => [field.key, field] as const)),
);
