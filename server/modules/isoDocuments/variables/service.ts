/**
 * The organisation variables of a documentation project (issue 31 items 1–3): read with their
 * state, problems, permissions, timeline and history; saved as a draft (types only), one group
 * (that group checked in full), or the whole set (checked in full; with lastSave also finalised,
 * 定稿: final_version + 1). Every save is checked against the values version the form was loaded
 * with, merges into the stored set (a value given as null or '' clears it), and writes the project
 * row and one history entry with the changed fields in one transaction: a refused save changes
 * nothing. A customer member changes only customerFills fields; only writers finalise. Any save
 * after a final one turns the state back to draft. Departments and the timeline: ./departments.ts.
 */
import { ErrorCode } from '../../../../domain/errors';
import { diffVariables } from '../../../../domain/isoDocuments/variableChanges';
import type { IsoVariableSaved, IsoVariablesView } from '../../../../domain/isoDocuments/variableContracts';
import {
  checkVariables,
  customerFillsKeys,
  departmentsInUse,
  groupOfKey,
  type IsoCheckMode,
  type IsoVariableProblem,
  labelOfKey,
  withDepartmentCodes,
} from '../../../../domain/isoDocuments/variableRules';
import { ISO_MATRIX_KEY, type IsoVariableValues, isoVariableGroupsFor } from '../../../../domain/isoDocuments/variables';
import { chinaDay } from '../../../../domain/kernel/chinaTime';
import type { Clock } from '../../../clock';
import type { Repositories } from '../../../db/repositories';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { AccountDirectory } from '../../identity';
import type { ProjectRegistry } from '../../projects';
import type { IsoCore, IsoOpened } from '../core';
import type { VariablesRepository } from './repository';
import { groupsInfo, historyItem, timelineInfo } from './views';

export interface VariablesServiceDeps {
  core: IsoCore;
  repos: Repositories<VariablesRepository>;
  accountDirectory: Pick<AccountDirectory, 'tenantNames'>;
  projectRegistry: Pick<ProjectRegistry, 'recordKindEvent'>;
  clock: Clock;
}

/** How a save checks: draft (types), group (one group in full), all (the whole set in full). */
export type IsoSaveKind = { kind: 'draft' } | { kind: 'group'; groupKey: string } | { kind: 'all'; lastSave: boolean };

export interface IsoSaveInput {
  projectCode: string;
  /** list.json / save.json's path names the group too: a mismatch is "not found". */
  groupCode?: string;
  valuesVersion: number;
  values: Record<string, unknown>;
}

const MAX_PROBLEMS_SHOWN = 5;

/** "参数错误：creditCode 统一社会信用代码…；foundedDate …": the field keys first, as the web form reads them. */
export const problemsMessage = (problems: readonly IsoVariableProblem[]): string =>
  `参数错误：${problems
    .slice(0, MAX_PROBLEMS_SHOWN)
    .map((p) => `${p.key} ${p.message}`)
    .join('；')}${problems.length > MAX_PROBLEMS_SHOWN ? `；等 ${problems.length} 处` : ''}`;

