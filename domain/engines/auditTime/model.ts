/**
 * Audit-time (人日) engine: enums, input and configuration schemas, defaults.
 * Basis: domain brief §4.3 (IAF MD5, IAF MD1, IAF MD11, ISO/IEC 27006-1). Every default below
 * that the brief marks [I] or [R] cites that mark; tenants may override any of them.
 */
import { z } from 'zod';
import { defineEnum } from '../../kernel/enums';

/** Management systems with an audit-time table (brief §4.3). */
export const ManagementSystem = defineEnum({
  QMS: '质量管理体系（ISO 9001）',
  EMS: '环境管理体系（ISO 14001）',
  OHSMS: '职业健康安全管理体系（ISO 45001）',
  ISMS: '信息安全管理体系（ISO/IEC 27001）',
});
export type ManagementSystem = (typeof ManagementSystem.values)[number];

/** Complexity categories of IAF MD5 (EMS and OH&SMS; `limited` exists for EMS only). */
export const AuditComplexity = defineEnum({ high: '高', medium: '中', low: '低', limited: '有限' });
export type AuditComplexity = (typeof AuditComplexity.values)[number];

/** Which complexity categories each management system uses (none = a single table). */
export const COMPLEXITY_CATEGORIES: Readonly<Record<ManagementSystem, readonly AuditComplexity[]>> = {
  QMS: [],
  EMS: ['high', 'medium', 'low', 'limited'],
  OHSMS: ['high', 'medium', 'low'],
  ISMS: [],
};

/** How the table is read: by band (the table as printed) or as a continuum between band ends. */
export const TableLookupMode = defineEnum({ band: '按区间查表', continuum: '区间内线性插值' });
/** How a group doing identical repetitive low-skill work is counted (brief §4.3). */
export const RepetitiveMethod = defineEnum({ sqrt: '平方根法（向上取整）', ratio: '按比例折算' });
/**
 * How increases and reductions of the table time net before the reduction cap applies
 * (docs/engines-audit-time.md §1.4, with worked examples).
 * - gross: reductions are summed and capped on their own; increases are added on top.
 * - net: increases offset reductions first; only a remaining net reduction is capped.
 */
export const ReductionNetting = defineEnum({ gross: '减少项单独封顶，增加项另计', net: '增减相抵后净减少封顶' });

/**
 * What must hold before identical work done on several shifts or at several sites is counted as
 * one pooled group by the square-root rule (ISO/IEC 27006-1 C.3.4 via EA FAQ 48.6; the criteria
 * are [I], written out so that the client and the accreditation body can check them). A pooled
 * group must state every criterion; otherwise each group is reduced on its own.
 */
export const IdenticalWorkCriterion = defineEnum({
  sameActivity: '各班次/各场所人员从事完全相同的作业活动',
  sameProcedures: '按同一套程序文件和作业指导书作业，适用相同的管理体系控制',
  lowSkill: '属于重复性、低技能岗位，不涉及体系关键决策',
  centralControl: '由同一管理体系集中控制，审核可通过抽样覆盖',
});
export type IdenticalWorkCriterion = (typeof IdenticalWorkCriterion.values)[number];

/** Sane upper bounds of the inputs (far above any real organisation, far below overflow). */
export const AUDIT_TIME_LIMITS = {
  /** Persons in one headcount field (the largest employers have about 2.3 million staff). */
  headcount: 10_000_000,
  /** Groups in one part-time, temporary or repetitive list. */
  groups: 200,
  /** Sites of a multi-site organisation. */
  sites: 5_000,
  adjustments: 50,
  /** Tenant tables passed in one call. */
  tables: 50,
  /** Rows of one table. */
  tableRows: 200,
} as const;

export const auditTimeConfigSchema = z.strictObject({
  /** §4.3 [S] IAF MD5: reductions ≤ 30 % of table time. */
  maxReductionPct: z.number().min(0).max(100).default(30),
  /** §4.3 [S] IAF MD11: integration reduction ≤ 20 %. */
  maxIntegrationReductionPct: z.number().min(0).max(100).default(20),
  /** §4.3 [S] IAF MD1: per sampled site reduction ≤ 50 %. */
  maxSiteReductionPct: z.number().min(0).max(100).default(50),
  /** [R] IAF MD1: a multi-site total is never below the time for the same organisation on one site. */
  multiSiteSingleSiteFloor: z.boolean().default(true),
  /** §4.3 [I]: Stage 1 is roughly 20–30 % of the initial audit; 25 % by default. */
  stage1Ratio: z.number().gt(0).lt(1).default(0.25),
  /** §4.3 [S]: surveillance ≈ 1/3 of the initial (S1+S2) time, per surveillance audit. */
  surveillanceRatio: z
    .number()
    .gt(0)
    .max(1)
    .default(1 / 3),
  /** §4.3 [R]: recertification ≈ 2/3 of the initial time. */
  recertificationRatio: z
    .number()
    .gt(0)
    .max(1)
    .default(2 / 3),
  /** §4.3 [S] IAF MD5: on-site time ≥ 80 % of audit time. */
  minOnSiteRatio: z.number().min(0).max(1).default(0.8),
  /** [I]: weekly hours of a full-time employee, for converting part-time staff to FTE. */
  fullTimeHoursPerWeek: z.number().positive().max(84).default(40),
  /** §4.3 [S] 27006-1 C.3.4 square-root reduction (rounded up); `ratio` is an [I] alternative. */
  repetitiveMethod: RepetitiveMethod.schema.default('sqrt'),
  /** [I]: share of a repetitive group still counted when `repetitiveMethod` is `ratio`. */
  repetitiveRatio: z.number().gt(0).max(1).default(0.5),
  /** [I] How increases and reductions net before maxReductionPct applies (see ReductionNetting). */
  reductionNetting: ReductionNetting.schema.default('gross'),
  /** §4.3 calculator design [I]: "interpolate as continuum if configured". */
  lookupMode: TableLookupMode.schema.default('band'),
  /** [I]: smallest initial audit, so that Stage 1 and Stage 2 each get at least half a day. */
  minInitialDays: z.number().min(1).max(1000).multipleOf(0.5).default(1),
});
export type AuditTimeConfigInput = z.input<typeof auditTimeConfigSchema>;
export type AuditTimeConfig = z.output<typeof auditTimeConfigSchema>;

