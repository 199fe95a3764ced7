/**
 * zod schemas of the scheduling engine's inputs, with Chinese field labels: proposeSchedule,
 * greedySchedule and checkPlan refuse anything else with an EngineInputError naming the field
 * ("审核 #3（AU0003）的要求人日（requiredDays）：…"), never a TypeError. Unknown keys are ignored
 * (callers may pass richer objects, e.g. proposed plans with their reasons).
 */
import { z } from 'zod';
import { type LabelResolver, parseOrThrow } from '../../kernel/validation';
import { calendarOverridesSchema } from '../timeline/calendar';
import { isIsoDate, MAX_YEAR, MIN_YEAR } from '../timeline/isoDate';

/** Sane upper bounds (far above a real body's quarter, far below trouble). */
export const SCHEDULE_LIMITS = {
  audits: 5_000,
  assessors: 2_000,
  fixed: 20_000,
  members: 50,
  listItems: 500,
  days: 1_000,
  text: 200,
} as const;

const text = z.string().max(SCHEDULE_LIMITS.text);
const code = z.string().min(1).max(SCHEDULE_LIMITS.text);
const isoDate = z.string().refine(isIsoDate, `须为 ${MIN_YEAR}–${MAX_YEAR} 年间的有效日期（YYYY-MM-DD）`);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(SCHEDULE_LIMITS.listItems);
const days = z.number().finite().min(0).max(SCHEDULE_LIMITS.days);

export const scheduleAssessorSchema = z.object({
  code,
  bodyTenantCode: code,
  name: text,
  regionCode: text,
  teamLeader: z.boolean(),
  expert: z.boolean(),
  maxDaysPerMonth: z.number().int().min(0).max(31),
  registrations: list(z.object({ field: code, grade: z.enum(['trainee', 'auditor', 'senior']), validUntil: isoDate })),
  technicalAreas: list(code),
  conflicts: list(z.object({ clientKey: code, until: isoDate, reason: text })),
  unavailable: list(z.object({ from: isoDate, to: isoDate, reason: text })),
});

export const scheduleAuditSchema = z.object({
  code,
  bodyTenantCode: code,
  clientKey: code,
  clientName: text,
  type: text,
  standards: list(code).min(1),
  scopeCodes: list(code),
  regionCode: text,
  requiredDays: days,
  windowFrom: isoDate,
  windowTo: isoDate,
  previousLeaders: list(code),
});

export const plannedAuditSchema = z.object({
  auditCode: code,
  startDate: isoDate,
  endDate: isoDate,
  members: z.array(z.object({ assessorCode: code, role: z.enum(['leader', 'auditor', 'trainee', 'expert']), days })).max(SCHEDULE_LIMITS.members),
});

const period = z.object({ from: isoDate, to: isoDate });

/** Codes are keys: a repeated one would make two entries one. */
const uniqueCodes = (what: string) => (items: readonly { code: string }[], ctx: z.core.$RefinementCtx<readonly { code: string }[]>) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.code)) ctx.addIssue({ code: 'custom', path: [index, 'code'], message: `${what}编号 ${item.code} 重复` });
    seen.add(item.code);
  });
};

export const scheduleInputSchema = z.object({
  period,
  audits: z.array(scheduleAuditSchema).max(SCHEDULE_LIMITS.audits).superRefine(uniqueCodes('审核')),
  assessors: z.array(scheduleAssessorSchema).max(SCHEDULE_LIMITS.assessors).superRefine(uniqueCodes('审核员')),
  fixed: z.array(plannedAuditSchema).max(SCHEDULE_LIMITS.fixed),
  today: isoDate,
  calendar: calendarOverridesSchema.optional(),
});

export const checkContextSchema = z.object({
  audit: scheduleAuditSchema,
  others: z.array(plannedAuditSchema).max(SCHEDULE_LIMITS.fixed),
  today: isoDate,
  period: period.optional(),
  calendar: calendarOverridesSchema.optional(),
});

const COLLECTIONS: Readonly<Record<string, string>> = {
  audits: '审核',
  assessors: '审核员',
  fixed: '已定排期',
  others: '其他排期',
  members: '审核组成员',
  registrations: '注册资格',
  conflicts: '利益冲突',
  unavailable: '不可用日期',
};

export const SCHEDULE_FIELD_LABELS: Readonly<Record<string, string>> = {
  period: '排期区间',
  from: '开始日期',
  to: '结束日期',
  today: '今天',
  audit: '审核',
  code: '编号',
  bodyTenantCode: '机构',
  name: '姓名',
  regionCode: '地区代码',
  teamLeader: '组长能力',
  expert: '技术专家',
  maxDaysPerMonth: '每月审核天数上限',
  field: '注册领域',
  grade: '注册级别',
  validUntil: '有效期至',
  technicalAreas: '专业代码',
  clientKey: '客户标识',
  clientName: '客户名称',
  until: '截止日期',
  reason: '原因',
  type: '审核类型',
  standards: '管理体系',
  scopeCodes: '专业代码',
  requiredDays: '要求人日',
  windowFrom: '时间窗口开始日期',
  windowTo: '时间窗口结束日期',
  previousLeaders: '历次审核组长',
  auditCode: '审核编号',
  startDate: '开始日期',
  endDate: '结束日期',
  members: '审核组成员',
  assessorCode: '审核员编号',
  role: '角色',
  days: '审核天数',
  calendar: '日历调整',
};

/** "审核 #3（AU0003）的要求人日（requiredDays）" from ["audits", 2, "requiredDays"]. */
const scheduleLabels: LabelResolver = (path, input) => {
  const last = [...path].reverse().find((key) => typeof key === 'string');
  const label = typeof last === 'string' && Object.hasOwn(SCHEDULE_FIELD_LABELS, last) ? SCHEDULE_FIELD_LABELS[last] : undefined;
  const [collection, index] = path;
  if (typeof collection !== 'string' || typeof index !== 'number' || !Object.hasOwn(COLLECTIONS, collection)) return label;
  const entry = (input as Record<string, unknown[] | undefined> | undefined)?.[collection]?.[index] as
    | { code?: unknown; auditCode?: unknown }
    | undefined;
  const id = [entry?.code, entry?.auditCode].find((value) => typeof value === 'string' && value);
  return { entry: `${COLLECTIONS[collection]} #${index + 1}${id ? `（${id}）` : ''}`, depth: 2, label };
};

export type ParsedScheduleInput = z.output<typeof scheduleInputSchema>;

export const parseScheduleInput = (input: unknown): ParsedScheduleInput =>
  parseOrThrow(scheduleInputSchema, input, { labels: scheduleLabels, root: '' });

export const parsePlannedAudit = (plan: unknown) => parseOrThrow(plannedAuditSchema, plan, { labels: scheduleLabels, root: '' });

export const parseCheckContext = (context: unknown) => parseOrThrow(checkContextSchema, context, { labels: scheduleLabels, root: '' });
export const parseAssessor = (assessor: unknown, root: string) => parseOrThrow(scheduleAssessorSchema, assessor, { labels: scheduleLabels, root });
