/**
 * The consultant side of the risk assessment mocks (issue 14), like the server's consultant
 * routes: threats (identify), vulnerabilities per asset (assess), existing measures (control),
 * the risks computed in one engine call when the measures are finished (domain/riskAssessment/compute.ts
 * computeAssessment, treatments kept by risk code), treatment (risk) and acceptance (remnant_risk).
 * Writes need the project's consultant or the delivery managers (consultantRefusal) and the
 * stage of consultantEditRefusal; finishing a stage asks the machine and consultantFinishProblems.
 */
import { riskAssessmentContracts as c } from '../../domain/riskAssessment/contracts';
import { type RiskMethod, RiskMethod as RiskMethodEnum } from '../../domain/engines/risk';
import { EngineInputError } from '../../domain/engines/errors';
import { AssetAssessStatus } from '../../domain/enums';
import { ErrorCode, ok } from '../../domain/errors';
import {
  type CONSULTANT_EDIT_STAGES,
  consultantEditRefusal,
  consultantFinishProblems,
  MEASURE_CATALOGUE,
  RA_STAGE_MACHINE,
  RA_LIMITS,
  type StageAction,
  type StoredTreatment,
} from '../../domain/riskAssessment/rules';
import { computeAssessment, threatValueOf } from '../../domain/riskAssessment/compute';
import { isHighRemnant, signedTreatment } from '../../domain/riskAssessment/views';
import { contractKey, guardedSession, type MockCaller, type MockHandler, pageOf, parseOr } from './handler';
import { reading } from './riskAssessmentAssetKit';
import { type RaAssessment, type RaVulnerability, raStore } from './riskAssessmentStore';
import {
  assessAssetRows,
  configOf,
  consultantRefusal,
  controlRow,
  countsOf,
  type Fail,
  failure,
  infoOf,
  moveStage,
  nextCode,
  type Opened,
  openFor,
  type ProjectRows,
  refuse,
  riskRow,
  rowsOf,
  statusRefusal,
  storedOf,
  threatRow,
  timeline,
  vulnerabilityRow,
} from './riskAssessmentViews';

type Work = { o: Opened; rows: ProjectRows };

/** The consultant's change of `what`: the project delivered by the caller, the stage that edits it. */
function working(caller: MockCaller, projectCode: string, what: keyof typeof CONSULTANT_EDIT_STAGES): Work | Fail {
  const o = openFor(caller, projectCode);
  if ('failure' in o) return o;
  const refused = consultantRefusal(o);
  if (refused) return refused;
  if (o.a.status !== 'assets-owner-finish')
    return failure(
      ErrorCode.RA_CONSULTANT_STAGE_CLOSED,
      `评估当前为“${AssetAssessStatus.label(o.a.status)}”，只能在资产确认完成后、提交客户确认前修改`,
    );
  const refusal = consultantEditRefusal(o.a.stage, what);
  if (refusal) return failure(ErrorCode.RA_CONSULTANT_STAGE_CLOSED, refusal);
  return { o, rows: rowsOf(o.a) };
}

/** The consultant finishes the stage the project is in (the machine, the status, then what is still missing). */
function finishing(caller: MockCaller, projectCode: string, action: StageAction, extra?: (o: Opened) => Fail | null) {
  const o = openFor(caller, projectCode);
  if ('failure' in o) return o.failure;
  const refused = consultantRefusal(o);
  if (refused) return refused.failure;
  if (o.a.status !== 'assets-owner-finish')
    return refuse(ErrorCode.RA_STATUS_MOVE_REFUSED, `评估当前为“${AssetAssessStatus.label(o.a.status)}”，不能完成该阶段`);
  const submits = action === 'finishRemnant' ? statusRefusal(o, caller, 'SUBMIT_CONFIRM') : null;
  if (submits) return submits.failure;
  // The machine's refusal (wrong stage) comes first; then what is still missing.
  const refusal = RA_STAGE_MACHINE.refusal(o.a.stage, action, caller.user);
  if (refusal) return refuse(ErrorCode.RA_STAGE_MOVE_REFUSED, refusal);
  const problems = consultantFinishProblems(o.a.stage, countsOf(rowsOf(o.a)));
  if (problems.length) return refuse(ErrorCode.RA_STAGE_INCOMPLETE, problems.join('；'));
  const more = extra?.(o);
  return more ? more.failure : o;
}