/** The defaults, resolved (documented in docs/engines-audit-time.md). */
export const DEFAULT_AUDIT_TIME_CONFIG: AuditTimeConfig = auditTimeConfigSchema.parse({});

const note = z.string().trim().max(200).optional();
const headcount = z.number().int().min(0).max(AUDIT_TIME_LIMITS.headcount);
const groupCount = (min: number) => z.number().int().min(min).max(AUDIT_TIME_LIMITS.headcount);
/** Hours per week can never exceed the 168 hours of a week. */
const hoursPerWeek = z.number().positive().max(168);
const groups = <T extends z.ZodType>(item: T) => z.array(item).max(AUDIT_TIME_LIMITS.groups).default([]);

/** People in scope (brief §4.3 "effective number of personnel"). */
export const personnelSchema = z.object({
  /** Full-time staff in scope, all shifts included. */
  fullTime: headcount,
  /** Part-time staff, converted to FTE by hours per week. */
  partTime: groups(z.object({ count: groupCount(1), hoursPerWeek, note })),
  /** Seasonal, temporary and contract staff present in the audited period; full-time when hours are omitted. */
  temporary: groups(z.object({ count: groupCount(1), hoursPerWeek: hoursPerWeek.optional(), note })),
  /**
   * Groups of full-time staff doing identical, repetitive low-skill work; the reason is given to the
   * client. Groups that name the same `pool` (the same work on several shifts, or at several sites)
   * are counted as one group for the whole organisation, only when each states every
   * IdenticalWorkCriterion (docs/engines-audit-time.md §1.5).
   */
  repetitive: groups(
    z.object({
      count: groupCount(2),
      justification: z.string().trim().min(1, '必须说明理由').max(200),
      pool: z.string().trim().min(1).max(60).optional(),
      criteria: z.array(IdenticalWorkCriterion.schema).max(IdenticalWorkCriterion.values.length).default([]),
    }),
  ),
});
export type PersonnelInput = z.input<typeof personnelSchema>;
export type Personnel = z.output<typeof personnelSchema>;

/** One increase (+) or reduction (−) of the table time, in percent, with its reason. */
export const adjustmentSchema = z.object({
  /** Optional catalogue code (see ADJUSTMENT_FACTORS). */
  code: z.string().max(60).optional(),
  reason: z.string().trim().min(1, '必须说明调整理由').max(200),
  percent: z
    .number()
    .min(-100)
    .max(100)
    .refine((p) => p !== 0, '调整比例不能为 0'),
});
export type Adjustment = z.output<typeof adjustmentSchema>;

export const standardRequestSchema = z.object({
  standard: ManagementSystem.schema,
  complexity: AuditComplexity.schema.optional(),
  adjustments: z.array(adjustmentSchema).max(AUDIT_TIME_LIMITS.adjustments).default([]),
});

export const siteSchema = z.object({
  name: z.string().trim().min(1).max(100),
  personnel: personnelSchema,
  /** Sampled (visited) in this audit; unvisited sites only count towards the single-site floor. */
  visited: z.boolean().default(true),
  /** The central function (head office); it is always visited. */
  central: z.boolean().default(false),
  /** IAF MD1 reduction for this site, in percent (capped by maxSiteReductionPct). */
  reductionPct: z.number().min(0).max(100).default(0),
  justification: z.string().trim().max(200).optional(),
});

