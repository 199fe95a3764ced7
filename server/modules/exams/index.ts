/**
 * The internal-auditor exam module (issue 30): the platform's question bank — list, counts, save,
 * delete, Excel template, import and export — and exam papers, with the shipped bank and papers
 * seeded at every start; the attempts (attempts/): the candidate's exams, the timed paper, saved
 * answers, submission and grading, the channel's results and review, certificates and their public
 * verification. It owns the exam_questions, exam_papers and exam_attempts tables; the seats of an
 * exam are projects of exam purchases (app.projectRegistry), its paper is the product's
 * (app.products).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories } from '../../db/repositories';
import { createAttemptRepository } from './attempts/repository';
import { registerAttemptRoutes } from './attempts/routes';
import { createAttemptService } from './attempts/service';
import { createExamBankExcel } from './excel';
import { createExamPaperRepository, createExamPaperService, specOf } from './papers';
import { createExamBankRepository } from './repository';
import { registerExamRoutes } from './routes';
import { createExamBankService, questionOf } from './service';

async function examsModule(app: FastifyInstance) {
  const repos = repositories(app.db, createExamBankRepository);
  const bank = async () => (await repos.repo.all()).map(questionOf);
  const attemptRepos = repositories(app.db, createAttemptRepository);
  const paperRepo = createExamPaperRepository(app.db);
  const attempts = createAttemptService({
    repos: attemptRepos,
    clock: app.clock,
    projectRegistry: app.projectRegistry,
    products: app.products,
    accountDirectory: app.accountDirectory,
    bank,
    paper: async (paperCode) => {
      const row = await paperRepo.byCode(paperCode);
      return row ? specOf(row) : undefined;
    },
  });
  const papers = createExamPaperService({
    db: app.db,
    clock: app.clock,
    bank,
    // Attempts keep the questions they drew: only a product on sale holds a paper.
    inUse: async (paperCode) => (await app.products.listPublished()).some((product) => product.definition.templates.examPaperCode === paperCode),
  });
  registerExamRoutes(app, createExamBankService({ repos, clock: app.clock }), createExamBankExcel({ repos, clock: app.clock }), papers);
  registerAttemptRoutes(app, attempts);
}

export default fp(examsModule, { name: 'exams', dependencies: ['db', 'identity', 'products', 'projects'] });
