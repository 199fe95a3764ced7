/**
 * Authorize a channel to sell a product, or change an authorization: price in points or a
 * discount of the list price, quota, validity (never past the product's sale end date).
 */
import { ModalForm, ProFormDatePicker, ProFormDependency, ProFormDigit, ProFormRadio, ProFormSelect } from '@/components/FormKit';
import { useRequest } from 'ahooks';
import { Typography } from 'antd';
import type React from 'react';
import { AuthorizationInput, discountPercent } from '@domain/authorizations/contracts';
import { DateString } from '@domain/kernel/contract';
import { positiveInt } from '@domain/products/contracts';
import { effectivePrice } from '@domain/authorizations/rules';
import { PricingMode } from '@domain/enums';
import { channelListAll, updatePurchaseInfo, type AuthorizationRow } from '@/services/authorizations';
import { productList } from '@/services/products';
import { dayRule, zodRule } from '@/pages/Products/ProductDevelopment/components/rules';

interface Props {
  /** The authorization to change; undefined = a new one. */
  editing?: AuthorizationRow;
  onClose: () => void;
  onSaved: () => void;
}

const discountRule = zodRule(discountPercent);

export const AuthorizationFormModal: React.FC<Props> = ({ editing, onClose, onSaved }) => {
  const channels = useRequest(() => channelListAll({ approvalState: 'success' }));
  const products = useRequest(() => productList({ status: 'published', current: 1, pageSize: 200 }));
  const productOf = (code?: string) => products.data?.list.find((p) => p.productCode === code);

  return (
    <ModalForm
      open
      title={editing ? `修改授权：${editing.channelName} · ${editing.productName}` : '新增授权'}
      width={560}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      initialValues={editing ? { ...editing } : { pricingMode: 'price', quota: 10 }}
      onFinish={async (values: Record<string, unknown>) => {
        await updatePurchaseInfo(AuthorizationInput.parse(values));
        onSaved();
        onClose();
        return true;
      }}
    >
      <ProFormSelect
        name="channelTenantCode"
        label="渠道"
        disabled={Boolean(editing)}
        options={(channels.data ?? []).map((c) => ({ value: c.tenantCode, label: c.tenantZhName }))}
        fieldProps={{ loading: channels.loading, showSearch: true, optionFilterProp: 'label' }}
        rules={[{ required: true, message: '请选择渠道' }]}
      />
      <ProFormSelect
        name="productCode"
        label="产品"
        disabled={Boolean(editing)}
        options={(products.data?.list ?? []).map((p) => ({ value: p.productCode, label: `${p.name}（标价 ${p.pricePoints} 积分）` }))}
        fieldProps={{ loading: products.loading, showSearch: true, optionFilterProp: 'label' }}
        rules={[{ required: true, message: '请选择产品' }]}
      />
      <ProFormRadio.Group name="pricingMode" label="定价方式" options={PricingMode.options()} />
      <ProFormDependency name={['pricingMode']}>
        {({ pricingMode }) =>
          pricingMode === 'discount' ? (
            <ProFormDigit
              name="discountPercent"
              label="折扣（%）"
              fieldProps={{ precision: 0 }}
              rules={[discountRule]}
              extra="按标价的百分比收取，如 85 即八五折"
            />
          ) : (
            <ProFormDigit name="pricePoints" label="价格（积分）" fieldProps={{ precision: 0 }} rules={[zodRule(positiveInt('价格'))]} />
          )
        }
      </ProFormDependency>
      <ProFormDigit name="quota" label="配额（项目数）" fieldProps={{ precision: 0 }} rules={[zodRule(positiveInt('配额', 100_000))]} />
      <ProFormDatePicker name="validFrom" label="有效期开始" rules={[dayRule(DateString)]} fieldProps={{ format: 'YYYY-MM-DD' }} />
      <ProFormDatePicker name="validTo" label="有效期结束" rules={[dayRule(DateString)]} fieldProps={{ format: 'YYYY-MM-DD' }} />
      <ProFormDependency name={['productCode', 'pricingMode', 'pricePoints', 'discountPercent']}>
        {({ productCode, pricingMode, pricePoints, discountPercent }) => {
          const product = productOf(productCode ?? editing?.productCode);
          if (!product) return null;
          const price = effectivePrice(product.pricePoints, {
            pricingMode,
            pricePoints: pricePoints ?? null,
            discountPercent: discountPercent ?? null,
          });
          return (
            <Typography.Paragraph type="secondary">
              渠道每个项目支付 {Number.isFinite(price) ? price : '—'} 积分；有效期不能晚于产品销售截止日期 {product.saleEndDate}。
            </Typography.Paragraph>
          );
        }}
      </ProFormDependency>
    </ModalForm>
  );
};
