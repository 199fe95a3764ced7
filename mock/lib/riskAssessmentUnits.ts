/**
 * The unit tier of the risk assessment's asset mocks (issue 14): the businesses with their
 * systems, the module list, the unit lists (all, by category), saving and deleting units — like the
 * server's unit routes. Shared checks in mock/lib/riskAssessmentAssetKit.ts.
 */
import { riskAssessmentContracts as c } from '../../domain/riskAssessment/contracts';
import { AssetCategory, IMPORTANCE_VALUE, Importance, UnitAssetType } from '../../domain/enums';
import type { Level } from '../../domain/engines/risk';
import { ErrorCode, ok } from '../../domain/errors';
import { ASSET_CATEGORY_OF_UNIT, UNIT_SUBTYPES } from '../../domain/riskAssessment/rules';
import { unitValue } from '../../domain/riskAssessment/compute';
import { contractKey, guardedSession, type MockHandler, pageOf, parseOr } from './handler';
import { type RaSystem, type RaUnit, raStore } from './riskAssessmentStore';
import { assetRows, configOf, refuse, rowsOf, unitRows } from './riskAssessmentViews';
import { commonProblem, editing, LEVELS, linkProblem, listed, reading, remove, save } from './riskAssessmentAssetKit';

export const raUnitHandlers: Record<string, MockHandler> = {
  [contractKey(c.raUnitBusinessWithSystem)]: guardedSession(c.raUnitBusinessWithSystem, ({ query, caller }) => {
    const parsed = parseOr(c.raUnitBusinessWithSystem.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const { businesses, systems } = found.rows;
    const node = (s: RaSystem) => ({ assetCode: s.assetCode, name: s.name, value: s.value as Level });
    return {
      envelope: ok({
        businesses: businesses.map((b) => ({
          assetCode: b.assetCode,
          name: b.name,
          systems: systems.filter((s) => s.businessCodes.includes(b.assetCode)).map(node),
        })),
        unlinked: systems.filter((s) => !s.businessCodes.some((code) => businesses.some((b) => b.assetCode === code))).map(node),
      }),
    };
  }),

  [contractKey(c.raUnitModuleList)]: guardedSession(c.raUnitModuleList, ({ query, caller }) => {
    const parsed = parseOr(c.raUnitModuleList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    return {
      envelope: ok(
        UnitAssetType.values.map((unitType) => ({
          unitType,
          label: UnitAssetType.label(unitType),
          category: ASSET_CATEGORY_OF_UNIT[unitType],
          subTypes: [...UNIT_SUBTYPES[unitType]],
          count: found.rows.units.filter((u) => u.unitType === unitType).length,
        })),
      ),
    };
  }),

  [contractKey(c.raUnitList)]: guardedSession(c.raUnitList, ({ query, caller }) => {
    const parsed = parseOr(c.raUnitList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const found = reading(caller, q.projectCode);
    if ('failure' in found) return found.failure;
    const rows = listed(unitRows(found.o.a, found.rows), q, (r) => r.value).filter(
      (r) =>
        (!q.unitType || r.unitType === q.unitType) &&
        (!q.category || r.category === q.category) &&
        (!q.systemCode || r.systemCodes.includes(q.systemCode)),
    );
    return { envelope: ok(pageOf(rows, q)) };
  }),

  [contractKey(c.raUnitListByCategory)]: guardedSession(c.raUnitListByCategory, ({ query, caller }) => {
    const parsed = parseOr(c.raUnitListByCategory.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const found = reading(caller, q.projectCode);
    if ('failure' in found) return found.failure;
    const assets = assetRows(found.o.a, found.rows).filter((r) => r.tier !== 'business');
    const rows = listed(assets, q, (r) => r.value).filter((r) => !q.category || r.category === q.category);
    return {
      envelope: ok({
        categories: AssetCategory.values.map((category) => ({
          category,
          label: AssetCategory.label(category),
          count: assets.filter((r) => r.category === category).length,
        })),
        importance: LEVELS.map((level) => ({
          level,
          label: Importance.label(Importance.values.find((i) => IMPORTANCE_VALUE[i] === level)!),
          count: assets.filter((r) => r.value === level).length,
        })),
        page: pageOf(rows, q),
      }),
    };
  }),

  [contractKey(c.raUnitDelete)]: guardedSession(c.raUnitDelete, ({ body, caller }) => {
    const parsed = parseOr(c.raUnitDelete.body, body);
    if ('failure' in parsed) return parsed.failure;
    const edit = editing(caller, parsed.value.projectCode, 'unit');
    if ('failure' in edit) return edit.failure;
    const result = remove(edit, raStore().units, parsed.value.assetCodes, () => []);
    return 'failure' in result ? result.failure : { envelope: ok(result) };
  }),

  [contractKey(c.raUnitSave)]: guardedSession(c.raUnitSave, ({ body, caller }) => {
    const parsed = parseOr(c.raUnitSave.body, body);
    if ('failure' in parsed) return parsed.failure;
    const u = parsed.value;
    const edit = editing(caller, u.projectCode, 'unit');
    if ('failure' in edit) return edit.failure;
    const problem = commonProblem(edit, edit.rows.units, u);
    if (problem) return problem.failure;
    if (u.subType && !UNIT_SUBTYPES[u.unitType].includes(u.subType))
      return refuse(ErrorCode.RA_OPTION_INVALID, `“${u.subType}”不是${UnitAssetType.label(u.unitType)}的子类`);
    const links = linkProblem(edit.rows.systems, u.systemCodes, '关联的系统资产', '系统资产');
    if (links) return links.failure;
    const fields = {
      unitType: u.unitType,
      subType: u.subType,
      category: u.category,
      confidentiality: u.confidentiality,
      integrity: u.integrity,
      availability: u.availability,
      systemCodes: [...new Set(u.systemCodes)],
    };
    const row = save<RaUnit>(
      edit,
      raStore().units,
      'UA',
      { ...fields, value: unitValue(configOf(edit.o.a), fields).value, assessedAt: null },
      u,
      caller,
    );
    return { envelope: ok(unitRows(edit.o.a, rowsOf(edit.o.a)).find((x) => x.assetCode === row.assetCode)!) };
  }),
};