export function createVariablesService({ core, repos, accountDirectory, projectRegistry, clock }: VariablesServiceDeps) {
  const allows = (check: () => void): boolean => {
    try {
      check();
      return true;
    } catch {
      return false;
    }
  };
  const today = () => chinaDay(clock.now());

  async function openChecked(auth: RequestContext, projectCode: string, groupCode?: string): Promise<IsoOpened> {
    const opened = await core.open(auth, projectCode);
    if (groupCode !== undefined && opened.facts.groupCode !== groupCode) throw new BusinessError(ErrorCode.ISO_PROJECT_NOT_FOUND);
    return opened;
  }

  const editableKeys = (opened: IsoOpened): string[] =>
    opened.side === 'customer'
      ? customerFillsKeys(opened.project.systems)
      : [...isoVariableGroupsFor(opened.project.systems).flatMap((group) => group.fields.map((field) => field.key)), ISO_MATRIX_KEY];

  /** The stored values with the request's applied: null or '' clears a key. */
  function merged(stored: IsoVariableValues, incoming: Record<string, unknown>): IsoVariableValues {
    const next: Record<string, unknown> = { ...stored };
    for (const [key, value] of Object.entries(incoming)) {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) delete next[key];
      else next[key] = typeof value === 'string' ? value.trim() : value;
    }
    return withDepartmentCodes(next as IsoVariableValues);
  }

  async function save(auth: RequestContext, input: IsoSaveInput, how: IsoSaveKind): Promise<IsoVariableSaved> {
    const opened = await openChecked(auth, input.projectCode, input.groupCode);
    core.requireEditor(opened);
    const finalising = how.kind === 'all' && how.lastSave;
    if (finalising) core.requireWriter(opened);
    const systems = opened.project.systems;
    if (how.kind === 'group') {
      if (!isoVariableGroupsFor(systems).some((group) => group.key === how.groupKey))
        throw new BusinessError(ErrorCode.ISO_VARIABLES_INVALID, `参数错误：groupKey 分组 ${how.groupKey} 不存在`);
      const outside = Object.keys(input.values).find((key) => groupOfKey(key) !== how.groupKey);
      if (outside)
        throw new BusinessError(ErrorCode.ISO_VARIABLES_INVALID, `参数错误：${outside} “${labelOfKey(outside)}”不属于本组，请在所属分组中保存`);
    }
    const now = clock.now();
    const result = await repos.transaction(async (repo) => {
      const current = await repo.project.byKey(opened.key, { forUpdate: true });
      if (!current || current.valuesVersion !== input.valuesVersion) throw new BusinessError(ErrorCode.ISO_VARIABLES_VERSION_CONFLICT);
      const next = merged(current.values, input.values);
      const changes = diffVariables(current.values, next);
      if (opened.side === 'customer') {
        const allowed = new Set(editableKeys(opened));
        const refused = changes.find((change) => !allowed.has(change.key));
        if (refused)
          throw new BusinessError(
            ErrorCode.ISO_WRITE_FORBIDDEN,
            `参数错误：${refused.key} “${refused.label}”由咨询顾问填写，客户只能填写标注为“客户填写”的字段`,
          );
      }
      // Before the other checks: a deleted department the matrix still names is "in use", not an unknown code.
      const inUse = departmentsInUse(current.values, next, new Set((await repo.ncCountsByDepartment(opened.key)).keys()));
      if (inUse.length > 0)
        throw new BusinessError(
          ErrorCode.ISO_DEPARTMENT_IN_USE,
          `参数错误：departments 部门“${inUse.map((d) => d.name).join('、')}”仍在职能分配表或不符合项中使用，不能删除；可改为停用`,
        );
      const mode: IsoCheckMode = how.kind === 'draft' ? 'draft' : how.kind === 'group' ? 'group' : 'final';
      const problems = checkVariables(next, systems, mode, how.kind === 'group' ? how.groupKey : undefined, { today: today() });
      if (problems.length > 0) throw new BusinessError(ErrorCode.ISO_VARIABLES_INVALID, problemsMessage(problems));
      if (changes.length === 0 && !finalising)
        return {
          valuesVersion: current.valuesVersion,
          variableState: current.variableState,
          finalVersion: current.finalVersion,
          values: current.values,
          changed: [],
        };
      const valuesVersion = current.valuesVersion + 1;
      const finalVersion = finalising ? current.finalVersion + 1 : current.finalVersion;
      const variableState = finalising ? ('final' as const) : ('draft' as const);
      const updated = await repo.project.update(
        opened.key,
        {
          values: next,
          valuesVersion,
          variableState,
          finalVersion,
          ...(finalising ? { finalValues: next, finalizedAt: now, finalizedBy: auth.account.showName } : {}),
          updatedAt: now,
          updatedBy: auth.account.accountId,
          updatedByName: auth.account.showName,
        },
        current.valuesVersion,
      );
      if (!updated) throw new BusinessError(ErrorCode.ISO_VARIABLES_VERSION_CONFLICT);
      await repo.insertHistory({
        ...opened.key,
        valuesVersion,
        action: how.kind === 'all' ? (finalising ? 'final' : 'save') : how.kind,
        groupKey: how.kind === 'group' ? how.groupKey : null,
        changes,
        accountId: auth.account.accountId,
        accountName: auth.account.showName,
        side: opened.side,
        at: now,
      });
      return { valuesVersion, variableState, finalVersion, values: next, changed: changes.map((change) => change.key) };
    });
    if (finalising)
      await projectRegistry.recordKindEvent(
        'isoDocuments',
        opened.key.projectCode,
        auth.account.accountId,
        `组织信息定稿（第 ${result.finalVersion} 版）`,
        now,
        { stage: 'organisationFinal' },
      );
    return result;
  }

  return {
    /** GET /iso/variable/{groupCode}/{projectCode}/list.json */
    async list(auth: RequestContext, params: { groupCode: string; projectCode: string }): Promise<IsoVariablesView> {
      const opened = await openChecked(auth, params.projectCode, params.groupCode);
      const [history, tenants] = await Promise.all([
        repos.repo.latestHistory(opened.key),
        accountDirectory.tenantNames([opened.facts.customerTenantCode]),
      ]);
      const project = opened.project;
      const canEdit = allows(() => core.requireEditor(opened));
      return {
        project: {
          projectCode: opened.facts.projectCode,
          groupCode: opened.facts.groupCode,
          name: opened.facts.name,
          customerName: tenants.get(opened.facts.customerTenantCode)?.tenantZhName ?? '',
          productName: opened.facts.productName,
          systems: [...project.systems],
        },
        groups: groupsInfo(project.systems),
        values: project.values,
        valuesVersion: project.valuesVersion,
        variableState: project.variableState,
        finalVersion: project.finalVersion,
        finalizedAt: project.finalizedAt?.toISOString() ?? null,
        finalizedBy: project.finalizedBy,
        updatedAt: project.updatedAt.toISOString(),
        updatedBy: project.updatedByName ?? project.updatedBy,
        problems: checkVariables(project.values, project.systems, 'final', undefined, { today: today() }).map((p) => ({
          ...p,
          group: p.group ?? null,
        })),
        permissions: {
          side: opened.side,
          canEdit,
          editableKeys: canEdit ? editableKeys(opened) : [],
          canFinalize: allows(() => core.requireWriter(opened)),
        },
        timeline: timelineInfo(project.values),
        history: history.map(historyItem),
      };
    },
    save,
  };
}
export type VariablesService = ReturnType<typeof createVariablesService>;
