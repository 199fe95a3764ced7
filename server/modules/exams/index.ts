/**
 * The internal-auditor exam module (issue 30): the platform's question bank — list, counts, save,
 * delete, Excel template, import and export — and exam papers, with the shipped bank and default
 * paper seeded at every start. It owns the exam_questions and exam_papers tables.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories } from '../../db/repositories';
import { createExamBankExcel } from './excel';
import { createExamPaperService } from './papers';
import { createExamBankRepository } from './repository';
import { registerExamRoutes } from './routes';
import { createExamBankService, questionOf } from './service';

async function examsModule(app: FastifyInstance) {
  const repos = repositories(app.db, createExamBankRepository);
  const papers = createExamPaperService({ db: app.db, clock: app.clock, bank: async () => (await repos.repo.all()).map(questionOf) });
  registerExamRoutes(app, createExamBankService({ repos, clock: app.clock }), createExamBankExcel({ repos, clock: app.clock }), papers);
}

export default fp(examsModule, { name: 'exams', dependencies: ['db', 'identity'] });
