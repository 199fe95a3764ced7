/**
 * The risk assessment mocks, the consultant's side and the customer's confirmation: threats,
 * vulnerabilities, measures, the risks computed in one engine call, treatment, acceptance, the
 * customer's rejection of a stage and completion — and the report with the engine's figures.
 */
import { describe, expect, it } from 'vitest';
import {
  riskAssessmentContracts as c,
  type AssessmentInfo,
  type RiskReport,
  type RiskRow,
  type ThreatRow,
} from '../../../domain/riskAssessment/contracts';
import { ErrorCode } from '../../../domain/errors';
import { consultantEditRefusal, riskCodeOf } from '../../../domain/riskAssessment/rules';
import { acceptanceSummary, assessmentConfig, computeAssessment, distributionOf, RA_DEFAULT_CONFIG } from '../../../domain/riskAssessment/compute';
import { DEMO_RISK_ASSESSMENTS } from '../../../domain/riskAssessment/demo';
import type { MockFile } from '../../../mock/lib/handler';
import { call, code, consultant, data, download, executor, FINISHED, FRESH, manager, otherConsultant, owner, OWNERS, pm, pmOwner } from './helpers';

/** RA0005 with its inventory confirmed: the consultant's identify stage. */
function ownersDone() {
  data(call(c.raOwnerSubmit, owner, { body: { projectCode: OWNERS } }));
  data(call(c.raOwnerComplete, owner, { body: { projectCode: OWNERS } }));
}

