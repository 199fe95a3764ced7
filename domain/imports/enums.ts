/** Enumerations of the imports area: the government-data kinds and the official columns' fixed values. */
import { defineEnum } from '../kernel/enums';

/** The customer's government data imported from the official Excel layouts (spec §7 /api/govTecProject, /api/govInnovative). */
export const GovImportKind = defineEnum({ govTecProject: '科技项目', govInnovative: '创新型企业' });
export type GovImportKind = (typeof GovImportKind.values)[number];

/** The level of the government that set up a technology project. */
export const GovProjectLevel = defineEnum({ national: '国家级', provincial: '省级', municipal: '市级', district: '区县级' });
export type GovProjectLevel = (typeof GovProjectLevel.values)[number];

export const GovProjectStatus = defineEnum({ ongoing: '在研', accepted: '已验收', terminated: '已终止' });
export type GovProjectStatus = (typeof GovProjectStatus.values)[number];

/** Innovative-enterprise recognitions (科技部 / 工信部 programmes). */
export const InnovativeQualification = defineEnum({
  highTech: '高新技术企业',
  techSme: '科技型中小企业',
  innovativeSme: '创新型中小企业',
  specialisedSme: '专精特新中小企业',
  littleGiant: '专精特新“小巨人”企业',
});
export type InnovativeQualification = (typeof InnovativeQualification.values)[number];

/** Named Excel templates the parser reads (domain/imports/templates.ts). */
export const ImportTemplateName = defineEnum({
  govTecProject: '科技项目',
  govInnovative: '创新型企业',
  raBusinessAssets: '业务资产清单',
  raSystemAssets: '系统资产清单',
  raUnitAssets: '单元资产清单',
});
export type ImportTemplateName = (typeof ImportTemplateName.values)[number];
