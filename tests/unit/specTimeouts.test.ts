/**
 * Request timeouts against spec §7 and §9: every call the spec annotates has that timeout, every
 * other call the spec lists has the default 5 s, and a contract outside the spec that departs from
 * the default is named here with its reason. The client applies the contract's timeout
 * (src/services/contract.ts), so this is what a user on a slow link meets.
 */
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '@domain/api';
import { TIMEOUTS } from '@domain/kernel/constants';

/** Spec §7's annotations ("no timeout", "10 s", "60 s", "12 min", "10 min", "20 s", "20 min"), by path. */
const SPEC_ANNOTATED: Readonly<Record<string, number>> = {
  '/consulting/assets/assessControl/complete': TIMEOUTS.none,
  '/consulting/assets/assetsRiskEvaluateReport': TIMEOUTS.none,
  '/consulting/project/channel/listGroup': 10_000,
  '/consulting/project/consumer/role/all/finish': 12 * 60_000,
  '/consulting/question/consumer/answers/submit': 10_000,
  '/consulting/question/consumer/customerowner/questionnaire/info': TIMEOUTS.none,
  '/consulting/question/consumer/customerowner/risk/info': TIMEOUTS.none,
  '/consulting/question/consumer/questionnaireItem/list': 60_000,
  '/consulting/question/consumer/questionnaire/info': TIMEOUTS.none,
  '/consulting/question/consumer/questionnaire/list': TIMEOUTS.none,
  '/api/govTecProject/importFile': 10 * 60_000,
  '/api/govInnovative/importFile': 10 * 60_000,
  '/api/task/bulk/submit.json': 10 * 60_000,
  '/api/product/validate': 20_000,
  '/api/import/excel/parse': 20 * 60_000,
  '/api/import/iso/parserFile': 20 * 60_000,
  '/consulting/tenant/customer/new': TIMEOUTS.none,
  '/consulting/project/channel/nc/generate/file': 10 * 60_000,
  '/consulting/project/channel/generate/file': TIMEOUTS.none,
};

/** Calls spec §7 lists without an annotation: the default applies (the ones a review found otherwise first). */
const SPEC_DEFAULT = [
  '/consulting/question/consumer/questionnaire/submit',
  '/consulting/gapAnalysis/listGapAnalysisReport',
  '/consulting/tenant/channel/addChannelInfo',
  '/api/platform/toolKit/save.json',
  '/api/platform/toolKit/update.json',
  '/consulting/file/upload',
  '/consulting/file/uploadTenantFile',
  '/consulting/file/noAuthority/upload',
  '/consulting/file/download',
  '/api/file/upload/batch/save.json',
  '/api/file/upload/save.json',
  '/api/product/upload/workingInstruction',
  '/api/product/upload/inspectionStandard',
  '/api/task/submit.json',
  '/api/product/save.json',
  '/api/tenant/auditingInstitution/save.json',
];

/** Contracts outside spec §7 that are not on the default, and why. */
const OWN_TIMEOUTS: Readonly<Record<string, string>> = {
  '/consulting/file/project/zip': 'a zip of every file of a project streams for as long as it takes',
  '/api/certMaterials/body/zip': 'the accepted certification materials of a project as one zip, like the project files zip',
  '/api/file/share/download': 'a shared file is downloaded by a link opened in the browser',
  '/consulting/gapAnalysis/report/docx': 'the Word report is generated while the user waits',
  '/consulting/assets/report/docx': 'the Word report is generated while the user waits',
  '/consulting/assets/import': 'an asset workbook is read and checked row by row (as the spec’s file imports, 10 min)',
  '/consulting/assets/export': 'an export streams every asset of a project',
  '/api/import/template/download': 'a template workbook is built on request',
  // assessors (issue 29 item 1)
  '/api/assessor/template.xlsx': 'the assessor template workbook is built on request',
  '/api/assessor/export.xlsx': "an export writes the body's whole assessor register",
  '/api/assessor/import.json': 'an assessor workbook is read and checked row by row in one transaction (as the spec’s file imports, 10 min)',
  // the internal-auditor exam's question bank (issue 30 item 1)
  '/api/exam/bank/export.xlsx': 'an export writes the whole question bank',
  '/api/exam/bank/import.json': 'a question bank workbook is read and checked row by row in one transaction (as the spec’s file imports, 10 min)',
  // the internal-auditor exam's certificates (issue 30 item 6)
  '/api/exam/certificate/download.docx': 'a Word document is rendered from its template (as the spec’s report downloads, no timeout)',
  '/api/product/publish.json': 'publishing validates the product first (as the spec’s validate, 20 s)',
  '/consulting/project/channel/project/export': 'an export streams every matching project',
  '/api/platform/tenant/logo/upload.json': 'the logo is resized and stored before the answer',
  '/api/account/bill/export': 'an export streams every matching bill',
  '/api/platform/order/export': 'an export streams every matching order',
};

const contracts = Object.values(CONTRACTS) as { path: string; timeout: number }[];
const byPath = new Map(contracts.map((contract) => [contract.path, contract]));

describe('request timeouts (spec §7, §9)', () => {
  it.each(Object.entries(SPEC_ANNOTATED))('%s has the timeout spec §7 gives it', (path, timeout) => {
    expect(byPath.get(path), `${path} is served`).toBeDefined();
    expect(byPath.get(path)!.timeout).toBe(timeout);
  });

  it.each(SPEC_DEFAULT)('%s has the default 5 s', (path) => {
    expect(byPath.get(path), `${path} is served`).toBeDefined();
    expect(byPath.get(path)!.timeout).toBe(TIMEOUTS.default);
  });

  it('no other contract departs from the default without a reason written here', () => {
    const departing = contracts
      .filter((contract) => contract.timeout !== TIMEOUTS.default)
      .map((contract) => contract.path)
      .filter((path) => !(path in SPEC_ANNOTATED) && !(path in OWN_TIMEOUTS));
    expect(departing).toEqual([]);
  });
});