describe('risk assessment mocks: the consultant side', () => {
  it('identifies threats, assesses vulnerabilities, confirms measures and computes every risk once', () => {
    ownersDone();
    expect(code(call(c.raThreatComplete, consultant, { body: { projectCode: OWNERS } }))).toBe(ErrorCode.RA_STAGE_INCOMPLETE);
    expect(code(call(c.raThreatComplete, otherConsultant, { body: { projectCode: OWNERS } }))).toBe(ErrorCode.PROJECT_NOT_FOUND);
    const threat = { projectCode: OWNERS, name: '勒索软件', category: 'malware', source: 'malicious', capability: 4, frequency: 3 };
    const ransomware = data<ThreatRow>(call(c.raThreatSave, consultant, { body: threat }));
    expect(ransomware.valueLines.length).toBeGreaterThan(0);
    const outage = data<ThreatRow>(
      call(c.raThreatSave, manager, { body: { ...threat, name: '断电', category: 'environment', source: 'environment', capability: null } }),
    );
    const vuln = call(c.raAssessUpdate, consultant, { body: { projectCode: OWNERS, assetCode: 'SA0001', vulnerabilities: [] } });
    expect(vuln.envelope.errorMsg).toBe(consultantEditRefusal('identify', 'vulnerabilities'));
    expect(data<AssessmentInfo>(call(c.raThreatComplete, consultant, { body: { projectCode: OWNERS } })).stage).toBe('assess');

    const vulnerabilities = [
      { name: '终端补丁滞后', layer: 'systemSoftware', severity: 4, exploitability: 4, threatCodes: [ransomware.threatCode, outage.threatCode] },
    ];
    expect(code(call(c.raAssessUpdate, consultant, { body: { projectCode: OWNERS, assetCode: 'BA0001', vulnerabilities } }))).toBe(
      ErrorCode.RA_NOT_ASSESSED_ASSET,
    );
    expect(
      code(
        call(c.raAssessUpdate, consultant, {
          body: { projectCode: OWNERS, assetCode: 'SA0001', vulnerabilities: [{ ...vulnerabilities[0], threatCodes: ['TH9999'] }] },
        }),
      ),
    ).toBe(ErrorCode.RA_THREAT_NOT_FOUND);
    const detail = data<{ vulnerabilities: { vulnCode: string }[] }>(
      call(c.raAssessUpdate, consultant, { body: { projectCode: OWNERS, assetCode: 'SA0001', vulnerabilities } }),
    );
    const vulnCode = detail.vulnerabilities[0].vulnCode;
    expect(code(call(c.raThreatDelete, consultant, { body: { projectCode: OWNERS, threatCode: outage.threatCode } }))).toBe(
      ErrorCode.RA_THREAT_IN_USE,
    );
    const assess = call(c.raAssessComplete, consultant, { body: { projectCode: OWNERS } });
    expect(assess.envelope.errorMsg).toBe('还有 2 项系统资产未完成脆弱性评估');
    for (const assetCode of ['SA0002', 'SA0003'])
      data(call(c.raAssessUpdate, consultant, { body: { projectCode: OWNERS, assetCode, vulnerabilities: [] } }));
    const assessed = data<{ list: { assessState: string }[] }>(call(c.raAssessAssets, pm, { query: { projectCode: OWNERS, tier: 'system' } }));
    expect(assessed.list.every((r) => r.assessState === 'assesscomplete')).toBe(true);
    data(call(c.raAssessComplete, consultant, { body: { projectCode: OWNERS } }));

    data(
      call(c.raControlUpdate, consultant, {
        body: {
          projectCode: OWNERS,
          control: { name: 'UPS 与备用电源', type: 'protective', effectiveness: 'effective', layer: 'physical', threatCodes: [outage.threatCode] },
        },
      }),
    );
    expect(
      code(
        call(c.raControlUpdate, consultant, {
          body: {
            projectCode: OWNERS,
            control: { controlCode: 'CT9999', name: 'x', type: 'preventive', effectiveness: 'partial', layer: 'network' },
          },
        }),
      ),
    ).toBe(ErrorCode.RA_CONTROL_NOT_FOUND);
    const risk = data<AssessmentInfo>(call(c.raControlComplete, consultant, { body: { projectCode: OWNERS, method: 'multiplication' } }));
    expect(risk).toMatchObject({ stage: 'risk', method: 'multiplication', counts: { risks: 2 } });
    expect(risk.computedAt).not.toBeNull();
    const risks = data<{ list: RiskRow[] }>(call(c.raSuggestionList, pm, { query: { projectCode: OWNERS } })).list;
    expect(risks.map((r) => r.riskCode).sort()).toEqual(
      [riskCodeOf(vulnCode, ransomware.threatCode), riskCodeOf(vulnCode, outage.threatCode)].sort(),
    );
    expect(risks[0].rank).toBe(1);
    expect(risks[0].explanation.length).toBeGreaterThan(0);
  });

  it('treats, signs acceptance, submits to the customer, who rejects a stage and then completes', () => {
    ownersDone();
    const t = data<ThreatRow>(
      call(c.raThreatSave, consultant, {
        body: { projectCode: OWNERS, name: '网络入侵', category: 'networkAttack', source: 'malicious', capability: 5, frequency: 5 },
      }),
    );
    data(call(c.raThreatComplete, consultant, { body: { projectCode: OWNERS } }));
    for (const assetCode of ['SA0001', 'SA0002', 'SA0003'])
      data(
        call(c.raAssessUpdate, consultant, {
          body: {
            projectCode: OWNERS,
            assetCode,
            vulnerabilities: [{ name: `${assetCode} 高危漏洞`, layer: 'network', severity: 5, exploitability: 5, threatCodes: [t.threatCode] }],
          },
        }),
      );
    data(call(c.raAssessComplete, consultant, { body: { projectCode: OWNERS } }));
    const computed = data<AssessmentInfo>(call(c.raControlComplete, consultant, { body: { projectCode: OWNERS } }));
    expect(computed.counts.mustTreat).toBeGreaterThan(0);
    expect(computed.problems).toEqual([`还有 ${computed.counts.mustTreat} 项须处置的风险未制定处置措施`]);
    const mustTreat = data<{ list: RiskRow[] }>(
      call(c.raSuggestionList, consultant, { query: { projectCode: OWNERS, acceptance: 'mustTreat' } }),
    ).list.map((r) => r.riskCode);
    const invalid = call(c.raHandleSubmit, consultant, { body: { projectCode: OWNERS, riskCodes: mustTreat, treatment: { option: 'reduce' } } });
    expect(code(invalid)).toBe(ErrorCode.RA_TREATMENT_INVALID);
    const accepted = data<RiskRow[]>(
      call(c.raHandleSubmit, consultant, {
        body: { projectCode: OWNERS, riskCodes: mustTreat, treatment: { option: 'accept', measures: ['纳入明年整改预算'] } },
      }),
    );
    expect(accepted.every((r) => r.residual?.status === 'pendingAcceptance' && r.residual.furtherActionRequired)).toBe(true);
    data(call(c.raHandleComplete, consultant, { body: { projectCode: OWNERS } }));

    const open = data<{ total: number; list: RiskRow[] }>(call(c.raHighRemnant, pm, { query: { projectCode: OWNERS } }));
    expect(open.total).toBe(mustTreat.length);
    expect(code(call(c.raConfirmComplete, consultant, { body: { projectCode: OWNERS } }))).toBe(ErrorCode.RA_STAGE_INCOMPLETE);
    data(call(c.raConfirmSubmit, consultant, { body: { projectCode: OWNERS, riskCodes: mustTreat, acceptedBy: '王总', acceptedAt: '2026-11-24' } }));
    // Accepted risks stay on the high residual list, signed and needing no further action.
    const signed = data<{ list: RiskRow[] }>(call(c.raConfirmHighRemnant, consultant, { query: { projectCode: OWNERS } })).list;
    expect(signed.map((r) => [r.residual?.status, r.residual?.furtherActionRequired, r.treatment?.acceptedBy])).toEqual(
      mustTreat.map(() => ['accepted', false, '王总']),
    );
    expect(code(call(c.raHighRemnant, consultant, { query: { projectCode: OWNERS } }))).toBe('403');
    const submitted = data<AssessmentInfo>(call(c.raConfirmComplete, consultant, { body: { projectCode: OWNERS } }));
    expect(submitted).toMatchObject({ stage: 'submit', status: 'assess-confirm' });
    expect(data<AssessmentInfo>(call(c.raStatus, pm, { query: { projectCode: OWNERS } })).stageActions).toEqual([
      'rejectAssess',
      'rejectControl',
      'rejectRisk',
      'rejectRemnant',
      'consumerComplete',
    ]);

    expect(code(call(c.raStageReject, executor, { body: { projectCode: OWNERS, stage: 'risk', reason: 'x' } }))).toBe('403');
    const rejected = data<AssessmentInfo>(
      call(c.raStageReject, pmOwner, { body: { projectCode: OWNERS, stage: 'control', reason: '遗漏了防火墙' } }),
    );
    expect(rejected).toMatchObject({
      stage: 'control_reject',
      status: 'assets-owner-finish',
      reject: { stage: 'control', reason: '遗漏了防火墙', byName: '客户项目经理兼责任人' },
    });
    expect(data<AssessmentInfo>(call(c.raStatus, consultant, { query: { projectCode: OWNERS } })).stageActions).toEqual(['finishControl']);
    // Finishing the measures again recomputes the risks; the treatments and signatures survive (kept by risk code).
    data(call(c.raControlComplete, consultant, { body: { projectCode: OWNERS } }));
    data(call(c.raHandleComplete, consultant, { body: { projectCode: OWNERS } }));
    data(call(c.raConfirmComplete, consultant, { body: { projectCode: OWNERS } }));
    const complete = data<AssessmentInfo>(call(c.raConsumerComplete, pm, { body: { projectCode: OWNERS } }));
    expect(complete).toMatchObject({ stage: 'assets_progress_fin', status: 'assess-complete', stageActions: [] });
    expect(complete.completedAt).not.toBeNull();
    expect(data<RiskReport>(call(c.raReport, pm, { query: { projectCode: OWNERS } })).final).toBe(true);
  });

  it('signs a treated risk that stays must-treat as accepted, its measures kept', () => {
    ownersDone();
    const t = data<ThreatRow>(
      call(c.raThreatSave, consultant, {
        body: { projectCode: OWNERS, name: '网络入侵', category: 'networkAttack', source: 'malicious', capability: 5, frequency: 5 },
      }),
    );
    data(call(c.raThreatComplete, consultant, { body: { projectCode: OWNERS } }));
    const vulnerabilities = [{ name: '边界无访问控制', layer: 'network', severity: 5, exploitability: 5, threatCodes: [t.threatCode] }];
    for (const assetCode of ['SA0001', 'SA0002', 'SA0003'])
      data(call(c.raAssessUpdate, consultant, { body: { projectCode: OWNERS, assetCode, vulnerabilities } }));
    data(call(c.raAssessComplete, consultant, { body: { projectCode: OWNERS } }));
    data(call(c.raControlComplete, consultant, { body: { projectCode: OWNERS } }));
    const mustTreat = data<{ list: RiskRow[] }>(
      call(c.raSuggestionList, consultant, { query: { projectCode: OWNERS, acceptance: 'mustTreat' } }),
    ).list;
    const codes = mustTreat.map((r) => r.riskCode);
    const reduced = data<RiskRow[]>(
      call(c.raHandleSubmit, consultant, {
        body: { projectCode: OWNERS, riskCodes: codes, treatment: { option: 'reduce', measures: ['收紧策略'], residualInputs: { severity: 4 } } },
      }),
    );
    expect(reduced.every((r) => r.residual?.status === 'treated' && r.residual.acceptance === 'mustTreat' && r.residual.furtherActionRequired)).toBe(
      true,
    );
    data(call(c.raHandleComplete, consultant, { body: { projectCode: OWNERS } }));
    expect(data<AssessmentInfo>(call(c.raStatus, consultant, { query: { projectCode: OWNERS } })).problems).toEqual([
      `还有 ${codes.length} 项高残余风险未处置或未签署接受`,
    ]);
    const signed = data<RiskRow[]>(
      call(c.raConfirmSubmit, consultant, { body: { projectCode: OWNERS, riskCodes: codes, acceptedBy: '王总', acceptedAt: '2026-11-24' } }),
    );
    expect(signed.map((r) => [r.treatment?.option, r.treatment?.measures, r.residual?.status])).toEqual(
      codes.map(() => ['accept', ['收紧策略'], 'accepted']),
    );
    expect(data<AssessmentInfo>(call(c.raConfirmComplete, consultant, { body: { projectCode: OWNERS } })).status).toBe('assess-confirm');
  });

  it('answers the finished report with the engine figures, as a Word document, and not before the risks exist', () => {
    const report = data<RiskReport>(call(c.raReport, consultant, { query: { projectCode: FINISHED } }));
    const demo = DEMO_RISK_ASSESSMENTS[0];
    const expected = computeAssessment(assessmentConfig(RA_DEFAULT_CONFIG, demo.method), demo);
    expect(report.risksTotal).toBe(expected.risks.length);
    expect(report.risks.map((r) => r.riskCode)).toEqual([...expected.risks].sort((a, b) => a.rank - b.rank).map((r) => r.riskCode));
    expect(report.distribution).toEqual(distributionOf(expected.risks));
    expect(report.acceptance).toEqual(acceptanceSummary(expected.risks));
    expect(report.businessRisks).toEqual(expected.businessRisks);
    expect(report.heatmap.reduce((sum, cell) => sum + cell.count, 0)).toBe(expected.risks.length);
    expect(report).toMatchObject({ final: true, scope: { business: 3, system: 5, unit: 10 } });

    const file = download(c.raReportDocx, pm, { projectCode: FINISHED }) as MockFile;
    expect(file.file.fileName).toBe('信息安全风险评估报告-核心业务系统.docx');
    expect(file.file.body.subarray(0, 2).toString()).toBe('PK');
    const csv = download(c.raExport, executor, { projectCode: FINISHED, tier: 'system' }) as MockFile;
    expect(csv.file.body.toString('utf8')).toContain('交易处理系统');
    expect(code(call(c.raReport, pm, { query: { projectCode: FRESH } }))).toBe(ErrorCode.RA_REPORT_NOT_READY);
    expect(
      code(call(c.raThreatSave, consultant, { body: { projectCode: FINISHED, name: 'x', category: 'malware', source: 'malicious', frequency: 3 } })),
    ).toBe(ErrorCode.RA_CONSULTANT_STAGE_CLOSED);
  });
});
