/**
 * ISO/IEC 27001:2022 catalogue: clauses 4–10 with their sub-clauses, and the 93 Annex A controls
 * in four themes. Short titles only (domain brief §3.1 [R], §3.2 [S: Singhhs/OpenGRC-Toolkit,
 * titles normalised to the official short titles]); Chinese titles follow the customary
 * translations (GB/T 22080 style). No requirement text: the standard is copyrighted.
 *
 * The data is typed by the schemas below and validated by them in tests/unit/catalogues.test.ts,
 * not at import time.
 */
import { z } from 'zod';
import { defineEnum } from '../kernel/enums';

/** Annex A themes, in the standard's order (5 organizational … 8 technological). */
export const IsoTheme = defineEnum({
  organizational: '组织控制',
  people: '人员控制',
  physical: '物理控制',
  technological: '技术控制',
});
export type IsoTheme = (typeof IsoTheme.values)[number];

/** The Annex A section number of each theme ("5.x" … "8.x"). */
export const ISO_THEME_SECTION: Readonly<Record<IsoTheme, number>> = {
  organizational: 5,
  people: 6,
  physical: 7,
  technological: 8,
};

export const IsoClauseSchema = z.object({
  /** "4", "4.1", "6.1.2" … */
  id: z.string().regex(/^(?:[4-9]|10)(?:\.\d+){0,2}$/),
  /** The enclosing clause id, null for the top-level clauses 4–10. */
  parent: z.string().nullable(),
  /** 1 = clause (4–10), 2 = sub-clause (4.1 … 10.2), 3 = sub-sub-clause (6.1.1 …). */
  depth: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  title: z.string().min(1),
  titleEn: z.string().min(1),
});
export type IsoClause = z.infer<typeof IsoClauseSchema>;

export const IsoControlSchema = z.object({
  /** Annex A number without the "A." prefix: "5.1" … "8.34". */
  number: z.string().regex(/^[5-8]\.\d{1,2}$/),
  theme: IsoTheme.schema,
  title: z.string().min(1),
  titleEn: z.string().min(1),
  /** One of the 11 controls new in the 2022 edition (brief §3.2 [S]). */
  newIn2022: z.boolean(),
});
export type IsoControl = z.infer<typeof IsoControlSchema>;

type ClauseRow = readonly [id: string, title: string, titleEn: string];

const CLAUSE_ROWS: readonly ClauseRow[] = [
  ['4', '组织环境', 'Context of the organization'],
  ['4.1', '理解组织及其环境', 'Understanding the organization and its context'],
  ['4.2', '理解相关方的需求和期望', 'Understanding the needs and expectations of interested parties'],
  ['4.3', '确定信息安全管理体系的范围', 'Determining the scope of the ISMS'],
  ['4.4', '信息安全管理体系', 'Information security management system'],
  ['5', '领导作用', 'Leadership'],
  ['5.1', '领导作用和承诺', 'Leadership and commitment'],
  ['5.2', '方针', 'Policy'],
  ['5.3', '组织的角色、职责和权限', 'Organizational roles, responsibilities and authorities'],
  ['6', '策划', 'Planning'],
  ['6.1', '应对风险和机会的措施', 'Actions to address risks and opportunities'],
  ['6.1.1', '总则', 'General'],
  ['6.1.2', '信息安全风险评估', 'Information security risk assessment'],
  ['6.1.3', '信息安全风险处置', 'Information security risk treatment'],
  ['6.2', '信息安全目标及其实现的策划', 'Information security objectives and planning to achieve them'],
  ['6.3', '变更的策划', 'Planning of changes'],
  ['7', '支持', 'Support'],
  ['7.1', '资源', 'Resources'],
  ['7.2', '能力', 'Competence'],
  ['7.3', '意识', 'Awareness'],
  ['7.4', '沟通', 'Communication'],
  ['7.5', '文件化信息', 'Documented information'],
  ['7.5.1', '总则', 'General'],
  ['7.5.2', '创建和更新', 'Creating and updating'],
  ['7.5.3', '文件化信息的控制', 'Control of documented information'],
  ['8', '运行', 'Operation'],
  ['8.1', '运行的策划和控制', 'Operational planning and control'],
  ['8.2', '信息安全风险评估', 'Information security risk assessment'],
  ['8.3', '信息安全风险处置', 'Information security risk treatment'],
  ['9', '绩效评价', 'Performance evaluation'],
  ['9.1', '监视、测量、分析和评价', 'Monitoring, measurement, analysis and evaluation'],
  ['9.2', '内部审核', 'Internal audit'],
  ['9.2.1', '总则', 'General'],
  ['9.2.2', '内部审核方案', 'Internal audit programme'],
  ['9.3', '管理评审', 'Management review'],
  ['9.3.1', '总则', 'General'],
  ['9.3.2', '管理评审输入', 'Management review inputs'],
  ['9.3.3', '管理评审结果', 'Management review results'],
  ['10', '改进', 'Improvement'],
  ['10.1', '持续改进', 'Continual improvement'],
  ['10.2', '不符合和纠正措施', 'Nonconformity and corrective action'],
];