export const auditTimeInputSchema = z
  .object({
    standards: z.array(standardRequestSchema).min(1).max(ManagementSystem.values.length),
    /** Single-site organisation; omit when `sites` is given. */
    personnel: personnelSchema.optional(),
    /** Multi-site organisation (IAF MD1). */
    sites: z.array(siteSchema).min(1).max(AUDIT_TIME_LIMITS.sites).optional(),
    /** Integrated audit of two or more standards (IAF MD11). */
    integration: z
      .object({ reductionPct: z.number().min(0).max(100), justification: z.string().trim().min(1, '必须说明一体化程度').max(200) })
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (!input.personnel === !input.sites)
      ctx.addIssue({ code: 'custom', path: ['personnel'], message: '请提供单场所人员（personnel）或多场所清单（sites）之一' });
    const seen = new Set<string>();
    input.standards.forEach((s, i) => {
      if (seen.has(s.standard))
        ctx.addIssue({ code: 'custom', path: ['standards', i, 'standard'], message: `${ManagementSystem.label(s.standard)}重复` });
      seen.add(s.standard);
      const categories = COMPLEXITY_CATEGORIES[s.standard];
      if (categories.length > 0 && !s.complexity)
        ctx.addIssue({ code: 'custom', path: ['standards', i, 'complexity'], message: `${ManagementSystem.label(s.standard)}必须选择复杂程度` });
      if (s.complexity && !categories.includes(s.complexity))
        ctx.addIssue({
          code: 'custom',
          path: ['standards', i, 'complexity'],
          message: `${ManagementSystem.label(s.standard)}不适用复杂程度“${AuditComplexity.label(s.complexity)}”`,
        });
    });
    if (input.integration && input.standards.length < 2)
      ctx.addIssue({ code: 'custom', path: ['integration'], message: '一体化审核至少需要两个管理体系' });
    input.sites?.forEach((site, i) => {
      if (site.central && !site.visited) ctx.addIssue({ code: 'custom', path: ['sites', i, 'visited'], message: '中心职能场所必须接受审核' });
      if (site.reductionPct > 0 && !site.justification)
        ctx.addIssue({ code: 'custom', path: ['sites', i, 'justification'], message: '场所减少审核时间必须说明理由' });
    });
    if (input.sites && !input.sites.some((s) => s.visited)) ctx.addIssue({ code: 'custom', path: ['sites'], message: '至少需要审核一个场所' });
  });
/** Options of calculateAuditTime; unknown keys are refused so that a misspelt option is never ignored. */
export const auditTimeOptionsSchema = z.strictObject({
  /** Checked by auditTimeConfigSchema. */
  config: z.unknown().optional(),
  /** Each checked by auditTimeTableSchema. */
  tables: z.array(z.unknown()).max(AUDIT_TIME_LIMITS.tables).optional(),
});
export type AuditTimeInput = z.input<typeof auditTimeInputSchema>;
export type AuditTimeRequest = z.output<typeof auditTimeInputSchema>;

/** Chinese field names for error messages (paths with `*` for array indexes). */
export const AUDIT_TIME_FIELD_LABELS: Readonly<Record<string, string>> = {
  standards: '管理体系',
  'standards.*.standard': '管理体系',
  'standards.*.complexity': '复杂程度',
  'standards.*.adjustments.*.reason': '调整理由',
  'standards.*.adjustments.*.percent': '调整比例（%）',
  personnel: '人员',
  'personnel.fullTime': '全职人数',
  'personnel.partTime.*.count': '兼职人数',
  'personnel.partTime.*.hoursPerWeek': '兼职人员每周工时',
  'personnel.temporary.*.count': '季节性/临时人数',
  'personnel.temporary.*.hoursPerWeek': '季节性/临时人员每周工时',
  'personnel.repetitive.*.count': '重复性岗位人数',
  'personnel.repetitive.*.justification': '重复性岗位减少理由',
  'personnel.repetitive.*.pool': '相同工作合并组',
  'personnel.repetitive.*.criteria': '相同工作合并依据',
  'personnel.repetitive.*.criteria.*': '相同工作合并依据',
  sites: '场所',
  'sites.*.name': '场所名称',
  'sites.*.visited': '是否审核',
  'sites.*.reductionPct': '场所减少比例（%）',
  'sites.*.justification': '场所减少理由',
  'sites.*.personnel.fullTime': '场所全职人数',
  'sites.*.personnel.partTime.*.count': '场所兼职人数',
  'sites.*.personnel.partTime.*.hoursPerWeek': '场所兼职人员每周工时',
  'sites.*.personnel.temporary.*.count': '场所季节性/临时人数',
  'sites.*.personnel.repetitive.*.count': '场所重复性岗位人数',
  'sites.*.personnel.repetitive.*.justification': '场所重复性岗位减少理由',
  integration: '一体化审核',
  'integration.reductionPct': '一体化减少比例（%）',
  'integration.justification': '一体化程度说明',
  maxReductionPct: '减少上限（%）',
  maxIntegrationReductionPct: '一体化减少上限（%）',
  maxSiteReductionPct: '单场所减少上限（%）',
  stage1Ratio: '第一阶段占比',
  surveillanceRatio: '监督审核比例',
  recertificationRatio: '再认证比例',
  minOnSiteRatio: '现场审核最低比例',
  fullTimeHoursPerWeek: '全职每周工时',
  repetitiveMethod: '重复性岗位折算方法',
  repetitiveRatio: '重复性岗位折算比例',
  lookupMode: '查表方式',
  tables: '审核时间表',
  reductionNetting: '增减相抵方式',
  minInitialDays: '初审最少人日',
};
