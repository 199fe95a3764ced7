/**
 * The internal-auditor exam module (issue 30): the platform's question bank — list, counts, save,
 * delete, Excel template, import and export — with the shipped bank seeded at every start. It
 * owns the exam_questions table.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories } from '../../db/repositories';
import { createExamBankExcel } from './excel';
import { createExamBankRepository } from './repository';
import { registerExamRoutes } from './routes';
import { createExamBankService } from './service';

async function examsModule(app: FastifyInstance) {
  const repos = repositories(app.db, createExamBankRepository);
  registerExamRoutes(app, createExamBankService({ repos, clock: app.clock }), createExamBankExcel({ repos, clock: app.clock }));
}

export default fp(examsModule, { name: 'exams', dependencies: ['db', 'identity'] });
