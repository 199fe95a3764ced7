/**
 * Departments and the timeline (issue 31 items 2–3): the project's departments with how many
 * matrix rows each leads and supports and how many nonconformities name it; the enabled ones not
 * yet in the matrix (notMerged); and the timeline engine for a release date, whose invalid date is
 * a Chinese message naming the field and whose years without holiday data are named in the result.
 */
import { EngineInputError } from '../../../../domain/engines/errors';
import { calDateTimeline, type TimelineResult } from '../../../../domain/engines/timeline';
import type { IsoDepartmentItem } from '../../../../domain/isoDocuments/variableContracts';
import type { Repositories } from '../../../db/repositories';
import type { RequestContext } from '../../../http/context';
import { ValidationError } from '../../../http/errors';
import type { IsoCore } from '../core';
import type { VariablesRepository } from './repository';
import { departmentItems } from './views';

export function createDepartmentsService({ core, repos }: { core: IsoCore; repos: Repositories<VariablesRepository> }) {
  async function list(auth: RequestContext, projectCode: string): Promise<IsoDepartmentItem[]> {
    const opened = await core.open(auth, projectCode);
    return departmentItems(opened.project.values, await repos.repo.ncCountsByDepartment(opened.key));
  }
  return {
    list,
    async notMerged(auth: RequestContext, projectCode: string): Promise<IsoDepartmentItem[]> {
      return (await list(auth, projectCode)).filter((d) => d.isEnable && d.leadCount + d.supportCount === 0);
    },
    timeline(releaseDate: string): TimelineResult {
      try {
        return calDateTimeline(releaseDate);
      } catch (error) {
        if (error instanceof EngineInputError) throw new ValidationError(`参数错误：${error.message}`);
        throw error;
      }
    },
  };
}
