/**
 * The NC report and the certification application forms of an ISO documentation project (issue 31
 * items 5, 6):
 *
 *   generate   renders every NC of the project into the Word report (./reportDocx.ts), stores it
 *              as a project file (app.fileService, source 'ai') and, in one transaction, writes the
 *              project's NC-REPORT document row (generated, a new version row); answers the stored
 *              file's objectId as the report's docMediaId
 *   submit     the current docMediaId only (a stale one is refused): generated → finished
 *   bodies     the certification bodies admitted on the platform (app.accountDirectory's tenant
 *              list, as the certification module's 认证申请 lists them) with the form's title and
 *              the variables it still lacks
 *   application  the chosen body's form filled from the variables (./applicationDocx.ts), stored
 *              as a project file; the client downloads it by objectId
 *
 * The file is stored before the transaction (a store may not wait inside it on PGlite); if the
 * transaction fails the stored file is removed again.
 */
import { applicationFormContent, applicationMissing, applicationTitle } from '../../../../domain/isoDocuments/applications';
import type { ApplicationBody, isoNcContracts as c, NcReportInfo } from '../../../../domain/isoDocuments/ncContracts';
import { projectTimeline } from '../../../../domain/isoDocuments/timeline';
import { ErrorCode } from '../../../../domain/errors';
import { chinaDay } from '../../../../domain/kernel/chinaTime';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import type { Clock } from '../../../clock';
import type { Repositories } from '../../../db/repositories';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { FileService } from '../../files';
import type { AccountDirectory } from '../../identity';
import type { ProjectRegistry } from '../../projects';
import type { IsoCore, IsoOpened } from '../core';
import { applicationDocx, applicationFileName } from './applicationDocx';
import { NC_REPORT_DOC, type NcRepository } from './repository';
import { ncReportDocx, ncReportFileName } from './reportDocx';
import { ncContextOf, ncItemOf } from './service';
import { reportInfo } from './views';

export interface NcReportServiceDeps {
  core: IsoCore;
  repos: Repositories<NcRepository>;
  fileService: Pick<FileService, 'storeProjectFile' | 'remove' | 'publishProjectFiles'>;
  accountDirectory: Pick<AccountDirectory, 'accountNames' | 'tenantNames' | 'listTenants'>;
  projectRegistry: Pick<ProjectRegistry, 'recordKindEvent'>;
  clock: Clock;
}

