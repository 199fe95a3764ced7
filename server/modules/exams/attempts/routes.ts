/** The exam attempts' calls: one registerContract per contract of domain/exam/attemptContracts.ts. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { examAttemptContracts as c } from '../../../../domain/exam/attemptContracts';
import { registerContract } from '../../../http/registerContract';
import { certificateDocx, certificateFileName, DOCX_CONTENT_TYPE } from '../certificateDocx';
import type { AttemptService } from './service';

/** The web app's origin as the browser called it (the certificate names the verification page there). */
function originOf(request: FastifyRequest): string {
  const proto = (request.headers['x-forwarded-proto'] as string | undefined)?.split(',')[0]?.trim() || request.protocol;
  const host = (request.headers['x-forwarded-host'] as string | undefined) ?? request.headers.host ?? 'localhost';
  return `${proto}://${host}`;
}

export function registerAttemptRoutes(app: FastifyInstance, service: AttemptService): void {
  registerContract(app, c.examMyOverview, async ({ requireAuth }) => service.overview(requireAuth()));
  registerContract(app, c.examMyAttempts, async ({ query, requireAuth }) => service.myAttempts(requireAuth(), query));
  registerContract(app, c.examAttemptStart, async ({ body, requireAuth }) => service.start(requireAuth(), body));
  registerContract(app, c.examAttemptPaper, async ({ query, requireAuth }) => service.paper(requireAuth(), query));
  registerContract(app, c.examAttemptSave, async ({ body, requireAuth }) => service.save(requireAuth(), body));
  registerContract(app, c.examAttemptSubmit, async ({ body, requireAuth }) => service.submit(requireAuth(), body));
  registerContract(app, c.examAttemptResult, async ({ query, requireAuth }) => service.result(requireAuth(), query));
  registerContract(app, c.examReviewList, async ({ query, requireAuth }) => service.reviewList(requireAuth(), query));
  registerContract(app, c.examReviewDetail, async ({ query, requireAuth }) => service.reviewDetail(requireAuth(), query));
  registerContract(app, c.examReviewGrade, async ({ body, requireAuth }) => service.grade(requireAuth(), body));
  registerContract(app, c.examSeatAttempts, async ({ query, requireAuth }) => service.seatAttempts(requireAuth(), query));
  registerContract(
    app,
    c.examCertificateDetail,
    async ({ query, requireAuth }) => (await service.certificate(requireAuth(), query.attemptCode)).certificate,
  );
  registerContract(app, c.examCertificateDownload, async ({ query, requireAuth, request }) => {
    const { certificate, row } = await service.certificate(requireAuth(), query.attemptCode);
    return {
      fileName: certificateFileName(certificate),
      contentType: DOCX_CONTENT_TYPE,
      body: certificateDocx(certificate, row.paper.passMarkPct, originOf(request)),
    };
  });
  registerContract(app, c.examCertificateVerify, async ({ query }) => service.verify(query));
}
