/**
 * Chinese justification lines for an audit-time result. IAF MD5 requires the determination and its
 * justification to be available to the client (EA FAQ 34.6), so every number the calculator uses
 * appears here with its source table, reason and cap.
 */
import { AuditComplexity, ManagementSystem } from './model';
import type { AuditTimeResult, StandardTime } from './result';
import { formatDays, formatNumber, formatPct, roundHalfDay } from './rounding';

function ratioText(ratio: number): string {
  if (Math.abs(ratio - 1 / 3) < 1e-9) return '1/3';
  if (Math.abs(ratio - 2 / 3) < 1e-9) return '2/3';
  return formatPct(ratio * 100);
}

function standardName(s: StandardTime): string {
  return `${ManagementSystem.label(s.standard)}${s.complexity ? `（复杂程度：${AuditComplexity.label(s.complexity)}）` : ''}`;
}

function lookupLine(personnel: number, lookup: StandardTime['lookup'], prefix: string): string {
  const band = lookup.extrapolated
    ? `超出表列最大人数，按递进规则（每增加 ${lookup.band.max - lookup.band.min + 1} 人增加一档）计入 ${lookup.band.min}–${lookup.band.max} 人档`
    : `落在 ${lookup.band.min}–${lookup.band.max} 人区间`;
  const interpolated = lookup.days !== lookup.band.days && !lookup.extrapolated ? `，区间内线性插值为 ${formatNumber(lookup.days)} 人日` : '';
  return `${prefix}有效人数 ${personnel} 人，${band}，表定 ${formatDays(lookup.band.days)}${interpolated}`;
}

function adjustmentLines(s: StandardTime, maxReductionPct: number): string[] {
  const a = s.adjustments;
  if (a.items.length === 0) return ['无增减调整'];
  const lines = a.items.map((item) => `${item.percent > 0 ? '增加' : '减少'} ${formatPct(Math.abs(item.percent))}：${item.reason}`);
  if (a.netting === 'net') {
    // Increases offset reductions first; only the remaining net reduction meets the cap.
    const net = a.increasePct - a.reductionPctRequested;
    const netText = `增减相抵：${formatPct(a.increasePct)} − ${formatPct(a.reductionPctRequested)} = ${net < 0 ? '−' : ''}${formatPct(Math.abs(net))}`;
    lines.push(
      -net > a.reductionPctApplied
        ? `${netText}，净减少超过上限 ${formatPct(maxReductionPct)}（IAF MD5），按减少 ${formatPct(a.reductionPctApplied)} 计`
        : netText,
    );
    lines.push(`调整系数 = 1 ${net < 0 ? '−' : '+'} ${formatPct(net < 0 ? a.reductionPctApplied : net)} = ${formatNumber(a.factor)}`);
    return lines;
  }
  if (a.reductionPctRequested > a.reductionPctApplied)
    lines.push(
      `减少合计 ${formatPct(a.reductionPctRequested)}，超过上限 ${formatPct(maxReductionPct)}（IAF MD5），按 ${formatPct(a.reductionPctApplied)} 计`,
    );
  lines.push(`调整系数 = 1 + ${formatPct(a.increasePct)} − ${formatPct(a.reductionPctApplied)} = ${formatNumber(a.factor)}`);
  return lines;
}

