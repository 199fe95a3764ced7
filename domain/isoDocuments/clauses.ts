/**
 * The requirement clauses a documentation project works with, per management system: the rows of
 * the responsibility matrix (职能分配表) and the clauses a nonconformity is raised against. ISMS:
 * the sub-clauses 4.1–10.2 of ISO/IEC 27001:2022 (domain/catalogues/iso27001.ts) and the four
 * Annex A themes (a control's nonconformity names the control, e.g. A.8.13). EMS: the sub-clauses
 * of ISO 14001:2015 (Annex SL structure, customary Chinese titles of GB/T 24001-2016).
 */
import type { ManagementSystem } from '../engines/auditTime/model';
import { ISO27001_CLAUSES, ISO27001_CONTROLS, IsoTheme, ISO_THEME_SECTION } from '../catalogues/iso27001';

export interface IsoRequirementClause {
  /** "4.1" … "10.2"; Annex A rows "A.5" … "A.8" (themes) and "A.5.1" … (controls). */
  id: string;
  title: string;
  system: ManagementSystem;
  /** A row of the responsibility matrix (sub-clauses and Annex A themes; controls are not). */
  inMatrix: boolean;
}

const ISO14001_CLAUSES: readonly [string, string][] = [
  ['4.1', '理解组织及其所处的环境'],
  ['4.2', '理解相关方的需求和期望'],
  ['4.3', '确定环境管理体系的范围'],
  ['4.4', '环境管理体系'],
  ['5.1', '领导作用和承诺'],
  ['5.2', '环境方针'],
  ['5.3', '组织的岗位、职责和权限'],
  ['6.1', '应对风险和机遇的措施'],
  ['6.1.2', '环境因素'],
  ['6.1.3', '合规义务'],
  ['6.2', '环境目标及其实现的策划'],
  ['7.1', '资源'],
  ['7.2', '能力'],
  ['7.3', '意识'],
  ['7.4', '信息交流'],
  ['7.5', '文件化信息'],
  ['8.1', '运行策划和控制'],
  ['8.2', '应急准备和响应'],
  ['9.1', '监视、测量、分析和评价'],
  ['9.1.2', '合规性评价'],
  ['9.2', '内部审核'],
  ['9.3', '管理评审'],
  ['10.1', '总则'],
  ['10.2', '不符合和纠正措施'],
  ['10.3', '持续改进'],
];

const ISMS_CLAUSES: readonly IsoRequirementClause[] = [
  ...ISO27001_CLAUSES.filter((clause) => clause.depth === 2).map((clause) => ({
    id: clause.id,
    title: clause.title,
    system: 'ISMS' as const,
    inMatrix: true,
  })),
  ...IsoTheme.values.map((theme) => ({
    id: `A.${ISO_THEME_SECTION[theme]}`,
    title: `附录 A ${IsoTheme.labels[theme]}`,
    system: 'ISMS' as const,
    inMatrix: true,
  })),
  ...ISO27001_CONTROLS.map((control) => ({ id: `A.${control.number}`, title: control.title, system: 'ISMS' as const, inMatrix: false })),
];

const EMS_CLAUSES: readonly IsoRequirementClause[] = ISO14001_CLAUSES.map(([id, title]) => ({ id, title, system: 'EMS' as const, inMatrix: true }));

/** The clauses of a project of these management systems, in the standard's order (ISMS first). */
export function isoClausesFor(systems: readonly ManagementSystem[]): IsoRequirementClause[] {
  const clauses: IsoRequirementClause[] = [];
  if (systems.includes('ISMS')) clauses.push(...ISMS_CLAUSES);
  if (systems.includes('EMS')) clauses.push(...EMS_CLAUSES);
  return clauses;
}

/** The responsibility matrix's rows for these systems. */
export const isoMatrixClausesFor = (systems: readonly ManagementSystem[]): IsoRequirementClause[] =>
  isoClausesFor(systems).filter((clause) => clause.inMatrix);