function clauseFromRow([id, title, titleEn]: ClauseRow): IsoClause {
  const parts = id.split('.');
  return {
    id,
    parent: parts.length === 1 ? null : parts.slice(0, -1).join('.'),
    depth: parts.length as 1 | 2 | 3,
    title,
    titleEn,
  };
}

/** Every clause and sub-clause of 4–10, in document order. */
export const ISO27001_CLAUSES: readonly IsoClause[] = Object.freeze(CLAUSE_ROWS.map(clauseFromRow));

/** The seven top-level clauses "4" … "10". */
export const ISO27001_TOP_CLAUSES: readonly IsoClause[] = ISO27001_CLAUSES.filter((c) => c.depth === 1);

/** The 11 controls new in the 2022 edition (brief §3.2 [S]). */
export const ISO27001_NEW_IN_2022: readonly string[] = ['5.7', '5.23', '5.30', '7.4', '8.9', '8.10', '8.11', '8.12', '8.16', '8.23', '8.28'];

type ControlRow = readonly [number: string, title: string, titleEn: string];

const CONTROL_ROWS: readonly ControlRow[] = [
  // 5 Organizational (37)
  ['5.1', '信息安全策略', 'Policies for information security'],
  ['5.2', '信息安全角色和职责', 'Information security roles and responsibilities'],
  ['5.3', '职责分离', 'Segregation of duties'],
  ['5.4', '管理职责', 'Management responsibilities'],
  ['5.5', '与主管部门的联系', 'Contact with authorities'],
  ['5.6', '与特定利益团体的联系', 'Contact with special interest groups'],
  ['5.7', '威胁情报', 'Threat intelligence'],
  ['5.8', '项目管理中的信息安全', 'Information security in project management'],
  ['5.9', '信息及其他相关资产的清单', 'Inventory of information and other associated assets'],
  ['5.10', '信息及其他相关资产的可接受使用', 'Acceptable use of information and other associated assets'],
  ['5.11', '资产的归还', 'Return of assets'],
  ['5.12', '信息分级', 'Classification of information'],
  ['5.13', '信息标记', 'Labelling of information'],
  ['5.14', '信息传输', 'Information transfer'],
  ['5.15', '访问控制', 'Access control'],
  ['5.16', '身份管理', 'Identity management'],
  ['5.17', '鉴别信息', 'Authentication information'],
  ['5.18', '访问权限', 'Access rights'],
  ['5.19', '供应商关系中的信息安全', 'Information security in supplier relationships'],
  ['5.20', '在供应商协议中处理信息安全', 'Addressing information security within supplier agreements'],
  ['5.21', 'ICT供应链中的信息安全管理', 'Managing information security in the ICT supply chain'],
  ['5.22', '供应商服务的监视、评审和变更管理', 'Monitoring, review and change management of supplier services'],
  ['5.23', '使用云服务的信息安全', 'Information security for use of cloud services'],
  ['5.24', '信息安全事件管理的策划和准备', 'Information security incident management planning and preparation'],
  ['5.25', '信息安全事态的评估和决策', 'Assessment and decision on information security events'],
  ['5.26', '信息安全事件的响应', 'Response to information security incidents'],
  ['5.27', '从信息安全事件中学习', 'Learning from information security incidents'],
  ['5.28', '证据的收集', 'Collection of evidence'],
  ['5.29', '中断期间的信息安全', 'Information security during disruption'],
  ['5.30', '业务连续性的ICT就绪', 'ICT readiness for business continuity'],
  ['5.31', '法律、法规、监管和合同要求', 'Legal, statutory, regulatory and contractual requirements'],
  ['5.32', '知识产权', 'Intellectual property rights'],
  ['5.33', '记录的保护', 'Protection of records'],
  ['5.34', '隐私和个人身份信息保护', 'Privacy and protection of PII'],
  ['5.35', '信息安全的独立评审', 'Independent review of information security'],
  ['5.36', '符合信息安全策略、规则和标准', 'Compliance with policies, rules and standards for information security'],
  ['5.37', '文件化的操作规程', 'Documented operating procedures'],
  // 6 People (8)
  ['6.1', '背景调查', 'Screening'],
  ['6.2', '聘用条款和条件', 'Terms and conditions of employment'],
  ['6.3', '信息安全意识、教育和培训', 'Information security awareness, education and training'],
  ['6.4', '违规处理过程', 'Disciplinary process'],
  ['6.5', '聘用终止或变更后的责任', 'Responsibilities after termination or change of employment'],
  ['6.6', '保密或不泄露协议', 'Confidentiality or non-disclosure agreements'],
  ['6.7', '远程工作', 'Remote working'],
  ['6.8', '信息安全事态报告', 'Information security event reporting'],
  // 7 Physical (14)
  ['7.1', '物理安全边界', 'Physical security perimeters'],
  ['7.2', '物理入口', 'Physical entry'],
  ['7.3', '办公室、房间和设施的安全保护', 'Securing offices, rooms and facilities'],
  ['7.4', '物理安全监视', 'Physical security monitoring'],
  ['7.5', '物理和环境威胁的防范', 'Protecting against physical and environmental threats'],
  ['7.6', '在安全区域工作', 'Working in secure areas'],
  ['7.7', '清理桌面和屏幕', 'Clear desk and clear screen'],
  ['7.8', '设备选址和保护', 'Equipment siting and protection'],
  ['7.9', '组织场所外的资产安全', 'Security of assets off-premises'],
  ['7.10', '存储介质', 'Storage media'],
  ['7.11', '支持性设施', 'Supporting utilities'],
  ['7.12', '布缆安全', 'Cabling security'],
  ['7.13', '设备维护', 'Equipment maintenance'],
  ['7.14', '设备的安全处置或再利用', 'Secure disposal or re-use of equipment'],
  // 8 Technological (34)
  ['8.1', '用户终端设备', 'User endpoint devices'],
  ['8.2', '特许访问权', 'Privileged access rights'],
  ['8.3', '信息访问限制', 'Information access restriction'],
  ['8.4', '源代码的访问', 'Access to source code'],
  ['8.5', '安全鉴别', 'Secure authentication'],
  ['8.6', '容量管理', 'Capacity management'],
  ['8.7', '恶意软件防范', 'Protection against malware'],
  ['8.8', '技术脆弱性管理', 'Management of technical vulnerabilities'],
  ['8.9', '配置管理', 'Configuration management'],
  ['8.10', '信息删除', 'Information deletion'],
  ['8.11', '数据脱敏', 'Data masking'],
  ['8.12', '数据泄露防护', 'Data leakage prevention'],
  ['8.13', '信息备份', 'Information backup'],
  ['8.14', '信息处理设施的冗余', 'Redundancy of information processing facilities'],
  ['8.15', '日志', 'Logging'],
  ['8.16', '监视活动', 'Monitoring activities'],
  ['8.17', '时钟同步', 'Clock synchronization'],
  ['8.18', '特权实用程序的使用', 'Use of privileged utility programs'],
  ['8.19', '运行系统上软件的安装', 'Installation of software on operational systems'],
  ['8.20', '网络安全', 'Networks security'],
  ['8.21', '网络服务的安全', 'Security of network services'],
  ['8.22', '网络隔离', 'Segregation of networks'],
  ['8.23', 'Web过滤', 'Web filtering'],
  ['8.24', '密码技术的使用', 'Use of cryptography'],
  ['8.25', '安全开发生命周期', 'Secure development life cycle'],
  ['8.26', '应用安全要求', 'Application security requirements'],
  ['8.27', '安全系统架构和工程原则', 'Secure system architecture and engineering principles'],
  ['8.28', '安全编码', 'Secure coding'],
  ['8.29', '开发和验收中的安全测试', 'Security testing in development and acceptance'],
  ['8.30', '外包开发', 'Outsourced development'],
  ['8.31', '开发、测试和生产环境的分离', 'Separation of development, test and production environments'],
  ['8.32', '变更管理', 'Change management'],
  ['8.33', '测试信息', 'Test information'],
  ['8.34', '审计测试期间信息系统的保护', 'Protection of information systems during audit testing'],
];

