/**
 * The last step: validate the draft (every problem in Chinese, POST /api/product/validate), then
 * publish it as a new version (asks first), or withdraw a published product (asks first).
 */
import { Alert, Button, Card, List, Popconfirm, Space, Typography, message } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { PRODUCT_MACHINE } from '@domain/products/rules';
import { productPublish, productValidate, productWithdraw, type ProductDetail } from '@/services/products';

export const PublishPanel: React.FC<{ product: ProductDetail; onChanged: (product: ProductDetail) => void }> = ({ product, onChanged }) => {
  const [problems, setProblems] = useState<string[]>();
  const [busy, setBusy] = useState(false);

  const run = async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await work();
    } catch {
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const validate = () =>
    run(async () => {
      const result = await productValidate({ productCode: product.productCode });
      setProblems(result.problems);
    });
  const publish = () =>
    run(async () => {
      const published = await productPublish({ productCode: product.productCode });
      message.success(`已发布 v${published.publishedVersion}`);
      setProblems(undefined);
      onChanged(published);
    });
  const withdraw = () =>
    run(async () => {
      const withdrawn = await productWithdraw({ productCode: product.productCode });
      message.success('已下架');
      onChanged(withdrawn);
    });

  const canPublish = problems !== undefined && problems.length === 0 && (product.dirty || product.status !== 'published');
  return (
    <Card size="small" title="校验并发布">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">
          发布会把当前草稿冻结为新版本；已购买旧版本的项目继续使用旧版本。
          {product.publishedVersion ? `当前在售版本：v${product.publishedVersion}。` : '该产品尚未发布。'}
        </Typography.Paragraph>
        {problems && problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            message={`发现 ${problems.length} 个问题，修改后才能发布`}
            description={<List size="small" dataSource={problems} renderItem={(problem) => <List.Item>{problem}</List.Item>} />}
          />
        )}
        {problems && problems.length === 0 && (
          <Alert
            type="success"
            showIcon
            message={product.dirty || product.status !== 'published' ? '校验通过，可以发布' : '校验通过，草稿与在售版本一致'}
          />
        )}
        <Space>
          <Button onClick={validate} loading={busy}>
            校验
          </Button>
          <Popconfirm
            title="确定发布该产品？"
            description="发布后渠道可按授权售卖此版本。"
            okText="发布"
            cancelText="取消"
            onConfirm={publish}
            disabled={!canPublish}
          >
            <Button type="primary" disabled={!canPublish} loading={busy}>
              发布
            </Button>
          </Popconfirm>
          {PRODUCT_MACHINE.hasAction(product.status, 'withdraw') && (
            <Popconfirm
              title="确定下架该产品？"
              description="下架后渠道不能再售卖；已购买的项目不受影响。"
              okText="下架"
              cancelText="取消"
              onConfirm={withdraw}
            >
              <Button danger loading={busy}>
                下架
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Space>
    </Card>
  );
};