/** The NC-REPORT row's place in the document tree: at the root, after the document set's folders. */
const NC_REPORT_SORT_NO = 900;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function createNcReportService({ core, repos, fileService, accountDirectory, projectRegistry, clock }: NcReportServiceDeps) {
  /** The consultant's and the delivering channel's names. */
  async function deliveryNames(opened: IsoOpened): Promise<{ consultantName: string; channelName: string }> {
    const consultantId = opened.facts.consultantAccountId;
    const accounts = consultantId ? await accountDirectory.accountNames([consultantId]) : new Map();
    const tenants = await accountDirectory.tenantNames([opened.facts.deliveryTenantCode]);
    return {
      consultantName: (consultantId && accounts.get(consultantId)?.showName) || '',
      channelName: tenants.get(opened.facts.deliveryTenantCode)?.tenantZhName ?? '',
    };
  }

  /** Stores `data` as a project file, runs `write`, and removes the file again if `write` fails. */
  async function storeThen<T>(auth: RequestContext, projectCode: string, fileName: string, data: Buffer, write: (objectId: string) => Promise<T>) {
    // The delivering side's draft until submitted (the application form stays theirs).
    const stored = await fileService.storeProjectFile({ projectCode, source: 'ai', fileName, data, accountId: auth.account.accountId, draft: true });
    try {
      return { stored, result: await write(stored.objectId) };
    } catch (error) {
      await fileService.remove(stored.objectId).catch(() => undefined);
      throw error;
    }
  }

  async function bodies(): Promise<{ tenantCode: string; name: string }[]> {
    const { list } = await accountDirectory.listTenants({ type: 'cb', approvalState: 'success', current: 1, pageSize: 200 });
    return list.map((tenant) => ({ tenantCode: tenant.tenantCode, name: tenant.tenantZhName }));
  }

  return {
    /** POST nc/generate/file */
    async generate(auth: RequestContext, body: ParsedBody<typeof c.isoNcGenerateFile>): Promise<{ docMediaId: string; fileName: string }> {
      const opened = await core.open(auth, body.projectCode);
      core.requireWriter(opened);
      const rows = await repos.repo.all(opened.key);
      if (rows.length === 0) throw new BusinessError(ErrorCode.ISO_NC_NONE_TO_REPORT);
      const context = ncContextOf(opened);
      const values = opened.project.values;
      const names = await deliveryNames(opened);
      const now = clock.now();
      const generatedOn = chinaDay(now);
      const orgName = text(values.orgName) || opened.facts.name;
      const data = ncReportDocx({
        orgName,
        systems: opened.project.systems,
        scopeText: text(values.certScope) || text(values.scopeStatement),
        auditDate: projectTimeline(values)?.dates.internalAudit ?? null,
        ...names,
        managementRepresentative: text(values.managementRepresentative),
        generatedOn,
        ncs: rows.map((row) => ncItemOf(row, context)),
      });
      const fileName = ncReportFileName(orgName, generatedOn);
      const account = auth.account;
      const { stored } = await storeThen(auth, body.projectCode, fileName, data, (objectId) =>
        repos.transaction(async (repo) => {
          const current = await repo.report(opened.key, { forUpdate: true });
          const versionNo = (current?.versionNo ?? 0) + 1;
          // The standard file status: a new version is generated (again), to be submitted again.
          const written = {
            status: 'generated' as const,
            objectId,
            fileName,
            versionNo,
            source: 'generated' as const,
            updatedAt: now,
            updatedBy: account.accountId,
          };
          if (current) await repo.updateReport(opened.key, { ...written, rowVersion: current.rowVersion + 1, submittedAt: null });
          else
            await repo.insertReport({
              ...opened.key,
              ...NC_REPORT_DOC,
              parentCode: null,
              isFolder: false,
              sortNo: NC_REPORT_SORT_NO,
              variablesVersion: opened.project.finalVersion,
              ...written,
            });
          await repo.insertVersion({
            ...opened.key,
            docCode: NC_REPORT_DOC.docCode,
            versionNo,
            objectId,
            fileName,
            source: 'generated',
            note: `${rows.length} 项不符合`,
            accountId: account.accountId,
            accountName: account.showName ?? '',
            at: now,
          });
        }),
      );
      return { docMediaId: stored.objectId, fileName };
    },

    /** POST nc/generate/submitFile */
    async submit(auth: RequestContext, body: ParsedBody<typeof c.isoNcSubmitFile>): Promise<NcReportInfo> {
      const opened = await core.open(auth, body.projectCode);
      core.requireWriter(opened);
      const now = clock.now();
      const row = await repos.transaction(async (repo) => {
        const current = await repo.report(opened.key, { forUpdate: true });
        if (!current?.objectId) throw new BusinessError(ErrorCode.ISO_NC_REPORT_NOT_FOUND);
        if (current.objectId !== body.docMediaId) throw new BusinessError(ErrorCode.ISO_NC_REPORT_STALE);
        if (current.status === 'finished') throw new BusinessError(ErrorCode.ISO_NC_REPORT_SUBMITTED);
        return repo.updateReport(opened.key, {
          status: 'finished',
          submittedAt: now,
          updatedAt: now,
          updatedBy: auth.account.accountId,
          rowVersion: current.rowVersion + 1,
        });
      });
      await fileService.publishProjectFiles(opened.facts.projectCode, [body.docMediaId], true);
      await projectRegistry.recordKindEvent(
        'isoDocuments',
        opened.facts.projectCode,
        auth.account.accountId,
        `提交内部审核不符合项报告（第 ${row.versionNo} 版）`,
        now,
        { stage: 'ncReported' },
      );
      return reportInfo(row)!;
    },

    /** GET generate/file/application/list.json */
    async bodies(auth: RequestContext, query: ParsedQuery<typeof c.isoApplicationList>): Promise<{ list: ApplicationBody[] }> {
      const opened = await core.open(auth, query.projectCode);
      const missing = applicationMissing(opened.project.values);
      return {
        list: (await bodies()).map((body) => ({ cbTenantCode: body.tenantCode, bodyName: body.name, title: applicationTitle(body.name), missing })),
      };
    },

    /** POST download/file/application */
    async application(auth: RequestContext, body: ParsedBody<typeof c.isoApplicationDownload>): Promise<{ objectId: string; fileName: string }> {
      const opened = await core.open(auth, body.projectCode);
      core.requireWriter(opened);
      const cb = (await bodies()).find((item) => item.tenantCode === body.cbTenantCode);
      if (!cb) throw new BusinessError(ErrorCode.ISO_APPLICATION_BODY_NOT_FOUND);
      const content = applicationFormContent({
        bodyName: cb.name,
        systems: opened.project.systems,
        values: opened.project.values,
        ...(await deliveryNames(opened)),
        today: chinaDay(clock.now()),
      });
      const fileName = applicationFileName(content);
      const stored = await fileService.storeProjectFile({
        projectCode: body.projectCode,
        source: 'ai',
        fileName,
        data: applicationDocx(content),
        accountId: auth.account.accountId,
        draft: true,
      });
      return { objectId: stored.objectId, fileName: stored.fileName };
    },
  };
}
export type NcReportService = ReturnType<typeof createNcReportService>;
