/**
 * MLPS 2.0 (GB/T 22239-2019, 网络安全等级保护基本要求) catalogue: the 10 categories of the general
 * requirements (安全通用要求), their control points with the protection levels 1–4 each applies
 * to, and the extension requirements (安全扩展要求) for cloud, mobile, IoT and industrial control.
 *
 * Sources (domain brief §2.3): category and control-point names and the level-3 set are [S]
 * (HummerRisk grade-protection table; 71 control points at level 3). The brief states only that
 * lower levels have fewer points (level 1 has no 安全管理中心); the level-1/level-2 applicability
 * below is [R] (recollection of the standard's chapter structure) and the extension points'
 * levels are [R] with lower confidence. Verify against an authoritative copy (brief §6 item 2)
 * and edit the data here; the engines read only this table.
 *
 * Short titles only: the requirement items (测评项) are copyrighted text and are supplied by the
 * caller as data that references these control points.
 */
import { z } from 'zod';
import { defineEnum } from '../kernel/enums';

/** Protection levels covered by the catalogue (level 5 is out of commercial scope, brief §2.2). */
export const MLPS_LEVELS = [1, 2, 3, 4] as const;
export type MlpsLevel = (typeof MLPS_LEVELS)[number];

/** The protection levels as codes with their zh-CN names (a project's level). */
export const ProjectLevel = defineEnum({ '1': '第一级', '2': '第二级', '3': '第三级', '4': '第四级' });
export type ProjectLevel = (typeof ProjectLevel.values)[number];

/** The 10 categories of the general requirements, in the standard's order. */
export const MlpsCategory = defineEnum({
  PE: '安全物理环境',
  CN: '安全通信网络',
  AB: '安全区域边界',
  CE: '安全计算环境',
  MC: '安全管理中心',
  PO: '安全管理制度',
  OR: '安全管理机构',
  PS: '安全管理人员',
  CM: '安全建设管理',
  OM: '安全运维管理',
});
export type MlpsCategory = (typeof MlpsCategory.values)[number];

/** 技术要求 (the first five categories) and 管理要求 (the last five). */
export const MlpsRequirementKind = defineEnum({ technical: '技术要求', management: '管理要求' });
export type MlpsRequirementKind = (typeof MlpsRequirementKind.values)[number];

export const MLPS_CATEGORY_KIND: Readonly<Record<MlpsCategory, MlpsRequirementKind>> = {
  PE: 'technical',
  CN: 'technical',
  AB: 'technical',
  CE: 'technical',
  MC: 'technical',
  PO: 'management',
  OR: 'management',
  PS: 'management',
  CM: 'management',
  OM: 'management',
};

/** Extension requirement types (安全扩展要求), brief §2.1 and §2.3. */
export const MlpsExtension = defineEnum({
  cloud: '云计算安全扩展要求',
  mobile: '移动互联安全扩展要求',
  iot: '物联网安全扩展要求',
  ics: '工业控制系统安全扩展要求',
});
export type MlpsExtension = (typeof MlpsExtension.values)[number];

const ID_PREFIX: Readonly<Record<MlpsExtension, string>> = { cloud: 'CLD', mobile: 'MOB', iot: 'IOT', ics: 'ICS' };

export const MlpsLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const MlpsControlPointSchema = z.object({
  /** "PE-01" for general points, "CLD-PE-01" for extension points. */
  id: z.string().regex(/^(?:(?:CLD|MOB|IOT|ICS)-)?(?:PE|CN|AB|CE|MC|PO|OR|PS|CM|OM)-\d{2}$/),
  category: MlpsCategory.schema,
  name: z.string().min(1),
  /** Protection levels the point applies to: a non-empty, ascending subset of 1..4. */
  levels: z
    .array(MlpsLevelSchema)
    .min(1)
    .refine((ls) => ls.every((l, i) => i === 0 || l > ls[i - 1]), { error: '级别必须严格递增且不重复' }),
  /** null for 安全通用要求, else the extension type. */
  extension: MlpsExtension.schema.nullable(),
});
export type MlpsControlPoint = z.infer<typeof MlpsControlPointSchema>;

