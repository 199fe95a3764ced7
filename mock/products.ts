/**
 * Dev mocks of domain/products/contracts.ts (`npm run dev:mock`): the demo products (domain
 * DEMO_PRODUCTS) kept in memory, edited, validated, published and withdrawn with the same domain
 * rules as the server (productProblems, PRODUCT_MACHINE, isDraftDirty). Uploads are simplified:
 * the document gets a made-up objectId.
 */
import type { ProductDefinition, ProductDetail, ProductSummary } from '../domain/products/contracts';
import { productContracts as c } from '../domain/products/contracts';
import { chinaDay } from '../domain/kernel/chinaTime';
import { DEMO_PRODUCTS } from '../domain/demo';
import { Importance, type ProductStatus } from '../domain/enums';
import { ErrorCode, fail, ok } from '../domain/errors';
import {
  DEFAULT_IMPORTANCE,
  DEFAULT_STEPS,
  EMPTY_CATALOGUE,
  PRODUCT_MACHINE,
  defaultTemplates,
  isDraftDirty,
  productProblems,
  stepOwnerOptions,
} from '../domain/products/rules';
import { productDocumentOutlines } from '../domain/products/documents';
import { recordMockAudit } from './lib/auditStore';
import { contractKey, guardedSession, type MockAnswer, type MockCaller, type MockHandler, pageOf, parseOr, toUmiMocks } from './lib/handler';

const SEED_TIME = '2025-05-20T09:00:00.000Z';

interface MockProduct {
  productCode: string;
  status: ProductStatus;
  draft: ProductDefinition;
  versions: { version: number; definition: ProductDefinition; publishedAt: string; publishedBy: string }[];
  publishedVersion: number | null;
  updatedAt: string;
}

/**
 * A demo product with the documents the server writes at start (server/modules/products/demoDocuments.ts):
 * the same names, from the same outline; the mocks keep no bytes for them.
 */
const withDemoDocuments = (productCode: string, definition: ProductDefinition): ProductDefinition => ({
  ...definition,
  documents: Object.fromEntries(
    productDocumentOutlines(definition).map(({ type, outline }) => [
      type,
      { objectId: `MOCK-DEMO-DOC-${productCode}-${type}`, fileName: outline.fileName, uploadedAt: SEED_TIME },
    ]),
  ) as ProductDefinition['documents'],
});

const seedProducts = (): MockProduct[] =>
  DEMO_PRODUCTS.map(({ productCode, definition }) => {
    const seeded = withDemoDocuments(productCode, definition);
    return {
      productCode,
      status: 'published',
      draft: structuredClone(seeded),
      versions: [{ version: 1, definition: structuredClone(seeded), publishedAt: SEED_TIME, publishedBy: 'A-01' }],
      publishedVersion: 1,
      updatedAt: SEED_TIME,
    };
  });

const state = { products: seedProducts(), sequence: 100 };

/** Back to the demo products (tests). */
export function resetProductsMockState(): void {
  state.products = seedProducts();
  state.sequence = 100;
}

/** The mock products (for mock/authorizations.ts). */
export const mockProducts = (): readonly MockProduct[] => state.products;

const publishedOf = (product: MockProduct) => product.versions.find((v) => v.version === product.publishedVersion)?.definition ?? null;

export const summaryOf = (product: MockProduct): ProductSummary => ({
  productCode: product.productCode,
  name: product.draft.basic.name,
  serviceKind: product.draft.basic.serviceKind,
  standard: product.draft.basic.standard,
  projectCreateType: product.draft.basic.projectCreateType,
  pricePoints: product.draft.basic.pricePoints,
  saleEndDate: product.draft.basic.saleEndDate,
  status: product.status,
  publishedVersion: product.publishedVersion,
  dirty: isDraftDirty(product.draft, publishedOf(product)),
  updatedAt: product.updatedAt,
});

const detailOf = (product: MockProduct): ProductDetail => ({
  ...summaryOf(product),
  draft: product.draft,
  versions: [...product.versions].reverse().map(({ version, publishedAt, publishedBy }) => ({ version, publishedAt, publishedBy })),
});

const notFoundAnswer = (): MockAnswer => ({ envelope: fail(ErrorCode.PRODUCT_NOT_FOUND) });
const find = (code: string) => state.products.find((product) => product.productCode === code);
const now = () => new Date().toISOString();

function change(caller: MockCaller, product: MockProduct, action: string, next: ProductDefinition, before: unknown, after: unknown) {
  product.draft = next;
  product.updatedAt = now();
  recordMockAudit(caller, {
    area: 'products',
    action,
    targetType: 'product',
    targetId: product.productCode,
    targetName: next.basic.name,
    before,
    after,
  });
}