function standardLines(s: StandardTime, result: AuditTimeResult): string[] {
  const head = `【${standardName(s)}】`;
  const lines = [
    `${head}审核时间表：${s.table.title}（表号 ${s.table.id}，版本 ${s.table.version}）`,
    ...adjustmentLines(s, result.config.maxReductionPct).map((l) => `${head}${l}`),
  ];
  if (!s.sites) {
    lines.push(lookupLine(result.effectivePersonnel.effective, s.lookup, head));
    lines.push(`${head}调整后 ${formatNumber(s.lookup.days)} × ${formatNumber(s.adjustments.factor)} = ${formatNumber(s.adjustedDays)} 人日`);
    return lines;
  }
  for (const site of s.sites) {
    const where = `${head}场所“${site.name}”${site.central ? '（中心职能）' : ''}：`;
    if (!site.visited) {
      lines.push(`${where}本次未抽样审核，仅计入整体人数`);
      continue;
    }
    lines.push(lookupLine(site.personnel.effective, site.lookup, where));
    const reduction =
      site.reductionPctApplied > 0
        ? `，多场所减少 ${formatPct(site.reductionPctApplied)}${site.reductionPctRequested > site.reductionPctApplied ? `（申请 ${formatPct(site.reductionPctRequested)}，超过单场所上限 ${formatPct(result.config.maxSiteReductionPct)}，IAF MD1）` : ''}`
        : '';
    lines.push(`${where}调整后 ${formatNumber(site.adjustedDays)} 人日${reduction}，计 ${formatNumber(site.days)} 人日`);
  }
  lines.push(`${head}各抽样场所合计 ${formatNumber(s.sitesTotalDays ?? 0)} 人日`);
  const single = `按全部人员在单一场所计算为 ${formatNumber(s.lookup.days)} × ${formatNumber(s.adjustments.factor)} = ${formatNumber(s.adjustedDays)} 人日`;
  lines.push(
    s.floorApplied
      ? `${head}${single}；多场所合计不得低于该值（IAF MD1），取 ${formatNumber(s.days)} 人日`
      : `${head}${single}${result.config.multiSiteSingleSiteFloor ? '，多场所合计不低于该值' : '（未启用单场所下限）'}`,
  );
  return lines;
}

export function explainAuditTime(result: AuditTimeResult): string[] {
  const { config, initial, surveillance, recertification } = result;
  const lines: string[] = [
    '审核时间依据 IAF MD5（质量、环境、职业健康安全）或 ISO/IEC 27006-1（信息安全）确定；1 个审核人日为 8 小时，不含路途时间，不得以延长工作时间缩短人日。',
  ];
  const multiSite = result.standards[0]?.sites;
  if (multiSite) {
    for (const site of multiSite) lines.push(...site.personnel.lines.map((l) => `【人员·${site.name}】${l}`));
    lines.push(`【人员·全组织】有效人数合计 ${result.effectivePersonnel.effective} 人`);
  } else {
    lines.push(...result.effectivePersonnel.lines.map((l) => `【人员】${l}`));
  }
  for (const s of result.standards) lines.push(...standardLines(s, result));

  if (result.integration) {
    const i = result.integration;
    const capped =
      i.requestedPct > i.appliedPct
        ? `；申请 ${formatPct(i.requestedPct)}，超过上限 ${formatPct(config.maxIntegrationReductionPct)}（IAF MD11）`
        : '';
    lines.push(
      `【一体化审核】各体系合计 ${formatNumber(i.daysBefore)} 人日，按一体化程度减少 ${formatPct(i.appliedPct)}（理由：${i.justification}${capped}），为 ${formatNumber(i.daysAfter)} 人日`,
    );
  } else if (result.standards.length > 1) {
    lines.push(`【多体系】各体系合计 ${formatNumber(result.unroundedDays)} 人日（未按一体化审核减少）`);
  }

  lines.push(`【取整】按半天取整：${formatNumber(result.unroundedDays)} → ${formatDays(roundHalfDay(result.unroundedDays))}`);
  if (result.minimumApplied) lines.push(`【取整】初次认证审核不少于 ${formatDays(config.minInitialDays)}，按 ${formatDays(initial.totalDays)} 计`);
  lines.push(
    `【初次认证】合计 ${formatDays(initial.totalDays)}：第一阶段 ${formatDays(initial.stage1Days)}（约 ${formatPct(config.stage1Ratio * 100)}），第二阶段 ${formatDays(initial.stage2Days)}`,
    `【初次认证】现场审核不少于 ${formatDays(initial.onSiteMinDays)}（≥ ${formatPct(config.minOnSiteRatio * 100)}），策划、报告等非现场时间不超过 ${formatDays(initial.offSiteMaxDays)}`,
    `【监督审核】每次 ${formatDays(surveillance.totalDays)}（初审的 ${ratioText(config.surveillanceRatio)} = ${formatNumber(initial.totalDays * config.surveillanceRatio)}，按半天取整），现场不少于 ${formatDays(surveillance.onSiteMinDays)}`,
    `【再认证】${formatDays(recertification.totalDays)}（初审的 ${ratioText(config.recertificationRatio)} = ${formatNumber(initial.totalDays * config.recertificationRatio)}，按半天取整），现场不少于 ${formatDays(recertification.onSiteMinDays)}`,
  );
  return lines;
}
