/**
 * What the parts of the channel's project delivery (channel*Service.ts) share: the caller as the
 * domain rules see it, the guard of the managing tenant, names of accounts and tenants, the project
 * rows as the contracts show them, the visibility check ("not found" for a project the caller may
 * not see), the keyword's tenants and a product version's delivery files.
 */
import type { ChannelProjectDetail, ChannelProjectItem, DeliveryFile } from '../../../../domain/projects/contracts';
import type { ProductDefinition } from '../../../../domain/products/contracts';
import { ErrorCode } from '../../../../domain/errors';
import { channelProjectItem, type DeliveryViewer, deliveryRelation } from '../../../../domain/projects/delivery';
import { managesDelivery } from '../../../../domain/projects/rules';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { Clock } from '../../../clock';
import type { Repositories } from '../../../db/repositories';
import type { AccountDirectory, CustomersDirectory } from '../../identity';
import type { Products } from '../../products';
import type { ChannelProjectRepository, ProjectWithGroup } from './repository';

export interface Caller {
  auth: RequestContext;
  viewer: DeliveryViewer;
  tenantType: string | null;
  manages: boolean;
}

export const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export interface ChannelProjectDeps {
  repos: Repositories<ChannelProjectRepository>;
  accountDirectory: Pick<AccountDirectory, 'accountNames' | 'tenantNames' | 'matching'>;
  customersDirectory: Pick<CustomersDirectory, 'membersOf'>;
  products: Pick<Products, 'version'>;
  clock: Clock;
}

export function createChannelKit({ accountDirectory, products }: ChannelProjectDeps) {
  function callerOf(auth: RequestContext): Caller {
    const tenantCode = auth.tenant?.tenantCode ?? '';
    return {
      auth,
      viewer: { accountId: auth.account.accountId, tenantCode, subject: auth.userInfo },
      tenantType: auth.tenant?.type ?? null,
      manages: managesDelivery(auth.userInfo),
    };
  }

  /** The caller's own delivery tenant when it manages delivery (pool, dispatch, administration). */
  function managedTenant(caller: Caller): string {
    if (!caller.manages || !caller.viewer.tenantCode) throw new BusinessError(ErrorCode.CHANNEL_PROJECT_MANAGE_ONLY);
    return caller.viewer.tenantCode;
  }

  async function namesOf(accountIds: (string | null | undefined)[], tenantCodes: (string | null | undefined)[]) {
    const [accounts, tenants] = await Promise.all([
      accountDirectory.accountNames([...new Set(accountIds.filter((id): id is string => !!id))]),
      accountDirectory.tenantNames([...new Set(tenantCodes.filter((code): code is string => !!code))]),
    ]);
    const person = (id: string | null | undefined) => (id ? { accountId: id, showName: accounts.get(id)?.showName ?? id } : null);
    const tenant = (code: string) => tenants.get(code)?.tenantZhName ?? code;
    return { person, tenant, accounts };
  }

  type Names = Awaited<ReturnType<typeof namesOf>>;

  function toProjectItem(caller: Caller, { project, group }: ProjectWithGroup, names: Names): ChannelProjectItem {
    const times = { dispatchedAt: iso(project.dispatchedAt), finishedAt: iso(project.finishedAt), createdAt: project.createdAt.toISOString() };
    return channelProjectItem({ ...project, ...times }, group, caller.viewer, names);
  }

  async function projectItems(caller: Caller, rows: ProjectWithGroup[]): Promise<ChannelProjectItem[]> {
    const names = await namesOf(
      rows.flatMap(({ project }) => [project.consultantAccountId, project.customerOwnerAccountId]),
      rows.flatMap(({ project }) => [project.tenantCode, project.customerTenantCode]),
    );
    return rows.map((row) => toProjectItem(caller, row, names));
  }

  /** A project the caller may see; "not found" otherwise. */
  async function visibleProject(caller: Caller, repo: ChannelProjectRepository, projectCode: string, lock = false): Promise<ProjectWithGroup> {
    const row = await repo.projectByCode(projectCode, lock);
    if (!row || deliveryRelation(row.project, caller.viewer) === 'none') throw new BusinessError(ErrorCode.PROJECT_NOT_FOUND);
    return row;
  }

  async function projectDetail(caller: Caller, row: ProjectWithGroup): Promise<ChannelProjectDetail> {
    const [item] = await projectItems(caller, [row]);
    return {
      ...item,
      svip: { requestedAt: iso(row.project.svipRequestedAt), submittedAt: iso(row.project.svipSubmittedAt), data: row.project.svipData ?? null },
      remark: row.group.remark,
    };
  }

  async function keywordTenants(keyword: string | undefined) {
    return keyword ? (await accountDirectory.matching(keyword)).tenantCodes : undefined;
  }

  async function filesOf(productCode: string, version: number): Promise<{ definition: ProductDefinition | null; files: DeliveryFile[] }> {
    const product = await products.version(productCode, version);
    if (!product) return { definition: null, files: [] };
    const { workingInstruction, inspectionStandard } = product.definition.documents;
    const files: DeliveryFile[] = [];
    if (workingInstruction) files.push({ kind: 'workingInstruction', title: '作业指导书', ...workingInstruction });
    if (inspectionStandard) files.push({ kind: 'inspectionStandard', title: '检查标准', ...inspectionStandard });
    return { definition: product.definition, files };
  }

  return { callerOf, managedTenant, namesOf, toProjectItem, projectItems, visibleProject, projectDetail, keywordTenants, filesOf };
}

export type ChannelKit = ReturnType<typeof createChannelKit>;
/** The account and tenant names namesOf resolves. */
export type ChannelNames = Awaited<ReturnType<ChannelKit['namesOf']>>;