function move(caller: MockCaller, product: MockProduct, action: 'publish' | 'withdraw'): MockAnswer | ProductStatus {
  const refusal = PRODUCT_MACHINE.refusal(product.status, action, caller.user);
  return refusal ? { envelope: fail(ErrorCode.PRODUCT_STATE, refusal) } : PRODUCT_MACHINE.assertMove(product.status, action, caller.user);
}

const upload = (type: 'workingInstruction' | 'inspectionStandard', contract: typeof c.productUploadWorkingInstruction) =>
  guardedSession(contract, ({ body, caller }) => {
    const parsed = parseOr(contract.body, body);
    if ('failure' in parsed) return parsed.failure;
    const product = find(parsed.value.productCode);
    if (!product) return notFoundAnswer();
    state.sequence += 1;
    const document = {
      objectId: `MOCK-PRODUCT-DOC-${state.sequence}`,
      fileName: type === 'workingInstruction' ? '作业指导书.pdf' : '检查标准.pdf',
      uploadedAt: now(),
    };
    change(
      caller,
      product,
      type === 'workingInstruction' ? '上传作业指导书' : '上传检查标准',
      { ...product.draft, documents: { ...product.draft.documents, [type]: document } },
      null,
      { [type]: document },
    );
    return { envelope: ok(document) };
  });

