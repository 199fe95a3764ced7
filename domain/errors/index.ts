/**
 * The error catalogue (spec §8, architecture §2): every errorCode the server answers, with its
 * Chinese errorMsg, merged from one file per area. Business errors answer HTTP 200 with
 * success:false; the HTTP status here is used only for the HTTP-level failures.
 *
 * Each area owns a code range (ERROR_CODE_RANGES in ./define.ts; tests/unit/errors.test.ts checks
 * it, and that no code is used twice):
 *
 *   area            range          file
 *   common          10xxx + spec   ./common.ts   ("200", "400"…"500", must_agreement_licences, csrf_rejected)
 *   identity        11xxx          ./identity.ts
 *   products        12000–12399    ./products.ts (platform console, issue 10; see ERROR_CODE_RANGES for its five areas)
 *   authorizations  12400–12499    ./authorizations.ts
 *   tenantAdmin     12500–12799
 *   dictionaries    12800–12899    ./dictionaries.ts
 *   auditLog        12900–12999
 *   wallet          13xxx          ./wallet.ts   (wallet, orders, payment, finance)
 *   files           14xxx          ./files.ts
 *   content         15xxx          (reserved: announcements, guide tool kit)
 *   equity          16600–16799    ./equity.ts   (account equity: levels, applications, review)
 *   customers       16000–16199    ./customers.ts (people and organisations, issue 11)
 *   personnel       16200–16399    ./personnel.ts (issue 11: members, join requests)
 *   partners        16400–16599    ./partners.ts (sub-channels, invitations, channel applications)
 *   projects        17xxx          ./projects.ts (issue 12: purchases, groups, dispatch, the customer's projects)
 *   questionnaires  18xxx          ./questionnaires.ts (issue 13: distribution, answers, review, risks)
 *   gapAnalysis     19xxx          ./gapAnalysis.ts (issue 13: reports, scoring, gap disposal)
 *   riskAssessment  20xxx          ./riskAssessment.ts (issue 14: assets, owners, threats, vulnerabilities, risks)
 *   certification   21xxx          (reserved)
 *   exams           22xxx          (reserved)
 *   documents       23xxx          (reserved)
 *
 * A new area: add domain/errors/<area>.ts with defineErrors('<area>', …) and list it in AREAS.
 */
import { commonErrors, FORBIDDEN_MESSAGE } from './common';
import { dictionaryErrors } from './dictionaries';
import { fileErrors } from './files';
import { identityErrors } from './identity';
import { walletErrors } from './wallet';
import { tenantAdminErrors } from './tenantAdmin';
import { productErrors } from './products';
import { authorizationErrors } from './authorizations';
import { equityErrors } from './equity';
import { customerErrors } from './customers';
import { personnelErrors } from './personnel';
import { partnerErrors } from './partners';
import { projectErrors } from './projects';
import { questionnaireErrors } from './questionnaires';
import { gapAnalysisErrors } from './gapAnalysis';
import { riskAssessmentErrors } from './riskAssessment';

export { ERROR_CODE_RANGES, isInAreaRange, type ErrorArea } from './define';
export { FORBIDDEN_MESSAGE };

/** Every area's codes, in range order. */
export const ERROR_AREAS = [
  commonErrors,
  identityErrors,
  productErrors,
  authorizationErrors,
  tenantAdminErrors,
  dictionaryErrors,
  walletErrors,
  fileErrors,
  equityErrors,
  customerErrors,
  personnelErrors,
  partnerErrors,
  projectErrors,
  questionnaireErrors,
  gapAnalysisErrors,
  riskAssessmentErrors,
] as const;

export const ErrorCode = {
  ...commonErrors.codes,
  ...identityErrors.codes,
  ...walletErrors.codes,
  ...fileErrors.codes,
  ...dictionaryErrors.codes,
  ...tenantAdminErrors.codes,
  ...productErrors.codes,
  ...authorizationErrors.codes,
  ...equityErrors.codes,
  ...customerErrors.codes,
  ...personnelErrors.codes,
  ...partnerErrors.codes,
  ...projectErrors.codes,
  ...questionnaireErrors.codes,
  ...gapAnalysisErrors.codes,
  ...riskAssessmentErrors.codes,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Fallback when an error carries no message (spec §8). */
export const UNKNOWN_ERROR_MESSAGE = '未知服务错误！';

export const ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  ...commonErrors.messages,
  ...identityErrors.messages,
  ...walletErrors.messages,
  ...fileErrors.messages,
  ...dictionaryErrors.messages,
  ...tenantAdminErrors.messages,
  ...productErrors.messages,
  ...authorizationErrors.messages,
  ...equityErrors.messages,
  ...customerErrors.messages,
  ...personnelErrors.messages,
  ...partnerErrors.messages,
  ...projectErrors.messages,
  ...questionnaireErrors.messages,
  ...gapAnalysisErrors.messages,
  ...riskAssessmentErrors.messages,
};

/** HTTP status for codes that are HTTP-level failures; everything else answers 200. */
export const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  '404': 404,
  '413': 413,
  '429': 429,
  '500': 500,
  csrf_rejected: 403,
};

/** The response envelope of every endpoint. */
export interface Envelope<T = unknown> {
  success: boolean;
  data: T | null;
  errorCode: string;
  errorMsg: string;
}

export const ok = <T>(data: T): Envelope<T> => ({ success: true, data, errorCode: ErrorCode.OK, errorMsg: '' });
export const fail = (errorCode: string, errorMsg?: string): Envelope<null> => ({
  success: false,
  data: null,
  errorCode,
  errorMsg: errorMsg || ERROR_MESSAGES[errorCode as ErrorCode] || UNKNOWN_ERROR_MESSAGE,
});
