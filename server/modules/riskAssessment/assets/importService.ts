/** Excel export and import of a tier (./assetExcel.ts reads and writes the workbook, domain/riskAssessment/sheets.ts the cells). */
import type { ImportResult } from '../../../../domain/riskAssessment/contracts';
import type { AssetTier } from '../../../../domain/enums';
import { ErrorCode } from '../../../../domain/errors';
import { RA_LIMITS } from '../../../../domain/riskAssessment/rules';
import { systemValue, unitValue } from '../../../../domain/riskAssessment/compute';
import { parseSheet, type ParsedBusiness, type ParsedSystem, type ParsedUnit } from '../../../../domain/riskAssessment/sheetImport';
import type { SheetContext } from '../../../../domain/riskAssessment/sheets';
import type { RequestContext } from '../../../http/context';
import type { UploadedFile } from '../../../http/multipart';
import type { AssessmentKey } from '../assessmentRepository';
import { assetWorkbook, readSheet } from './excel';
import { type AssetKit, fail, TIER_LABEL, TIER_MAX } from './kit';
import type { Opened, RiskAssessmentCore, RiskAssessmentDeps } from '../core';

type Created = AssessmentKey & { assetCode: string; createdBy: string; createdAt: Date };

export function createAssetImportService({ repos, clock }: RiskAssessmentDeps, core: RiskAssessmentCore, kit: AssetKit) {
  async function sheetContext(o: Opened): Promise<SheetContext> {
    const [options, owners, businesses, systems] = await Promise.all([
      kit.templateOptions(o),
      kit.ownerContext(o),
      repos.repo.assets.names('business', o.key),
      repos.repo.assets.names('system', o.key),
    ]);
    return { options, owners, businesses, systems };
  }

  async function exportTier(auth: RequestContext, query: { projectCode: string; tier: AssetTier; template?: 'true' | 'false' }) {
    const o = await core.open(auth, query.projectCode);
    const ctx = await sheetContext(o);
    const template = query.template === 'true';
    const assets = repos.repo.assets;
    const all = { current: 1, pageSize: TIER_MAX[query.tier] };
    const rows = template
      ? []
      : (
          await (query.tier === 'business'
            ? assets.businessPage(o.key, {}, all)
            : query.tier === 'system'
              ? assets.systemPage(o.key, {}, all)
              : assets.unitPage(o.key, {}, all))
        ).rows;
    const body = await assetWorkbook(query.tier, ctx, rows as never[]);
    return { fileName: `${o.facts.projectCode}-${TIER_LABEL[query.tier]}${template ? '导入模板' : ''}.xlsx`, body };
  }

  async function importTier(
    auth: RequestContext,
    body: { projectCode: string; tier: AssetTier },
    file: UploadedFile | undefined,
  ): Promise<ImportResult> {
    const o = await kit.openExecutor(auth, body.projectCode, body.tier);
    if (!file) fail(ErrorCode.RA_IMPORT_UNREADABLE, '请选择要导入的 Excel 文件（file）');
    const table = await readSheet(await file!.readBytes()).catch(() => fail(ErrorCode.RA_IMPORT_UNREADABLE));
    const ctx = await sheetContext(o);
    const parsed = parseSheet(body.tier, ctx, table);
    if (parsed.errors.length) return { ok: false, created: 0, updated: 0, errors: parsed.errors };
    const now = clock.now();
    const me = auth.account.accountId;
    return repos.transaction(async (repo) => {
      const a = await kit.lockTier(repo, o, body.tier);
      const existing = await repo.assets.byNames(
        body.tier,
        o.key,
        parsed.rows.map((r) => r.name),
      );
      const errors = parsed.rows
        .filter((r) => existing.some((e) => e.name === r.name && e.state !== 'inhand'))
        .map((r) => ({ row: r.row, column: '资产名称', message: `“${r.name}”已提交责任人或已冻结，不能修改` }));
      if (errors.length) return { ok: false, created: 0, updated: 0, errors };
      const exists = (r: { name: string }) => existing.some((e) => e.name === r.name);
      const fresh = parsed.rows.filter((r) => !exists(r));
      const newCodes = fresh.length ? await kit.reserve(repo, o, body.tier, fresh.length) : [];
      const codeOfName = new Map<string, string>([
        ...existing.map((e) => [e.name, e.assetCode] as const),
        ...fresh.map((r, i) => [r.name, newCodes[i]] as const),
      ]);
      const stamp = { updatedBy: me, updatedAt: now, rejectReason: '' };
      const created = { createdBy: me, createdAt: now };
      const config = core.config(a);
      /** Updates the rows whose name exists, then inserts the others in batches. */
      async function write<R extends { name: string }, V>(
        rows: readonly R[],
        values: (r: R) => V,
        update: (assetCode: string, v: V) => Promise<void>,
        insert: (rows: (V & Created)[]) => Promise<void>,
      ) {
        for (const r of rows) if (exists(r)) await update(codeOfName.get(r.name)!, values(r));
        const added = rows.filter((r) => !exists(r));
        for (let i = 0; i < added.length; i += RA_LIMITS.batch)
          await insert(added.slice(i, i + RA_LIMITS.batch).map((r) => ({ ...o.key, assetCode: codeOfName.get(r.name)!, ...values(r), ...created })));
      }
      if (body.tier === 'business') {
        const allNames = new Map([...ctx.businesses.map((b) => [b.name, b.assetCode] as const), ...codeOfName]);
        await write(
          parsed.rows as ParsedBusiness[],
          (r) => ({
            name: r.name,
            description: r.description,
            importance: r.importance,
            options: r.options,
            associations: r.associations.map((x) => ({ assetCode: allNames.get(x.name)!, type: '', degree: x.degree })),
            ownerAccountId: r.ownerAccountId,
            ...stamp,
          }),
          (code, v) => repo.assets.update('business', o.key, code, v),
          (rows) => repo.assets.insert('business', rows),
        );
        await kit.recomputeSystems(repo, o, a);
      } else if (body.tier === 'system') {
        const businesses = await kit.businessMap(repo, o, a);
        await write(
          parsed.rows as ParsedSystem[],
          ({ row: _row, ...asset }) => ({ ...asset, value: systemValue(config, asset, businesses).value, ...stamp }),
          (code, v) => repo.assets.update('system', o.key, code, v),
          (rows) => repo.assets.insert('system', rows),
        );
      } else {
        await write(
          parsed.rows as ParsedUnit[],
          ({ row: _row, ...asset }) => ({ ...asset, value: unitValue(config, asset).value, ...stamp }),
          (code, v) => repo.assets.update('unit', o.key, code, v),
          (rows) => repo.assets.insert('unit', rows),
        );
      }
      return { ok: true, created: fresh.length, updated: parsed.rows.length - fresh.length, errors: [] };
    });
  }

  return { exportTier, importTier };
}