type Row = readonly [name: string, fromLevel: MlpsLevel];

const ALL_FROM = (from: MlpsLevel): MlpsLevel[] => MLPS_LEVELS.filter((l) => l >= from);

/** General requirements: each point with the lowest level it applies to (it applies up to 4). */
const GENERAL: Readonly<Record<MlpsCategory, readonly Row[]>> = {
  PE: [
    ['物理位置选择', 2],
    ['物理访问控制', 1],
    ['防盗窃和防破坏', 1],
    ['防雷击', 1],
    ['防火', 1],
    ['防水和防潮', 1],
    ['防静电', 2],
    ['温湿度控制', 1],
    ['电力供应', 1],
    ['电磁防护', 2],
  ],
  CN: [
    ['网络架构', 2],
    ['通信传输', 1],
    ['可信验证', 1],
  ],
  AB: [
    ['边界防护', 1],
    ['访问控制', 1],
    ['入侵防范', 2],
    ['恶意代码和垃圾邮件防范', 2],
    ['安全审计', 2],
    ['可信验证', 1],
  ],
  CE: [
    ['身份鉴别', 1],
    ['访问控制', 1],
    ['安全审计', 2],
    ['入侵防范', 1],
    ['恶意代码防范', 1],
    ['可信验证', 1],
    ['数据完整性', 1],
    ['数据保密性', 3],
    ['数据备份恢复', 1],
    ['剩余信息保护', 2],
    ['个人信息保护', 2],
  ],
  // Level 1 has no 安全管理中心 (brief §2.3).
  MC: [
    ['系统管理', 2],
    ['审计管理', 2],
    ['安全管理', 3],
    ['集中管控', 3],
  ],
  PO: [
    ['安全策略', 2],
    ['管理制度', 1],
    ['制定和发布', 2],
    ['评审和修订', 2],
  ],
  OR: [
    ['岗位设置', 1],
    ['人员配备', 1],
    ['授权和审批', 1],
    ['沟通和合作', 2],
    ['审核和检查', 2],
  ],
  PS: [
    ['人员录用', 1],
    ['人员离岗', 1],
    ['安全意识教育和培训', 1],
    ['外部人员访问管理', 1],
  ],
  CM: [
    ['定级和备案', 1],
    ['安全方案设计', 1],
    ['产品采购和使用', 1],
    ['自行软件开发', 2],
    ['外包软件开发', 2],
    ['工程实施', 1],
    ['测试验收', 1],
    ['系统交付', 1],
    ['等级测评', 2],
    ['服务供应商选择/管理', 1],
  ],
  OM: [
    ['环境管理', 1],
    ['资产管理', 2],
    ['介质管理', 1],
    ['设备维护管理', 1],
    ['漏洞和风险管理', 1],
    ['网络和系统安全管理', 1],
    ['恶意代码防范管理', 1],
    ['配置管理', 2],
    ['密码管理', 2],
    ['变更管理', 2],
    ['备份与恢复管理', 1],
    ['安全事件处置', 1],
    ['应急预案管理', 2],
    ['外包运维管理', 2],
  ],
};

type ExtRow = readonly [category: MlpsCategory, name: string, fromLevel: MlpsLevel];

