/**
 * Service products: drafts edited section by section (basic information, catalogue, process and
 * importance list, templates, documents), the publish check, publishing (a frozen version that
 * projects pin) and withdrawal. Every change is recorded in the operator audit log inside its
 * own transaction.
 */
import { randomBytes } from 'node:crypto';
import type {
  ImportanceRow,
  ProcessStep,
  ProductBasic,
  ProductCatalogue,
  ProductDefinition,
  ProductDetail,
  ProductDocument,
  ProductSummary,
  ProductTemplates,
} from '../../../domain/products/contracts';
import type { AuditEntryInput } from '../../../domain/auditLog/rules';
import { chinaDay } from '../../../domain/kernel/chinaTime';
import { type ProductDocumentType, Importance, ProductDocumentType as DocumentTypes } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import {
  DEFAULT_IMPORTANCE,
  defaultSteps,
  EMPTY_CATALOGUE,
  PRODUCT_MACHINE,
  defaultTemplates,
  isDraftDirty,
  productProblems,
  stepOwnerOptions,
} from '../../../domain/products/rules';
import { StateMoveError } from '../../../domain/kernel/stateMachine';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import type { Repositories } from '../../db/repositories';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import type { AuditLog } from '../auditLog';
import type { FileService } from '../files';
import type { ProductFilter, ProductRepository, ProductWithPublished } from './repository';

export interface ProductServiceDeps {
  repos: Repositories<ProductRepository>;
  auditLog: AuditLog;
  fileService: Pick<FileService, 'store'>;
  clock: Clock;
}

/** A version on sale, as later modules (projects) pin it. */
export interface PublishedProduct {
  productCode: string;
  version: number;
  definition: ProductDefinition;
}

/** What other modules may ask about products (app.products). */
export interface Products {
  /** The version on sale of a published product; undefined when it is not on sale. */
  publishedVersion(productCode: string): Promise<PublishedProduct | undefined>;
  /** A frozen version, whatever the product's state now (a project bought earlier keeps it). */
  version(productCode: string, version: number): Promise<PublishedProduct | undefined>;
  /** Every product on sale with its version. */
  listPublished(): Promise<PublishedProduct[]>;
  /** Summaries of these products (unknown codes are absent). */
  summariesByCodes(codes: readonly string[]): Promise<Map<string, ProductSummary>>;
}

const notFound = () => new BusinessError(ErrorCode.PRODUCT_NOT_FOUND);
const newProductCode = () => `PD${randomBytes(5).toString('hex').toUpperCase()}`;

const toSummary = (row: ProductWithPublished): ProductSummary => ({
  productCode: row.productCode,
  name: row.name,
  serviceKind: row.serviceKind,
  standard: row.standard,
  projectCreateType: row.projectCreateType,
  pricePoints: row.pricePoints,
  saleEndDate: row.saleEndDate,
  status: row.status,
  publishedVersion: row.publishedVersion,
  dirty: isDraftDirty(row.draft, row.published),
  updatedAt: row.updatedAt.toISOString(),
});

/** The list columns mirrored from a draft's basic information. */
const listColumns = (basic: ProductBasic) => ({
  name: basic.name,
  serviceKind: basic.serviceKind,
  standard: basic.standard,
  projectCreateType: basic.projectCreateType,
  pricePoints: basic.pricePoints,
  saleEndDate: basic.saleEndDate,
});

/** What a new product of a kind starts from besides its basic information. */
function newDefinition(basic: ProductBasic): ProductDefinition {
  const templates = defaultTemplates();
  return {
    basic,
    catalogue: { ...EMPTY_CATALOGUE, level: basic.standard === 'gov' && basic.serviceKind !== 'riskAssessment' ? 3 : null },
    steps: [...defaultSteps(basic.serviceKind, basic.standard)],
    importance: [...DEFAULT_IMPORTANCE],
    templates: basic.serviceKind === 'riskAssessment' ? templates : { ...templates, assetOptions: [] },
    documents: { workingInstruction: null, inspectionStandard: null },
  };
}