const THEME_BY_SECTION: Readonly<Record<string, IsoTheme>> = Object.fromEntries(
  IsoTheme.values.map((theme) => [String(ISO_THEME_SECTION[theme]), theme]),
);
const NEW_IN_2022 = new Set(ISO27001_NEW_IN_2022);

/** The 93 Annex A controls in document order; the theme follows from the section number. */
export const ISO27001_CONTROLS: readonly IsoControl[] = Object.freeze(
  CONTROL_ROWS.map(([number, title, titleEn]) => ({
    number,
    theme: THEME_BY_SECTION[number.split('.')[0]],
    title,
    titleEn,
    newIn2022: NEW_IN_2022.has(number),
  })),
);

const CLAUSE_BY_ID: ReadonlyMap<string, IsoClause> = new Map(ISO27001_CLAUSES.map((c) => [c.id, c]));
const CONTROL_BY_NUMBER: ReadonlyMap<string, IsoControl> = new Map(ISO27001_CONTROLS.map((c) => [c.number, c]));
const CLAUSE_ORDER: ReadonlyMap<string, number> = new Map(ISO27001_CLAUSES.map((c, i) => [c.id, i]));
const CONTROL_ORDER: ReadonlyMap<string, number> = new Map(ISO27001_CONTROLS.map((c, i) => [c.number, i]));

export const isoClause = (id: string): IsoClause | undefined => CLAUSE_BY_ID.get(id);
export const isoControl = (number: string): IsoControl | undefined => CONTROL_BY_NUMBER.get(number);
/** Position in document order (for stable sorting), or -1 when unknown. */
export const isoClauseOrder = (id: string): number => CLAUSE_ORDER.get(id) ?? -1;
export const isoControlOrder = (number: string): number => CONTROL_ORDER.get(number) ?? -1;

/** The top-level clause ("4" … "10") a clause or sub-clause belongs to. */
export const isoTopClauseOf = (id: string): string => id.split('.')[0];
