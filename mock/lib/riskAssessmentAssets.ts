/**
 * The customer side of the risk assessment mocks (issue 14): the business and system tiers (the unit
 * tier in mock/lib/riskAssessmentUnits.ts, shared checks in riskAssessmentAssetKit.ts), the lists
 * and dictionaries, like the server's asset routes — executors edit only the tiers
 * tierEditRefusal allows, links and owners are checked, values come from the engine
 * (domain/riskAssessment/compute.ts) and a business change recomputes the system assets.
 */
import { riskAssessmentContracts as c } from '../../domain/riskAssessment/contracts';
import { ErrorCode, ok } from '../../domain/errors';
import { systemValue, businessValues } from '../../domain/riskAssessment/compute';
import { systemRatingsOf } from '../../domain/riskAssessment/views';
import { contractKey, guardedSession, type MockHandler, pageOf, parseOr } from './handler';
import { type RaBusiness, type RaSystem, raStore } from './riskAssessmentStore';
import { assetRows, businessRows, configOf, failure, recomputeSystemValues, refuse, rowsOf, systemRows } from './riskAssessmentViews';

import {
  BUSINESS_OPTIONS,
  commonProblem,
  editing,
  linkProblem,
  listed,
  optionProblem,
  reading,
  remove,
  save,
  SYSTEM_OPTIONS,
  templateOf,
} from './riskAssessmentAssetKit';
import { raUnitHandlers } from './riskAssessmentUnits';
export const raAssetHandlers: Record<string, MockHandler> = {
  ...raUnitHandlers,
  [contractKey(c.raBusinessOptions)]: guardedSession(c.raBusinessOptions, ({ query, caller }) => {
    const parsed = parseOr(c.raBusinessOptions.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const { o } = found;
    if (parsed.value.templateCode && parsed.value.templateCode !== o.group.productCode)
      return refuse(ErrorCode.RA_OPTION_INVALID, `资产模板 ${parsed.value.templateCode} 与项目的产品（${o.group.productCode}）不一致`);
    const options = templateOf(o).filter((x) => x.attrCode.startsWith('biz_'));
    return { envelope: ok({ templateCode: o.group.productCode, version: o.group.productVersion, options }) };
  }),

  [contractKey(c.raBusinessSave)]: guardedSession(c.raBusinessSave, ({ body, caller }) => {
    const parsed = parseOr(c.raBusinessSave.body, body);
    if ('failure' in parsed) return parsed.failure;
    const b = parsed.value;
    const edit = editing(caller, b.projectCode, 'business');
    if ('failure' in edit) return edit.failure;
    for (const [attrCode, value] of Object.entries(b.options)) {
      const bad = (BUSINESS_OPTIONS as readonly string[]).includes(attrCode)
        ? optionProblem(edit.o, attrCode, value)
        : failure(ErrorCode.RA_OPTION_INVALID, `“${attrCode}”不是业务资产的字典`);
      if (bad) return bad.failure;
    }
    const problem = commonProblem(edit, edit.rows.businesses, b);
    if (problem) return problem.failure;
    if (b.assetCode && b.associations.some((x) => x.assetCode === b.assetCode)) return refuse(ErrorCode.RA_LINK_INVALID, '业务资产不能关联自身');
    const links = linkProblem(
      edit.rows.businesses,
      b.associations.map((x) => x.assetCode),
      '关联业务',
      '业务资产',
    );
    if (links) return links.failure;
    const row = save<RaBusiness>(
      edit,
      raStore().businesses,
      'BA',
      { options: b.options, importance: b.importance, associations: b.associations },
      b,
      caller,
    );
    recomputeSystemValues(edit.o.a);
    const rows = rowsOf(edit.o.a);
    return { envelope: ok(businessRows(edit.o.a, rows).find((x) => x.assetCode === row.assetCode)!) };
  }),

  [contractKey(c.raBusinessDelete)]: guardedSession(c.raBusinessDelete, ({ body, caller }) => {
    const parsed = parseOr(c.raBusinessDelete.body, body);
    if ('failure' in parsed) return parsed.failure;
    const edit = editing(caller, parsed.value.projectCode, 'business');
    if ('failure' in edit) return edit.failure;
    const gone = new Set(parsed.value.assetCodes);
    const result = remove(
      edit,
      raStore().businesses,
      parsed.value.assetCodes,
      (code) => edit.rows.systems.filter((s) => s.businessCodes.includes(code)).map((s) => s.assetCode),
      '业务资产仍被系统资产承载',
    );
    if ('failure' in result) return result.failure;
    // Associations of the remaining businesses to the deleted ones go with them.
    for (const b of rowsOf(edit.o.a).businesses) b.associations = b.associations.filter((x) => !gone.has(x.assetCode));
    recomputeSystemValues(edit.o.a);
    return { envelope: ok(result) };
  }),

  [contractKey(c.raBusinessList)]: guardedSession(c.raBusinessList, ({ query, caller }) => {
    const parsed = parseOr(c.raBusinessList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    return {
      envelope: ok(
        pageOf(
          listed(businessRows(found.o.a, found.rows), parsed.value, (r) => r.importanceAdjusted),
          parsed.value,
        ),
      ),
    };
  }),

  [contractKey(c.raSystemOptions)]: guardedSession(c.raSystemOptions, ({ query, caller }) => {
    const parsed = parseOr(c.raSystemOptions.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const values = businessValues(configOf(found.o.a), found.rows.businesses);
    return {
      envelope: ok({
        options: templateOf(found.o).filter((x) => SYSTEM_OPTIONS.includes(x.attrCode)),
        businesses: found.rows.businesses.map((b) => ({
          assetCode: b.assetCode,
          name: b.name,
          importanceAdjusted: values.get(b.assetCode)!.adjusted,
        })),
      }),
    };
  }),

  [contractKey(c.raSystemSave)]: guardedSession(c.raSystemSave, ({ body, caller }) => {
    const parsed = parseOr(c.raSystemSave.body, body);
    if ('failure' in parsed) return parsed.failure;
    const s = parsed.value;
    const edit = editing(caller, s.projectCode, 'system');
    if ('failure' in edit) return edit.failure;
    const problem = commonProblem(edit, edit.rows.systems, s);
    if (problem) return problem.failure;
    const links = linkProblem(edit.rows.businesses, s.businessCodes, '承载的业务', '业务资产');
    if (links) return links.failure;
    const hasOption = (attr: string) => templateOf(edit.o).some((x) => x.attrCode === attr);
    const bad =
      (hasOption('systemType') && optionProblem(edit.o, 'systemType', s.systemType)) ||
      (hasOption('carryType') && optionProblem(edit.o, 'carryType', s.carryTypes));
    if (bad) return bad.failure;
    const fields = {
      ...systemRatingsOf(s),
      businessCodes: [...new Set(s.businessCodes)],
    };
    const value = systemValue(configOf(edit.o.a), fields, businessValues(configOf(edit.o.a), edit.rows.businesses)).value;
    const row = save<RaSystem>(edit, raStore().systems, 'SA', { ...fields, value, assessedAt: null }, s, caller);
    return { envelope: ok(systemRows(edit.o.a, rowsOf(edit.o.a)).find((x) => x.assetCode === row.assetCode)!) };
  }),

  [contractKey(c.raSystemDelete)]: guardedSession(c.raSystemDelete, ({ body, caller }) => {
    const parsed = parseOr(c.raSystemDelete.body, body);
    if ('failure' in parsed) return parsed.failure;
    const edit = editing(caller, parsed.value.projectCode, 'system');
    if ('failure' in edit) return edit.failure;
    const result = remove(
      edit,
      raStore().systems,
      parsed.value.assetCodes,
      (code) => edit.rows.units.filter((u) => u.systemCodes.includes(code)).map((u) => u.assetCode),
      '系统资产仍被单元资产关联',
    );
    return 'failure' in result ? result.failure : { envelope: ok(result) };
  }),

  [contractKey(c.raSystemList)]: guardedSession(c.raSystemList, ({ query, caller }) => {
    const parsed = parseOr(c.raSystemList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const found = reading(caller, q.projectCode);
    if ('failure' in found) return found.failure;
    const rows = listed(systemRows(found.o.a, found.rows), q, (r) => r.value).filter(
      (r) => (!q.category || r.category === q.category) && (!q.businessCode || r.businessCodes.includes(q.businessCode)),
    );
    return { envelope: ok(pageOf(rows, q)) };
  }),

  [contractKey(c.raAssetList)]: guardedSession(c.raAssetList, ({ query, caller }) => {
    const parsed = parseOr(c.raAssetList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const found = reading(caller, q.projectCode);
    if ('failure' in found) return found.failure;
    const rows = listed(assetRows(found.o.a, found.rows), q, (r) => r.value).filter(
      (r) => (!q.tier || r.tier === q.tier) && (!q.category || r.category === q.category),
    );
    return { envelope: ok(pageOf(rows, q)) };
  }),

  [contractKey(c.raImport)]: guardedSession(c.raImport, ({ body, caller }) => {
    const parsed = parseOr(c.raImport.body, body);
    if ('failure' in parsed) return parsed.failure;
    const edit = editing(caller, parsed.value.projectCode, parsed.value.tier);
    if ('failure' in edit) return edit.failure;
    const file = (body as { file?: unknown } | null)?.file;
    if (!file) return refuse(ErrorCode.RA_IMPORT_UNREADABLE, '请选择要导入的 Excel 文件');
    // The dev mocks answer synchronously and cannot read a workbook: nothing is saved, as the server does on any error.
    return {
      envelope: ok({
        ok: false,
        created: 0,
        updated: 0,
        errors: [{ row: 0, column: '', message: '演示环境（模拟数据）不支持导入 Excel，请逐项新增资产，或连接服务端后导入' }],
      }),
    };
  }),
};