export function createProductService({ repos, auditLog, fileService, clock }: ProductServiceDeps) {
  const { repo } = repos;
  const today = () => chinaDay(clock.now());

  async function detail(productCode: string, reader: ProductRepository = repo): Promise<ProductDetail> {
    const row = await reader.byCode(productCode);
    if (!row) throw notFound();
    const versions = await reader.versions(productCode);
    return {
      ...toSummary(row),
      draft: row.draft,
      versions: versions.map((v) => ({ version: v.version, publishedAt: v.publishedAt.toISOString(), publishedBy: v.publishedBy })),
    };
  }

  /** Changes a product's draft in one transaction, with its audit entry. */
  async function changeDraft(
    auth: RequestContext,
    productCode: string,
    action: string,
    change: (draft: ProductDefinition) => { draft: ProductDefinition; before: unknown; after: unknown },
    checks?: (txRepo: ProductRepository, draft: ProductDefinition) => Promise<void>,
  ): Promise<ProductDefinition> {
    return repos.transaction(async (txRepo, tx) => {
      const current = await txRepo.lock(productCode);
      if (!current) throw notFound();
      const { draft, before, after } = change(current.draft);
      await checks?.(txRepo, draft);
      await txRepo.update(productCode, { draft, ...listColumns(draft.basic), updatedAt: clock.now() });
      await record(auth, { action, targetId: productCode, targetName: draft.basic.name, before, after }, tx);
      return draft;
    });
  }

  const record = (auth: RequestContext, entry: Omit<AuditEntryInput, 'area' | 'targetType'>, tx: DbOrTx) =>
    auditLog.record(auth, { area: 'products', targetType: 'product', ...entry }, { tx });

  async function refuseTakenName(txRepo: ProductRepository, name: string, exceptCode?: string) {
    if (await txRepo.nameTaken(name, exceptCode)) throw new BusinessError(ErrorCode.PRODUCT_NAME_TAKEN, `已有名为“${name}”的产品，请换一个产品名称`);
  }

  /** The product's state after an action, or the machine's Chinese refusal. */
  function move(auth: RequestContext, row: ProductWithPublished, action: 'publish' | 'withdraw') {
    try {
      return PRODUCT_MACHINE.assertMove(row.status, action, auth.userInfo);
    } catch (error) {
      if (error instanceof StateMoveError) throw new BusinessError(ErrorCode.PRODUCT_STATE, error.message);
      throw error;
    }
  }

  const products: Products = {
    async publishedVersion(productCode) {
      const row = await repo.byCode(productCode);
      if (row?.status !== 'published' || row.publishedVersion === null || !row.published) return undefined;
      return { productCode, version: row.publishedVersion, definition: row.published };
    },
    async version(productCode, version) {
      const row = await repo.version(productCode, version);
      return row && { productCode, version, definition: row.definition };
    },
    async listPublished() {
      const rows = await repo.published();
      return rows.flatMap((row) =>
        row.publishedVersion !== null && row.published
          ? [{ productCode: row.productCode, version: row.publishedVersion, definition: row.published }]
          : [],
      );
    },
    async summariesByCodes(codes) {
      const rows = await repo.byCodes(codes);
      // Only the columns matter here; dirtiness is the product page's concern.
      return new Map(rows.map((row) => [row.productCode, toSummary({ ...row, published: row.draft })]));
    },
  };

  return {
    products,
    detail: (productCode: string) => detail(productCode),

    async list(query: ProductFilter & { current: number; pageSize: number }) {
      const { rows, total } = await repo.page(query, query);
      return { list: rows.map(toSummary), total, current: query.current, pageSize: query.pageSize };
    },

    async save(
      auth: RequestContext,
      body: { productCode?: string; basic?: ProductBasic; catalogue?: ProductCatalogue; templates?: ProductTemplates },
    ) {
      if (!body.productCode) {
        const basic = body.basic!;
        const productCode = newProductCode();
        const draft = {
          ...newDefinition(basic),
          ...(body.catalogue ? { catalogue: body.catalogue } : {}),
          ...(body.templates ? { templates: body.templates } : {}),
        };
        await repos.transaction(async (txRepo, tx) => {
          await refuseTakenName(txRepo, basic.name);
          const now = clock.now();
          await txRepo.insert({
            productCode,
            ...listColumns(basic),
            status: 'draft',
            publishedVersion: null,
            draft,
            createdBy: auth.account.accountId,
            createdAt: now,
            updatedAt: now,
          });
          await record(auth, { action: '新建产品', targetId: productCode, targetName: basic.name, before: null, after: { basic } }, tx);
        });
        return detail(productCode);
      }
      await changeDraft(
        auth,
        body.productCode,
        '保存产品草稿',
        (draft) => {
          const next: ProductDefinition = {
            ...draft,
            ...(body.basic ? { basic: body.basic } : {}),
            ...(body.catalogue ? { catalogue: body.catalogue } : {}),
            ...(body.templates ? { templates: body.templates } : {}),
          };
          const sections = (['basic', 'catalogue', 'templates'] as const).filter((key) => body[key]);
          return {
            draft: next,
            before: Object.fromEntries(sections.map((key) => [key, draft[key]])),
            after: Object.fromEntries(sections.map((key) => [key, next[key]])),
          };
        },
        async (txRepo, draft) => {
          if (body.basic) await refuseTakenName(txRepo, draft.basic.name, body.productCode);
        },
      );
      return detail(body.productCode);
    },

    async hasDirty(productCode: string) {
      const row = await repo.byCode(productCode);
      if (!row) throw notFound();
      return { dirty: isDraftDirty(row.draft, row.published), publishedVersion: row.publishedVersion, draftUpdatedAt: row.updatedAt.toISOString() };
    },

    async validate(productCode: string) {
      const row = await repo.byCode(productCode);
      if (!row) throw notFound();
      const problems = productProblems(row.draft, today());
      return { valid: problems.length === 0, problems };
    },

    async publish(auth: RequestContext, productCode: string): Promise<ProductDetail> {
      await repos.transaction(async (txRepo, tx) => {
        const row = await txRepo.lock(productCode);
        if (!row) throw notFound();
        const status = move(auth, row, 'publish');
        const problems = productProblems(row.draft, today());
        if (problems.length > 0) throw new BusinessError(ErrorCode.PRODUCT_INVALID, `产品信息不完整，不能发布：${problems.join('；')}`);
        const now = clock.now();
        let version = row.publishedVersion;
        // A new version only when the draft changed since the version on sale.
        if (isDraftDirty(row.draft, row.published)) {
          version = (await txRepo.latestVersionNumber(productCode)) + 1;
          await txRepo.insertVersion({ productCode, version, definition: row.draft, publishedBy: auth.account.accountId, publishedAt: now });
        }
        await txRepo.update(productCode, { status, publishedVersion: version, updatedAt: now });
        await record(
          auth,
          {
            action: '发布产品',
            targetId: productCode,
            targetName: row.name,
            before: { status: row.status, version: row.publishedVersion },
            after: { status, version },
          },
          tx,
        );
      });
      return detail(productCode);
    },

    async withdraw(auth: RequestContext, productCode: string): Promise<ProductDetail> {
      await repos.transaction(async (txRepo, tx) => {
        const row = await txRepo.lock(productCode);
        if (!row) throw notFound();
        const status = move(auth, row, 'withdraw');
        await txRepo.update(productCode, { status, updatedAt: clock.now() });
        await record(
          auth,
          { action: '下架产品', targetId: productCode, targetName: row.name, before: { status: row.status }, after: { status } },
          tx,
        );
      });
      return detail(productCode);
    },

    async steps(productCode: string): Promise<ProcessStep[]> {
      const row = await repo.byCode(productCode);
      if (!row) throw notFound();
      return row.draft.steps;
    },

    async saveSteps(auth: RequestContext, productCode: string, steps: ProcessStep[]): Promise<ProcessStep[]> {
      const draft = await changeDraft(auth, productCode, '保存交付流程', (current) => ({
        draft: { ...current, steps },
        before: { steps: current.steps },
        after: { steps },
      }));
      return draft.steps;
    },

    selectOptions: () => ({ importance: Importance.options(), ownerRoles: stepOwnerOptions() }),

    async importance(productCode: string): Promise<ImportanceRow[]> {
      const row = await repo.byCode(productCode);
      if (!row) throw notFound();
      return row.draft.importance;
    },

    async saveImportance(auth: RequestContext, productCode: string, rows: ImportanceRow[]): Promise<ImportanceRow[]> {
      const ordered = [...rows].sort((a, b) => Importance.values.indexOf(a.level) - Importance.values.indexOf(b.level));
      const draft = await changeDraft(auth, productCode, '保存重要性列表', (current) => ({
        draft: { ...current, importance: ordered },
        before: { importance: current.importance },
        after: { importance: ordered },
      }));
      return draft.importance;
    },

    /**
     * Stores a document (owned by the platform's tenant) and puts it in the draft. The replaced
     * file stays: a published version may still name it.
     */
    async upload(auth: RequestContext, type: ProductDocumentType, productCode: string, file: UploadedFile | undefined): Promise<ProductDocument> {
      if (!file || (file.fileName === '' && file.size === 0)) throw new BusinessError(ErrorCode.FILE_MISSING);
      if (!(await repo.byCode(productCode))) throw notFound();
      const stored = await fileService.store({
        file,
        purpose: 'general',
        tenantCode: auth.tenant?.tenantCode ?? null,
        accountId: auth.account.accountId,
      });
      const document: ProductDocument = { objectId: stored.objectId, fileName: file.fileName, uploadedAt: clock.now().toISOString() };
      await changeDraft(auth, productCode, `上传${DocumentTypes.label(type)}`, (current) => ({
        draft: { ...current, documents: { ...current.documents, [type]: document } },
        before: { [type]: current.documents[type] },
        after: { [type]: document },
      }));
      return document;
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
