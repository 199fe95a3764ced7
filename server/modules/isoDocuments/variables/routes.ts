/** The variables', departments' and timeline's calls: one registerContract per contract of domain/isoDocuments/variableContracts.ts. */
import type { FastifyInstance } from 'fastify';
import { isoVariableContracts as c } from '../../../../domain/isoDocuments/variableContracts';
import { repositories } from '../../../db/repositories';
import { registerContract } from '../../../http/registerContract';
import type { IsoCore } from '../core';
import { createDepartmentsService } from './departments';
import { createVariablesRepository } from './repository';
import { createVariablesService } from './service';

export function registerVariableRoutes(app: FastifyInstance, core: IsoCore): void {
  const repos = repositories(app.db, createVariablesRepository);
  const variables = createVariablesService({
    core,
    repos,
    accountDirectory: app.accountDirectory,
    projectRegistry: app.projectRegistry,
    clock: app.clock,
  });
  const departments = createDepartmentsService({ core, repos });
  registerContract(app, c.isoVariableList, async ({ params, requireAuth }) => variables.list(requireAuth(), params));
  registerContract(app, c.isoVariableSaveAll, async ({ params, query, body, requireAuth }) =>
    variables.save(
      requireAuth(),
      { projectCode: params.projectCode, groupCode: params.groupCode, valuesVersion: body.valuesVersion, values: body.values },
      { kind: 'all', lastSave: query.lastSave || body.lastSave },
    ),
  );
  registerContract(app, c.isoVariableSaveGroup, async ({ body, requireAuth }) =>
    variables.save(requireAuth(), body, { kind: 'group', groupKey: body.groupKey }),
  );
  registerContract(app, c.isoVariableSaveDraft, async ({ body, requireAuth }) => variables.save(requireAuth(), body, { kind: 'draft' }));
  registerContract(app, c.isoDepartmentList, async ({ query, requireAuth }) => departments.list(requireAuth(), query.projectCode));
  registerContract(app, c.isoDepartmentNotMerged, async ({ query, requireAuth }) => departments.notMerged(requireAuth(), query.projectCode));
  registerContract(app, c.isoTimelineCalculate, async ({ query }) => departments.timeline(query.latestManageManualReleaseDateTime));
}
