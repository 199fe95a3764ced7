/**
 * 创建产品 (/productDevelopment/createProduct, canRoot; `?productCode=` edits): a step form over
 * the product's draft — basic information, the standard's catalogue, the delivery process and
 * importance list, the templates, the documents — each step saved on its own, then validation
 * and publishing. An internal-auditor exam product chooses its paper with its kind (and again
 * under 模板); a new product's delivery steps are its kind's defaults (DEFAULT_STEPS, the server's). A banner says when the draft holds changes not yet published (hasDirtyProcess).
 */
import { PageContainer } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { Alert, Card, Result, Skeleton, Steps, Tag, message } from 'antd';
import type React from 'react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Importance, ProductStatus } from '@domain/enums';
import { productMethod } from '@domain/products/method';
import { DEFAULT_IMPORTANCE } from '@domain/products/rules';
import {
  productDetail,
  productHasDirtyProcess,
  processImportanceSave,
  processDetailSave,
  productSave,
  type ImportanceRow,
  type ProductDetail,
  type ProductTemplates,
} from '@/services/products';
import { CREATE_PATH, LIST_PATH, STATUS_COLORS } from '../components/labels';
import Loading from '@/components/Loading';
import { BasicStep } from './components/BasicStep';

// The later steps (catalogue tree, process and template lists, uploads) load when first opened.
const CatalogueStep = lazy(() => import('./components/CatalogueStep').then((module) => ({ default: module.CatalogueStep })));
const ProcessStepForm = lazy(() => import('./components/ProcessStepForm').then((module) => ({ default: module.ProcessStepForm })));
const TemplateStep = lazy(() => import('./components/TemplateStep').then((module) => ({ default: module.TemplateStep })));
const DocumentStep = lazy(() => import('./components/DocumentStep').then((module) => ({ default: module.DocumentStep })));
const PublishPanel = lazy(() => import('./components/PublishPanel').then((module) => ({ default: module.PublishPanel })));

const STEPS = ['基本信息', '标准目录', '流程详情', '模板', '文档', '校验发布'];

/**
 * The templates to save with the basic information: an exam product's paper chosen there (a new
 * one starts with no questionnaire and no asset options, as the server gives other kinds), and no
 * paper once the kind is not exam; nothing when the paper does not change.
 */
function paperTemplates(current: ProductTemplates | undefined, examPaperCode: string | undefined): { templates?: ProductTemplates } {
  if ((current?.examPaperCode ?? undefined) === examPaperCode) return {};
  const { examPaperCode: _previous, ...rest } = current ?? { questionnaire: { title: '', questions: [] }, assetOptions: [] };
  return { templates: examPaperCode ? { ...rest, examPaperCode } : rest };
}

/** All five levels, in order: the saved rows, and the defaults for any level not described yet. */
const fullImportance = (rows: readonly ImportanceRow[]): ImportanceRow[] =>
  Importance.values.map((level) => rows.find((row) => row.level === level) ?? DEFAULT_IMPORTANCE.find((row) => row.level === level)!);

const CreateProduct: React.FC = () => {
  const { search } = useLocation();
  const productCode = new URLSearchParams(search).get('productCode') ?? '';
  const [product, setProduct] = useState<ProductDetail>();
  const [loading, setLoading] = useState(Boolean(productCode));
  const [failed, setFailed] = useState(false);
  const [dirty, setDirty] = useState<{ dirty: boolean; publishedVersion: number | null }>();
  const [step, setStep] = useState(0);

  const refreshDirty = useCallback(async (code: string) => {
    try {
      setDirty(await productHasDirtyProcess({ productCode: code }, { skipErrorHandler: true }));
    } catch {
      setDirty(undefined);
    }
  }, []);

  const load = useCallback(async () => {
    if (!productCode) return;
    setLoading(true);
    setFailed(false);
    try {
      setProduct(await productDetail({ productCode }));
      await refreshDirty(productCode);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [productCode, refreshDirty]);

  useEffect(() => {
    void load();
  }, [load]);

  /** After a step saved: keep the answer, refresh the banner, go on. */
  const saved = async (next: ProductDetail, advance = true) => {
    setProduct(next);
    if (!productCode) history.replace(`${CREATE_PATH}?productCode=${next.productCode}`);
    await refreshDirty(next.productCode);
    message.success('已保存');
    if (advance) setStep((current) => Math.min(current + 1, STEPS.length - 1));
  };

  if (loading)
    return (
      <PageContainer title="编辑产品">
        <Card>
          <Skeleton active />
        </Card>
      </PageContainer>
    );
  if (failed)
    return (
      <PageContainer title="编辑产品" onBack={() => history.push(LIST_PATH)}>
        <Result status="warning" title="产品加载失败" subTitle="产品不存在或网络异常，请返回列表后重试。" />
      </PageContainer>
    );

  const draft = product?.draft;
  const code = product?.productCode;
  return (
    <PageContainer
      title={product ? `编辑产品：${product.name}` : '创建产品'}
      onBack={() => history.push(LIST_PATH)}
      tags={
        product && [
          <Tag key="status" color={STATUS_COLORS[product.status]}>
            {ProductStatus.label(product.status)}
          </Tag>,
          ...(product.publishedVersion ? [<Tag key="v">在售 v{product.publishedVersion}</Tag>] : []),
        ]
      }
    >
      {dirty?.dirty && dirty.publishedVersion !== null && (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          message={`草稿有未发布的修改；渠道与已购项目仍使用 v${dirty.publishedVersion}，发布后生效。`}
        />
      )}
      <Card>
        <Steps
          current={step}
          onChange={(next) => product && setStep(next)}
          items={STEPS.map((title, index) => ({ title, disabled: !product && index > 0 }))}
          style={{ marginBottom: 24 }}
        />
        {step === 0 && (
          <BasicStep
            initial={draft?.basic}
            initialPaperCode={draft?.templates.examPaperCode}
            onSubmit={async (basic, examPaperCode) =>
              saved(await productSave({ productCode: code, basic, ...paperTemplates(draft?.templates, examPaperCode) }))
            }
          />
        )}
        <Suspense fallback={<Loading />}>
          {step === 1 && draft && code && (
            <CatalogueStep
              key={`${draft.basic.serviceKind}:${draft.basic.standard}`}
              standard={draft.basic.standard}
              method={productMethod(draft.basic)}
              initial={draft.catalogue}
              onSubmit={async (catalogue) => saved(await productSave({ productCode: code, catalogue }))}
            />
          )}
          {step === 2 && draft && code && (
            <ProcessStepForm
              initial={{ steps: draft.steps, importance: fullImportance(draft.importance) }}
              onSubmit={async ({ steps, importance }) => {
                await processDetailSave({ productCode: code, steps });
                await processImportanceSave({ productCode: code, rows: importance });
                await saved(await productDetail({ productCode: code }));
              }}
            />
          )}
          {step === 3 && draft && code && (
            <TemplateStep
              serviceKind={draft.basic.serviceKind}
              initial={draft.templates}
              onSubmit={async (templates) => saved(await productSave({ productCode: code, templates }))}
            />
          )}
          {step === 4 && draft && code && (
            <DocumentStep
              productCode={code}
              documents={draft.documents}
              onUploaded={async () => saved(await productDetail({ productCode: code }), false)}
              onNext={() => setStep(5)}
            />
          )}
          {step === 5 && product && (
            <PublishPanel
              product={product}
              onChanged={async (next) => {
                setProduct(next);
                await refreshDirty(next.productCode);
              }}
            />
          )}
        </Suspense>
      </Card>
    </PageContainer>
  );
};

export default CreateProduct;
