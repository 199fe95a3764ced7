/**
 * The core every part of the ISO documentation module goes through (issue 31):
 *
 *   open(auth, projectCode)   the project as the caller may see it — a customer member through
 *                             app.projectRegistry.forCustomer, the delivering side through
 *                             forDelivery — checked to be an ISO 认证咨询 project (service kind
 *                             certification), with its iso_projects row (created on first open
 *                             with the management systems of the product's template set)
 *   requireWriter(opened)     the project's consultant or the delivery tenant's managers, the
 *                             project still open (a buying channel another tenant delivers for,
 *                             and the customer, only read): generate, replace, submit, NCs
 *   requireEditor(opened)     requireWriter, or a customer member (the customer's PM fills the
 *                             variables they know), the project still open
 *
 * Reads of other modules run before a transaction opens: on PGlite a read outside a running
 * transaction waits for it.
 */
import { ErrorCode } from '../../../domain/errors';
import { isoDocumentsProjectKind } from '../../../domain/isoDocuments/projectKind';
import { isoTemplateSetSummary, type IsoTemplateSetSummary } from '../../../domain/isoDocuments/templateSets';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { IsoProjectRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { Products } from '../products';
import type { ProjectFacts, ProjectRegistry } from '../projects';
import type { IsoProjectKey, IsoProjectRepository } from './projectRepository';

export interface IsoCoreDeps {
  repos: Repositories<IsoProjectRepository>;
  projectRegistry: ProjectRegistry;
  products: Pick<Products, 'version'>;
  clock: Clock;
}

export type IsoSide = 'customer' | 'delivery';

/** A documentation project opened for the caller. */
export interface IsoOpened {
  facts: ProjectFacts;
  side: IsoSide;
  /** Delivery side: how the caller's tenant relates to the project. */
  relation: 'manager' | 'consultant' | 'buyer' | null;
  project: IsoProjectRow;
  key: IsoProjectKey;
  /** The template set of the product version the project was bought with. */
  templateSet: IsoTemplateSetSummary;
}

export function createIsoCore({ repos, projectRegistry, products, clock }: IsoCoreDeps) {
  const keyOf = (facts: Pick<ProjectFacts, 'tenantCode' | 'projectCode'>): IsoProjectKey => ({
    tenantCode: facts.tenantCode,
    projectCode: facts.projectCode,
  });

  /** The template set of a project's product version; refuses a project that is not of the kind. */
  async function templateSetOf(facts: ProjectFacts): Promise<IsoTemplateSetSummary> {
    const product = await products.version(facts.productCode, facts.productVersion);
    const serviceKind = product?.definition.basic.serviceKind;
    if (!serviceKind || !(isoDocumentsProjectKind.serviceKinds as readonly string[]).includes(serviceKind))
      throw new BusinessError(ErrorCode.ISO_NOT_DOCUMENTATION_PROJECT);
    return isoTemplateSetSummary(product?.definition.templates.isoDocumentSetCode);
  }

  /** The project's row, created on first open. */
  async function projectOf(facts: ProjectFacts, templateSet: IsoTemplateSetSummary): Promise<IsoProjectRow> {
    const key = keyOf(facts);
    const found = await repos.repo.byKey(key);
    if (found) return found;
    await repos.repo.createIfMissing({
      ...key,
      customerTenantCode: facts.customerTenantCode,
      systems: [...templateSet.systems],
      updatedAt: clock.now(),
    });
    return (await repos.repo.byKey(key))!;
  }

  /** A project of the kind by code, for the server's own work (jobs, seeds): no caller's rights are checked. */
  async function openForSystem(projectCode: string): Promise<Omit<IsoOpened, 'side' | 'relation'>> {
    const facts = await projectRegistry.byCode(projectCode);
    if (!facts) throw new BusinessError(ErrorCode.ISO_PROJECT_NOT_FOUND);
    const templateSet = await templateSetOf(facts);
    return { facts, project: await projectOf(facts, templateSet), key: keyOf(facts), templateSet };
  }

  async function open(auth: RequestContext, projectCode: string): Promise<IsoOpened> {
    const customer = auth.tenant?.type === 'customer';
    const facts = customer ? await projectRegistry.forCustomer(auth, projectCode) : await projectRegistry.forDelivery(auth, projectCode);
    const templateSet = await templateSetOf(facts);
    const relation = customer ? null : (facts as ProjectFacts & { relation: IsoOpened['relation'] }).relation;
    return {
      facts,
      side: customer ? 'customer' : 'delivery',
      relation,
      project: await projectOf(facts, templateSet),
      key: keyOf(facts),
      templateSet,
    };
  }

  const closed = (o: IsoOpened) => o.facts.withdrawn || o.facts.state === 'finished';

  /** The project's consultant or the delivery tenant's managers, the project still open. */
  function requireWriter(o: IsoOpened): void {
    if (o.side !== 'delivery' || o.relation === 'buyer') throw new BusinessError(ErrorCode.ISO_WRITE_FORBIDDEN);
    if (closed(o)) throw new BusinessError(ErrorCode.PROJECT_CLOSED_FOR_ISO);
  }

  /** A writer, or a member of the customer (the PM fills what they know), the project still open. */
  function requireEditor(o: IsoOpened): void {
    if (o.side === 'delivery') requireWriter(o);
    else if (closed(o)) throw new BusinessError(ErrorCode.PROJECT_CLOSED_FOR_ISO);
  }

  return { open, openForSystem, requireWriter, requireEditor, keyOf, clock };
}
export type IsoCore = ReturnType<typeof createIsoCore>;
