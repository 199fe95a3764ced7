/** Inputs of the risk assessment contracts (issue 14): request bodies and list queries. */
import { z } from 'zod';
import { AssetCategory, AssetItemState, AssessmentFilter, ThreatCategory, ThreatSource, UnitAssetType, VulnerabilityLayer } from './enums';
import { AcceptanceDecision, ControlEffectiveness, ControlType, ThreatTiming } from '../engines/risk/labels';
import { RA_LIMITS } from './rules';
import { text } from '../kernel/text';
import { filterOf, PageQuery } from '../kernel/contract';
import { code, codeList, codes, description, level, name, ownerAccountId, projectCode } from './contractShapes';

// ---- inputs ------------------------------------------------------------------------------------------

export const ProjectQuery = z.object({ projectCode });
export const ProjectBody = z.object({ projectCode });
export const DeleteBody = z.object({ projectCode, assetCodes: codes('资产') });
export const keyword = filterOf(text({ max: 60 }));
export const importance = filterOf(z.coerce.number().int().min(1).max(5));

export const BusinessAssetInput = z.object({
  projectCode,
  /** Absent = a new asset. */
  assetCode: text({ max: 60 }).optional(),
  name: name('业务'),
  description,
  options: z
    .record(z.string().max(40), z.union([text({ max: 40 }), z.array(text({ max: 40 })).max(20)]))
    .default({})
    .refine((o) => Object.keys(o).length <= 30, '选项过多'),
  importance: level('业务重要性'),
  associations: z
    .array(
      z.object({
        assetCode: code('关联业务'),
        type: text({ max: 40 }).default(''),
        degree: z.enum(['close', 'loose'], { error: '请选择关联程度（紧密关联或非紧密关联）' }),
      }),
    )
    .max(50, '最多关联 50 项业务')
    .default([]),
  ownerAccountId,
});
export type BusinessAssetInput = z.input<typeof BusinessAssetInput>;

export const cia = {
  confidentiality: level('保密性'),
  integrity: level('完整性'),
  availability: level('可用性'),
};

export const SystemAssetInput = z.object({
  projectCode,
  assetCode: text({ max: 60 }).optional(),
  name: name('系统资产'),
  description,
  category: AssetCategory.schema,
  systemType: text({ max: 40, required: '请选择系统资产类型' }),
  carryTypes: z
    .array(text({ max: 40 }))
    .max(10)
    .default([]),
  carryLevel: level('业务关联程度'),
  systemRelated: level('资产关联程度').nullable().default(null),
  ...cia,
  businessCodes: codeList(200),
  ownerAccountId,
});
export type SystemAssetInput = z.input<typeof SystemAssetInput>;

export const UnitAssetInput = z.object({
  projectCode,
  assetCode: text({ max: 60 }).optional(),
  name: name('单元资产'),
  description,
  unitType: UnitAssetType.schema,
  subType: text({ max: 40 }).default(''),
  category: AssetCategory.schema,
  ...cia,
  systemCodes: codeList(200).min(1, '请至少关联一个系统资产'),
  ownerAccountId,
});
export type UnitAssetInput = z.input<typeof UnitAssetInput>;

export const ThreatInput = z.object({
  projectCode,
  threatCode: text({ max: 60 }).optional(),
  name: name('威胁'),
  category: ThreatCategory.schema,
  source: ThreatSource.schema,
  capability: level('行为能力').nullable().default(null),
  frequency: level('出现频率'),
  timing: ThreatTiming.schema.default('normal'),
  description,
});
export type ThreatInput = z.input<typeof ThreatInput>;

export const VulnerabilityInput = z.object({
  /** Absent = a new vulnerability. */
  vulnCode: text({ max: 60 }).optional(),
  name: name('脆弱性'),
  layer: VulnerabilityLayer.schema,
  severity: level('严重程度'),
  exploitability: level('可利用性').nullable().default(null),
  threatCodes: codeList(RA_LIMITS.threatsPerVulnerability).min(1, '请至少选择一项可利用该脆弱性的威胁'),
  description,
});
export type VulnerabilityInput = z.input<typeof VulnerabilityInput>;

export const ControlInput = z.object({
  controlCode: text({ max: 60 }).optional(),
  name: name('安全措施'),
  type: ControlType.schema,
  effectiveness: ControlEffectiveness.schema,
  layer: VulnerabilityLayer.schema,
  assetCodes: codeList(RA_LIMITS.batch).default([]),
  threatCodes: codeList(RA_LIMITS.threats).default([]),
  description,
});
export type ControlInput = z.input<typeof ControlInput>;

export const AssetListQuery = PageQuery.extend({
  projectCode,
  keyword,
  state: filterOf(AssetItemState.schema),
  ownerAccountId: filterOf(text({ max: 64 })),
  importance,
});
export const RiskListQuery = PageQuery.extend({
  projectCode,
  keyword,
  level: importance,
  acceptance: filterOf(AcceptanceDecision.schema),
  assetCode: filterOf(text({ max: 60 })),
  /** The assessment filter applied to each risk's asset. */
  filter: filterOf(AssessmentFilter.schema.exclude(['ALL'])),
});
