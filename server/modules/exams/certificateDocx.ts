/**
 * The internal-auditor certificate as a Word document: the committed template
 * (templates/certificate.docx, built by scripts/buildReportTemplates.mjs) filled by docxtemplater
 * through server/reports/docx.ts. It names the holder, the organisation, the exam, the score, the
 * date, the number and the verification code with where to verify it (no login needed).
 *
 * Pure (no Fastify, no database): the server streams its buffer.
 */
import { fileURLToPath } from 'node:url';
import type { CertificateItem } from '../../../domain/exam/attemptContracts';
import { chinaDay } from '../../../domain/kernel/chinaTime';
import { fileNamePart, readTemplate, renderDocx } from '../../reports/docx';

export { DOCX_CONTENT_TYPE } from '../../reports/docx';

export const CERTIFICATE_TEMPLATE = fileURLToPath(new URL('./templates/certificate.docx', import.meta.url));

/** Where a code is verified: the public page of the web app at `origin`. */
export const verifyUrlOf = (origin: string, verifyCode: string): string => `${origin}/#/certificateVerify?code=${encodeURIComponent(verifyCode)}`;

const dayText = (iso: string) => {
  const [year, month, day] = chinaDay(new Date(iso)).split('-');
  return `${year} 年 ${Number(month)} 月 ${Number(day)} 日`;
};

/** The template's data for a certificate. */
export function certificateDocxData(certificate: CertificateItem, passMarkPct: number, origin: string): Record<string, string> {
  return {
    certificateNo: certificate.certificateNo,
    verifyCode: certificate.verifyCode,
    candidateName: certificate.candidateName,
    customerName: certificate.customerName,
    examTitle: certificate.examTitle,
    examDate: dayText(certificate.examDate),
    issuedOn: dayText(certificate.issuedAt),
    scoreText: `${certificate.totalScore} 分（满分 ${certificate.maxScore} 分，得分率 ${certificate.scorePct}%）`,
    passMarkText: `${passMarkPct}%`,
    channelName: certificate.channelName,
    verifyUrl: verifyUrlOf(origin, certificate.verifyCode),
  };
}

export const certificateFileName = (certificate: CertificateItem): string =>
  `内审员资格证书-${fileNamePart(certificate.candidateName)}-${certificate.certificateNo}.docx`;

export function certificateDocx(certificate: CertificateItem, passMarkPct: number, origin: string): Buffer {
  return renderDocx(readTemplate(CERTIFICATE_TEMPLATE), certificateDocxData(certificate, passMarkPct, origin));
}
