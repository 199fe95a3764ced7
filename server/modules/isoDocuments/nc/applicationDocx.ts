/**
 * A certification body's application form (认证申请书) as a Word document: the committed template
 * (templates/application.docx, built by scripts/buildReportTemplates.mjs) filled through
 * server/reports/docx.ts with domain/isoDocuments/applications.ts's content (every value text;
 * a variable not filled yet reads 待补充).
 *
 * Pure (no Fastify, no database).
 */
import { fileURLToPath } from 'node:url';
import type { ApplicationFormContent } from '../../../../domain/isoDocuments/applications';
import { fileNamePart, readTemplate, renderDocx } from '../../../reports/docx';

export const APPLICATION_TEMPLATE = fileURLToPath(new URL('./templates/application.docx', import.meta.url));

export const applicationFileName = (content: ApplicationFormContent): string =>
  `${fileNamePart(content.title)}-${fileNamePart(content.orgName)}.docx`;

export const applicationDocx = (content: ApplicationFormContent): Buffer =>
  renderDocx(readTemplate(APPLICATION_TEMPLATE), content as unknown as Record<string, unknown>);