/** Computes every risk of the assessment (treatments by risk code), replacing the stored risks. */
export function computeRisks(
  a: RaAssessment,
  method: RiskMethod,
  treatments?: StoredTreatment[],
  errorCode: ErrorCode = ErrorCode.RA_STAGE_INCOMPLETE,
): Fail | null {
  const rows = rowsOf(a);
  const stored = storedOf(rows);
  let result: ReturnType<typeof computeAssessment>;
  try {
    result = computeAssessment(configOf({ config: a.config, method }), treatments ? { ...stored, treatments } : stored);
  } catch (error) {
    if (error instanceof EngineInputError) return failure(errorCode, error.issues.slice(0, 10).join('；'));
    throw error;
  }
  const now = new Date();
  const s = raStore();
  s.risks = s.risks.filter((r) => !(r.projectCode === a.projectCode && r.tenantCode === a.tenantCode));
  s.risks.push(...result.risks.map((r) => ({ ...r, tenantCode: a.tenantCode, projectCode: a.projectCode, computedAt: now })));
  return null;
}

const riskCodesProblem = (rows: ProjectRows, codes: readonly string[]): Fail | null => {
  const missing = codes.find((code) => !rows.risks.some((r) => r.riskCode === code));
  return missing ? failure(ErrorCode.RA_RISK_NOT_FOUND, `风险 ${missing} 不存在`) : null;
};

const highRemnant = (rows: ProjectRows) => rows.risks.filter(isHighRemnant).map((r) => riskRow(r, rows));