export const productsMockHandlers: Record<string, MockHandler> = {
  [contractKey(c.productList)]: guardedSession(c.productList, ({ query }) => {
    const parsed = parseOr(c.productList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { current, pageSize, name, standard, serviceKind, status } = parsed.value;
    const rows = state.products
      .map(summaryOf)
      .filter(
        (p) =>
          (!name || p.name.includes(name)) &&
          (!standard || p.standard === standard) &&
          (!serviceKind || p.serviceKind === serviceKind) &&
          (!status || p.status === status),
      )
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return { envelope: ok(pageOf(rows, { current, pageSize })) };
  }),

  [contractKey(c.productDetail)]: guardedSession(c.productDetail, ({ query }) => {
    const parsed = parseOr(c.productDetail.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const product = find(parsed.value.productCode);
    return product ? { envelope: ok(detailOf(product)) } : notFoundAnswer();
  }),

  [contractKey(c.productSave)]: guardedSession(c.productSave, ({ body, caller }) => {
    const parsed = parseOr(c.productSave.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { productCode, basic, catalogue, templates } = parsed.value;
    const name = basic?.name;
    if (name && state.products.some((p) => p.productCode !== productCode && p.draft.basic.name === name))
      return { envelope: fail(ErrorCode.PRODUCT_NAME_TAKEN, `已有名为“${name}”的产品，请换一个产品名称`) };
    if (!productCode) {
      state.sequence += 1;
      const created: MockProduct = {
        productCode: `PD-MOCK-${state.sequence}`,
        status: 'draft',
        draft: {
          basic: basic!,
          catalogue: catalogue ?? { ...EMPTY_CATALOGUE, level: basic!.standard === 'gov' ? 3 : null },
          steps: [...DEFAULT_STEPS[basic!.serviceKind]],
          importance: [...DEFAULT_IMPORTANCE],
          templates:
            templates ??
            (basic!.serviceKind === 'riskAssessment' ? defaultTemplates() : { questionnaire: { title: '', questions: [] }, assetOptions: [] }),
          documents: { workingInstruction: null, inspectionStandard: null },
        },
        versions: [],
        publishedVersion: null,
        updatedAt: now(),
      };
      state.products.push(created);
      recordMockAudit(caller, {
        area: 'products',
        action: '新建产品',
        targetType: 'product',
        targetId: created.productCode,
        targetName: basic!.name,
        before: null,
        after: { basic },
      });
      return { envelope: ok(detailOf(created)) };
    }
    const product = find(productCode);
    if (!product) return notFoundAnswer();
    const next = { ...product.draft, ...(basic ? { basic } : {}), ...(catalogue ? { catalogue } : {}), ...(templates ? { templates } : {}) };
    change(caller, product, '保存产品草稿', next, null, { basic, catalogue, templates });
    return { envelope: ok(detailOf(product)) };
  }),

  [contractKey(c.productHasDirtyProcess)]: guardedSession(c.productHasDirtyProcess, ({ query }) => {
    const parsed = parseOr(c.productHasDirtyProcess.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const product = find(parsed.value.productCode);
    if (!product) return notFoundAnswer();
    return { envelope: ok({ dirty: summaryOf(product).dirty, publishedVersion: product.publishedVersion, draftUpdatedAt: product.updatedAt }) };
  }),

  [contractKey(c.productValidate)]: guardedSession(c.productValidate, ({ body }) => {
    const parsed = parseOr(c.productValidate.body, body);
    if ('failure' in parsed) return parsed.failure;
    const product = find(parsed.value.productCode);
    if (!product) return notFoundAnswer();
    const problems = productProblems(product.draft, chinaDay(new Date()));
    return { envelope: ok({ valid: problems.length === 0, problems }) };
  }),

  [contractKey(c.productPublish)]: guardedSession(c.productPublish, ({ body, caller }) => {
    const parsed = parseOr(c.productPublish.body, body);
    if ('failure' in parsed) return parsed.failure;
    const product = find(parsed.value.productCode);
    if (!product) return notFoundAnswer();
    const status = move(caller, product, 'publish');
    if (typeof status !== 'string') return status;
    const problems = productProblems(product.draft, chinaDay(new Date()));
    if (problems.length > 0) return { envelope: fail(ErrorCode.PRODUCT_INVALID, `产品信息不完整，不能发布：${problems.join('；')}`) };
    const before = { status: product.status, version: product.publishedVersion };
    if (summaryOf(product).dirty) {
      const version = product.versions.length + 1;
      product.versions.push({ version, definition: structuredClone(product.draft), publishedAt: now(), publishedBy: caller.user.accountId });
      product.publishedVersion = version;
    }
    product.status = status;
    product.updatedAt = now();
    recordMockAudit(caller, {
      area: 'products',
      action: '发布产品',
      targetType: 'product',
      targetId: product.productCode,
      targetName: product.draft.basic.name,
      before,
      after: { status, version: product.publishedVersion },
    });
    return { envelope: ok(detailOf(product)) };
  }),

  [contractKey(c.productWithdraw)]: guardedSession(c.productWithdraw, ({ body, caller }) => {
    const parsed = parseOr(c.productWithdraw.body, body);
    if ('failure' in parsed) return parsed.failure;
    const product = find(parsed.value.productCode);
    if (!product) return notFoundAnswer();
    const status = move(caller, product, 'withdraw');
    if (typeof status !== 'string') return status;
    recordMockAudit(caller, {
      area: 'products',
      action: '下架产品',
      targetType: 'product',
      targetId: product.productCode,
      targetName: product.draft.basic.name,
      before: { status: product.status },
      after: { status },
    });
    product.status = status;
    product.updatedAt = now();
    return { envelope: ok(detailOf(product)) };
  }),

  [contractKey(c.processDetailList)]: guardedSession(c.processDetailList, ({ query }) => {
    const parsed = parseOr(c.processDetailList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const product = find(parsed.value.productCode);
    return product ? { envelope: ok(product.draft.steps) } : notFoundAnswer();
  }),

  [contractKey(c.processDetailSave)]: guardedSession(c.processDetailSave, ({ body, caller }) => {
    const parsed = parseOr(c.processDetailSave.body, body);
    if ('failure' in parsed) return parsed.failure;
    const product = find(parsed.value.productCode);
    if (!product) return notFoundAnswer();
    change(
      caller,
      product,
      '保存交付流程',
      { ...product.draft, steps: parsed.value.steps },
      { steps: product.draft.steps },
      { steps: parsed.value.steps },
    );
    return { envelope: ok(product.draft.steps) };
  }),

  [contractKey(c.processDetailSelectOptions)]: guardedSession(c.processDetailSelectOptions, () => ({
    envelope: ok({ importance: Importance.options(), ownerRoles: stepOwnerOptions() }),
  })),

  [contractKey(c.processImportanceList)]: guardedSession(c.processImportanceList, ({ query }) => {
    const parsed = parseOr(c.processImportanceList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const product = find(parsed.value.productCode);
    return product ? { envelope: ok(product.draft.importance) } : notFoundAnswer();
  }),

  [contractKey(c.processImportanceSave)]: guardedSession(c.processImportanceSave, ({ body, caller }) => {
    const parsed = parseOr(c.processImportanceSave.body, body);
    if ('failure' in parsed) return parsed.failure;
    const product = find(parsed.value.productCode);
    if (!product) return notFoundAnswer();
    const rows = [...parsed.value.rows].sort((a, b) => Importance.values.indexOf(a.level) - Importance.values.indexOf(b.level));
    change(caller, product, '保存重要性列表', { ...product.draft, importance: rows }, { importance: product.draft.importance }, { importance: rows });
    return { envelope: ok(rows) };
  }),

  [contractKey(c.productUploadWorkingInstruction)]: upload('workingInstruction', c.productUploadWorkingInstruction),
  [contractKey(c.productUploadInspectionStandard)]: upload('inspectionStandard', c.productUploadInspectionStandard),
};

export default toUmiMocks(productsMockHandlers);