/** Extension points as the brief lists them (§2.3 [S] names; levels [R]). */
const EXTENSIONS: Readonly<Record<MlpsExtension, readonly ExtRow[]>> = {
  cloud: [
    ['PE', '基础设施位置', 1],
    ['CN', '网络架构', 1],
    ['AB', '访问控制', 1],
    ['AB', '入侵防范', 2],
    ['AB', '安全审计', 2],
    ['CE', '身份鉴别', 3],
    ['CE', '镜像和快照保护', 2],
    ['CE', '数据完整性和保密性', 1],
    ['CE', '数据备份恢复', 2],
    ['CE', '剩余信息保护', 2],
    ['MC', '集中管控', 3],
    ['CM', '云服务商选择', 1],
    ['CM', '供应链管理', 1],
    ['OM', '云计算环境管理', 2],
  ],
  mobile: [
    ['PE', '无线接入点的物理位置', 1],
    ['AB', '边界防护', 1],
    ['AB', '访问控制', 1],
    ['AB', '入侵防范', 2],
    ['CE', '移动终端管控', 3],
    ['CE', '移动应用管控', 1],
    ['CM', '移动应用软件采购/开发', 1],
    ['OM', '配置管理', 3],
  ],
  iot: [
    ['PE', '感知节点设备物理防护', 1],
    ['AB', '接入控制', 1],
    ['AB', '入侵防范', 2],
    ['CE', '感知节点/网关节点设备安全', 3],
    ['CE', '抗数据重放', 3],
    ['CE', '数据融合处理', 3],
    ['OM', '感知节点管理', 1],
  ],
  ics: [
    ['PE', '室外控制设备物理防护', 1],
    ['CN', '网络架构', 1],
    ['CN', '通信传输', 2],
    ['AB', '访问控制', 1],
    ['AB', '拨号使用控制', 2],
    ['AB', '无线使用控制', 1],
    ['CE', '控制设备安全', 1],
    ['CM', '产品采购和使用', 2],
    ['CM', '外包软件开发', 2],
  ],
};

const seq = (n: number): string => String(n).padStart(2, '0');

function buildGeneral(): MlpsControlPoint[] {
  return MlpsCategory.values.flatMap((category) =>
    GENERAL[category].map(([name, from], i) => ({
      id: `${category}-${seq(i + 1)}`,
      category,
      name,
      levels: ALL_FROM(from),
      extension: null,
    })),
  );
}

function buildExtensions(): MlpsControlPoint[] {
  return MlpsExtension.values.flatMap((extension) => {
    const perCategory = new Map<MlpsCategory, number>();
    return EXTENSIONS[extension].map(([category, name, from]) => {
      const n = (perCategory.get(category) ?? 0) + 1;
      perCategory.set(category, n);
      return { id: `${ID_PREFIX[extension]}-${category}-${seq(n)}`, category, name, levels: ALL_FROM(from), extension };
    });
  });
}

/** General control points (安全通用要求), in category order. */
export const MLPS_GENERAL_CONTROL_POINTS: readonly MlpsControlPoint[] = Object.freeze(buildGeneral());
/** Extension control points (安全扩展要求), by extension type then category. */
export const MLPS_EXTENSION_CONTROL_POINTS: readonly MlpsControlPoint[] = Object.freeze(buildExtensions());
/** Every control point: general first, then extensions. */
export const MLPS_CONTROL_POINTS: readonly MlpsControlPoint[] = Object.freeze([...MLPS_GENERAL_CONTROL_POINTS, ...MLPS_EXTENSION_CONTROL_POINTS]);

const BY_ID: ReadonlyMap<string, MlpsControlPoint> = new Map(MLPS_CONTROL_POINTS.map((p) => [p.id, p]));
const ORDER: ReadonlyMap<string, number> = new Map(MLPS_CONTROL_POINTS.map((p, i) => [p.id, i]));

export const mlpsControlPoint = (id: string): MlpsControlPoint | undefined => BY_ID.get(id);
/** Position in catalogue order (for stable sorting), or -1 when unknown. */
export const mlpsControlPointOrder = (id: string): number => ORDER.get(id) ?? -1;

/** Whether a control point is in scope for an object graded at `level` with `extensions`. */
export function mlpsAppliesTo(point: MlpsControlPoint, level: MlpsLevel, extensions: readonly MlpsExtension[] = []): boolean {
  return (point.levels as readonly number[]).includes(level) && (point.extension === null || extensions.includes(point.extension));
}

/** The control points in scope for a level and a set of extension types, in catalogue order. */
export function mlpsControlPointsFor(level: MlpsLevel, extensions: readonly MlpsExtension[] = []): MlpsControlPoint[] {
  return MLPS_CONTROL_POINTS.filter((p) => mlpsAppliesTo(p, level, extensions));
}