export const raConsultantHandlers: Record<string, MockHandler> = {
  [contractKey(c.raThreatList)]: guardedSession(c.raThreatList, ({ query, caller }) => {
    const parsed = parseOr(c.raThreatList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    return { envelope: ok(found.rows.threats.map((t) => threatRow(found.o.a, t, found.rows))) };
  }),

  [contractKey(c.raThreatSave)]: guardedSession(c.raThreatSave, ({ body, caller }) => {
    const parsed = parseOr(c.raThreatSave.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { projectCode, threatCode, ...fields } = parsed.value;
    const work = working(caller, projectCode, 'threats');
    if ('failure' in work) return work.failure;
    const { a } = work.o;
    let threat = threatCode ? work.rows.threats.find((t) => t.threatCode === threatCode) : undefined;
    if (threatCode && !threat) return refuse(ErrorCode.RA_THREAT_NOT_FOUND);
    if (!threat && work.rows.threats.length >= RA_LIMITS.threats)
      return refuse(ErrorCode.RA_CONSULTANT_STAGE_CLOSED, `每个项目最多 ${RA_LIMITS.threats} 项威胁`);
    const value = threatValueOf(configOf(a), fields).value;
    if (threat) Object.assign(threat, fields, { value, updatedAt: new Date() });
    else {
      threat = { tenantCode: a.tenantCode, projectCode, threatCode: nextCode(a, 'TH'), ...fields, value, updatedAt: new Date() };
      raStore().threats.push(threat);
    }
    return { envelope: ok(threatRow(a, threat, rowsOf(a))) };
  }),

  [contractKey(c.raThreatDelete)]: guardedSession(c.raThreatDelete, ({ body, caller }) => {
    const parsed = parseOr(c.raThreatDelete.body, body);
    if ('failure' in parsed) return parsed.failure;
    const work = working(caller, parsed.value.projectCode, 'threats');
    if ('failure' in work) return work.failure;
    const code = parsed.value.threatCode;
    if (!work.rows.threats.some((t) => t.threatCode === code)) return refuse(ErrorCode.RA_THREAT_NOT_FOUND);
    const vulnerabilities = work.rows.vulnerabilities.filter((v) => v.threatCodes.includes(code)).length;
    if (vulnerabilities > 0) return refuse(ErrorCode.RA_THREAT_IN_USE, `威胁已被 ${vulnerabilities} 项脆弱性关联，请先在脆弱性中解除关联`);
    const controls = work.rows.controls.filter((x) => x.threatCodes.includes(code)).length;
    if (controls > 0) return refuse(ErrorCode.RA_THREAT_IN_USE, `威胁已被 ${controls} 项安全措施关联，请先解除关联`);
    const s = raStore();
    s.threats = s.threats.filter((t) => !(t.projectCode === work.o.a.projectCode && t.threatCode === code));
    return { envelope: ok({ deleted: 1 }) };
  }),

  [contractKey(c.raThreatComplete)]: guardedSession(c.raThreatComplete, ({ body, caller }) => {
    const parsed = parseOr(c.raThreatComplete.body, body);
    if ('failure' in parsed) return parsed.failure;
    const o = finishing(caller, parsed.value.projectCode, 'finishIdentify');
    if (!('a' in o)) return o;
    return moveStage(o, caller, 'finishIdentify')?.failure ?? { envelope: ok(infoOf(o, caller)) };
  }),

  [contractKey(c.raAssessAssets)]: guardedSession(c.raAssessAssets, ({ query, caller }) => {
    const parsed = parseOr(c.raAssessAssets.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const found = reading(caller, q.projectCode);
    if ('failure' in found) return found.failure;
    const keyword = q.keyword?.toLowerCase();
    const rows = assessAssetRows(found.rows).filter(
      (r) =>
        (!q.tier || r.tier === q.tier) &&
        (!q.filter || r.assessState === q.filter) &&
        (!q.category || r.category === q.category) &&
        (!q.importance || r.value === q.importance) &&
        (!keyword || r.name.toLowerCase().includes(keyword) || r.assetCode.toLowerCase().includes(keyword)),
    );
    return { envelope: ok(pageOf(rows, q)) };
  }),

  [contractKey(c.raAssessDetail)]: guardedSession(c.raAssessDetail, ({ query, caller }) => {
    const parsed = parseOr(c.raAssessDetail.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    return detailOf(found, parsed.value.assetCode);
  }),

  [contractKey(c.raAssessUpdate)]: guardedSession(c.raAssessUpdate, ({ body, caller }) => {
    const parsed = parseOr(c.raAssessUpdate.body, body);
    if ('failure' in parsed) return parsed.failure;
    const b = parsed.value;
    const work = working(caller, b.projectCode, 'vulnerabilities');
    if ('failure' in work) return work.failure;
    const { a } = work.o;
    const asset = [...work.rows.systems, ...work.rows.units].find((x) => x.assetCode === b.assetCode);
    if (!asset)
      return work.rows.businesses.some((x) => x.assetCode === b.assetCode)
        ? refuse(ErrorCode.RA_NOT_ASSESSED_ASSET)
        : refuse(ErrorCode.RA_ASSET_NOT_FOUND);
    const own = work.rows.vulnerabilities.filter((v) => v.assetCode === b.assetCode);
    for (const v of b.vulnerabilities) {
      if (v.vulnCode && !own.some((x) => x.vulnCode === v.vulnCode))
        return refuse(ErrorCode.RA_VULNERABILITY_NOT_FOUND, `脆弱性 ${v.vulnCode} 不存在，或不属于该资产`);
      const missing = v.threatCodes.find((code) => !work.rows.threats.some((t) => t.threatCode === code));
      if (missing) return refuse(ErrorCode.RA_THREAT_NOT_FOUND, `威胁 ${missing} 不存在`);
    }
    const now = new Date();
    const tier = work.rows.systems.includes(asset as never) ? 'system' : 'unit';
    const saved: RaVulnerability[] = b.vulnerabilities.map((v) => ({
      tenantCode: a.tenantCode,
      projectCode: a.projectCode,
      vulnCode: v.vulnCode ?? nextCode(a, 'VU'),
      assetCode: asset.assetCode,
      assetTier: tier,
      name: v.name,
      layer: v.layer,
      severity: v.severity,
      exploitability: v.exploitability,
      threatCodes: [...new Set(v.threatCodes)],
      description: v.description,
      updatedAt: now,
    }));
    const s = raStore();
    s.vulnerabilities = [...s.vulnerabilities.filter((v) => !(v.projectCode === a.projectCode && v.assetCode === asset.assetCode)), ...saved];
    asset.assessedAt = b.assessed ? now : null;
    return detailOf({ o: work.o, rows: rowsOf(a) }, asset.assetCode);
  }),

  [contractKey(c.raAssessComplete)]: guardedSession(c.raAssessComplete, ({ body, caller }) => {
    const parsed = parseOr(c.raAssessComplete.body, body);
    if ('failure' in parsed) return parsed.failure;
    const o = finishing(caller, parsed.value.projectCode, 'finishAssess');
    if (!('a' in o)) return o;
    return moveStage(o, caller, 'finishAssess')?.failure ?? { envelope: ok(infoOf(o, caller)) };
  }),

  [contractKey(c.raControlOptions)]: guardedSession(c.raControlOptions, ({ query, caller }) => {
    const parsed = parseOr(c.raControlOptions.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const { systems, units, threats } = found.rows;
    return {
      envelope: ok({
        catalogue: MEASURE_CATALOGUE.map((m) => ({ ...m })),
        assets: [
          ...systems.map((x) => ({ assetCode: x.assetCode, name: x.name, tier: 'system' as const })),
          ...units.map((x) => ({ assetCode: x.assetCode, name: x.name, tier: 'unit' as const })),
        ],
        threats: threats.map((t) => ({ threatCode: t.threatCode, name: t.name })),
      }),
    };
  }),

  [contractKey(c.raControlList)]: guardedSession(c.raControlList, ({ query, caller }) => {
    const parsed = parseOr(c.raControlList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const found = reading(caller, q.projectCode);
    if ('failure' in found) return found.failure;
    const keyword = q.keyword?.toLowerCase();
    const rows = found.rows.controls
      .filter(
        (x) =>
          (!q.type || x.type === q.type) && (!keyword || x.name.toLowerCase().includes(keyword) || x.description.toLowerCase().includes(keyword)),
      )
      .map((x) => controlRow(x, found.rows));
    return { envelope: ok(pageOf(rows, q)) };
  }),

  [contractKey(c.raControlUpdate)]: guardedSession(c.raControlUpdate, ({ body, caller }) => {
    const parsed = parseOr(c.raControlUpdate.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { projectCode, control, remove } = parsed.value;
    const work = working(caller, projectCode, 'controls');
    if ('failure' in work) return work.failure;
    const { a } = work.o;
    const existing = control.controlCode ? work.rows.controls.find((x) => x.controlCode === control.controlCode) : undefined;
    if ((control.controlCode || remove) && !existing) return refuse(ErrorCode.RA_CONTROL_NOT_FOUND);
    const s = raStore();
    if (remove) {
      s.controls = s.controls.filter((x) => x !== existing);
      return { envelope: ok(null) };
    }
    const asset = control.assetCodes.find((code) => ![...work.rows.systems, ...work.rows.units].some((x) => x.assetCode === code));
    if (asset) return refuse(ErrorCode.RA_LINK_INVALID, `资产 ${asset} 不存在，或不是系统资产、系统组件和单元资产`);
    const threat = control.threatCodes.find((code) => !work.rows.threats.some((t) => t.threatCode === code));
    if (threat) return refuse(ErrorCode.RA_THREAT_NOT_FOUND, `威胁 ${threat} 不存在`);
    if (!existing && work.rows.controls.length >= RA_LIMITS.controls)
      return refuse(ErrorCode.RA_CONSULTANT_STAGE_CLOSED, `每个项目最多 ${RA_LIMITS.controls} 项安全措施`);
    const { controlCode: _code, ...fields } = control;
    const row = existing ?? { tenantCode: a.tenantCode, projectCode, controlCode: nextCode(a, 'CT'), ...fields, updatedAt: new Date() };
    Object.assign(row, fields, { assetCodes: [...new Set(fields.assetCodes)], threatCodes: [...new Set(fields.threatCodes)], updatedAt: new Date() });
    if (!existing) s.controls.push(row);
    return { envelope: ok(controlRow(row, rowsOf(a))) };
  }),

  [contractKey(c.raControlComplete)]: guardedSession(c.raControlComplete, ({ body, caller }) => {
    const parsed = parseOr(c.raControlComplete.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { method } = parsed.value;
    const o = finishing(caller, parsed.value.projectCode, 'finishControl', (x) => computeRisks(x.a, method));
    if (!('a' in o)) return o;
    o.a.method = method;
    o.a.computedAt = new Date();
    const moved = moveStage(o, caller, 'finishControl');
    if (moved) return moved.failure;
    const risks = rowsOf(o.a).risks;
    const must = risks.filter((r) => r.acceptance === 'mustTreat').length;
    timeline(o, caller, `完成安全措施确认并计算风险（${RiskMethodEnum.label(method)}）：共 ${risks.length} 项风险，其中须处置 ${must} 项`);
    return { envelope: ok(infoOf(o, caller)) };
  }),

  [contractKey(c.raSuggestionList)]: guardedSession(c.raSuggestionList, ({ query, caller }) => {
    const parsed = parseOr(c.raSuggestionList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const found = reading(caller, q.projectCode);
    if ('failure' in found) return found.failure;
    const states = new Map(assessAssetRows(found.rows).map((r) => [r.assetCode, r.assessState]));
    const keyword = q.keyword?.toLowerCase();
    const rows = found.rows.risks
      .map((r) => riskRow(r, found.rows))
      .filter(
        (r) =>
          (!q.level || r.level === q.level) &&
          (!q.acceptance || r.acceptance === q.acceptance) &&
          (!q.assetCode || r.assetCode === q.assetCode) &&
          (!q.filter || states.get(r.assetCode) === q.filter) &&
          (!keyword || [r.riskCode, r.assetName, r.threatName, r.vulnName].some((x) => x.toLowerCase().includes(keyword))),
      );
    return { envelope: ok(pageOf(rows, q)) };
  }),

  [contractKey(c.raHandleSubmit)]: guardedSession(c.raHandleSubmit, ({ body, caller }) => {
    const parsed = parseOr(c.raHandleSubmit.body, body);
    if ('failure' in parsed) return parsed.failure;
    const b = parsed.value;
    const work = working(caller, b.projectCode, 'treatments');
    if ('failure' in work) return work.failure;
    const missing = riskCodesProblem(work.rows, b.riskCodes);
    if (missing) return missing.failure;
    const codes = new Set(b.riskCodes);
    const treatments = [
      ...storedOf(work.rows).treatments.filter((t) => !codes.has(t.riskCode)),
      ...[...codes].map((riskCode) => ({ riskCode, ...b.treatment })),
    ];
    const refused = computeRisks(work.o.a, work.o.a.method, treatments, ErrorCode.RA_TREATMENT_INVALID);
    if (refused) return refused.failure;
    const rows = rowsOf(work.o.a);
    return { envelope: ok(rows.risks.filter((r) => codes.has(r.riskCode)).map((r) => riskRow(r, rows))) };
  }),

  [contractKey(c.raHandleComplete)]: guardedSession(c.raHandleComplete, ({ body, caller }) => {
    const parsed = parseOr(c.raHandleComplete.body, body);
    if ('failure' in parsed) return parsed.failure;
    const o = finishing(caller, parsed.value.projectCode, 'finishRisk');
    if (!('a' in o)) return o;
    return moveStage(o, caller, 'finishRisk')?.failure ?? { envelope: ok(infoOf(o, caller)) };
  }),

  [contractKey(c.raConfirmSubmit)]: guardedSession(c.raConfirmSubmit, ({ body, caller }) => {
    const parsed = parseOr(c.raConfirmSubmit.body, body);
    if ('failure' in parsed) return parsed.failure;
    const b = parsed.value;
    const work = working(caller, b.projectCode, 'acceptance');
    if ('failure' in work) return work.failure;
    const missing = riskCodesProblem(work.rows, b.riskCodes);
    if (missing) return missing.failure;
    const codes = new Set(b.riskCodes);
    const signed = { acceptedBy: b.acceptedBy, acceptedAt: b.acceptedAt };
    const current = new Map(storedOf(work.rows).treatments.map((t) => [t.riskCode, t]));
    // A risk without treatment, or still must-treat after it, is accepted as it stands (domain signedTreatment).
    const signedOf = (r: ProjectRows['risks'][number]): StoredTreatment => ({
      riskCode: r.riskCode,
      ...signedTreatment(r, current.get(r.riskCode), signed),
    });
    const treatments = [
      ...[...current.values()].filter((t) => !codes.has(t.riskCode)),
      ...work.rows.risks.filter((r) => codes.has(r.riskCode)).map(signedOf),
    ];
    const refused = computeRisks(work.o.a, work.o.a.method, treatments, ErrorCode.RA_TREATMENT_INVALID);
    if (refused) return refused.failure;
    const rows = rowsOf(work.o.a);
    return { envelope: ok(rows.risks.filter((r) => codes.has(r.riskCode)).map((r) => riskRow(r, rows))) };
  }),

  [contractKey(c.raConfirmComplete)]: guardedSession(c.raConfirmComplete, ({ body, caller }) => {
    const parsed = parseOr(c.raConfirmComplete.body, body);
    if ('failure' in parsed) return parsed.failure;
    const o = finishing(caller, parsed.value.projectCode, 'finishRemnant');
    if (!('a' in o)) return o;
    const moved = moveStage(o, caller, 'finishRemnant', '', 'assess-confirm');
    if (moved) return moved.failure;
    timeline(o, caller, '风险评估结果已提交客户确认');
    return { envelope: ok(infoOf(o, caller)) };
  }),

  [contractKey(c.raConfirmHighRemnant)]: guardedSession(c.raConfirmHighRemnant, ({ query, caller }) => {
    const parsed = parseOr(c.raConfirmHighRemnant.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const o = openFor(caller, parsed.value.projectCode);
    if ('failure' in o) return o.failure;
    return { envelope: ok(pageOf(highRemnant(rowsOf(o.a)), parsed.value)) };
  }),

  [contractKey(c.raHighRemnant)]: guardedSession(c.raHighRemnant, ({ query, caller }) => {
    const parsed = parseOr(c.raHighRemnant.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const o = openFor(caller, parsed.value.projectCode);
    if ('failure' in o) return o.failure;
    if (o.side !== 'customer') return refuse(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
    return { envelope: ok(pageOf(highRemnant(rowsOf(o.a)), parsed.value)) };
  }),
};

function detailOf({ o, rows }: Work, assetCode: string) {
  const asset = assessAssetRows(rows).find((x) => x.assetCode === assetCode);
  if (!asset)
    return rows.businesses.some((x) => x.assetCode === assetCode) ? refuse(ErrorCode.RA_NOT_ASSESSED_ASSET) : refuse(ErrorCode.RA_ASSET_NOT_FOUND);
  return {
    envelope: ok({
      asset,
      vulnerabilities: rows.vulnerabilities.filter((v) => v.assetCode === assetCode).map(vulnerabilityRow),
      threats: rows.threats.map((t) => threatRow(o.a, t, rows)),
    }),
  };
}
