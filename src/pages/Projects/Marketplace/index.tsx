/**
 * /project — the service marketplace (spec §2 "Channel side"; the service-list route renders the
 * same page): the services this channel may sell today, each with its standard, what is delivered,
 * the price after the channel's equity level and the quota left, and a purchase dialog for one of
 * the channel's customers.
 */
import { ReloadOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Link, useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Empty, Input, Popover, Row, Segmented, Space, Statistic, Tag, Tooltip, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { permissionPoints } from '@domain/kernel/access';
import { ServiceKind } from '@domain/enums';
import { productStandardLabel } from '@domain/products/method';
import { discountText } from '@domain/projects/marketplace';
import Loading from '@/components/Loading';
import { requestErrorMessage } from '@/requestErrorConfig';
import { marketTemplateList, type MarketTemplate } from '@/services/marketplace';
import { walletSummary } from '@/services/wallet';
import PurchaseDialog from './components/PurchaseDialog';

type KindFilter = 'all' | (typeof ServiceKind.values)[number];

const points = (value: number) => value.toLocaleString('zh-CN');

const TemplateCard: React.FC<{ item: MarketTemplate; canBuy: boolean; onBuy: () => void }> = ({ item, canBuy, onBuy }) => {
  const discount = discountText(item.equityDiscountPercent);
  const soldOut = item.remainingQuota <= 0;
  return (
    <Card
      title={item.name}
      data-testid={`market-card-${item.productCode}`}
      extra={<Tag color="blue">{productStandardLabel(item)}</Tag>}
      actions={[
        <Tooltip key="buy" title={!canBuy ? '你的角色不能购买服务' : soldOut ? '授权额度已用完' : undefined}>
          <Button type="primary" icon={<ShoppingCartOutlined />} disabled={!canBuy || soldOut} onClick={onBuy}>
            购买
          </Button>
        </Tooltip>,
      ]}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Tag>{ServiceKind.labels[item.serviceKind]}</Tag>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ minHeight: 44, marginBottom: 0 }}>
          {item.summary || '暂无简介'}
        </Typography.Paragraph>
        <Popover
          title="交付步骤"
          content={
            <ol style={{ paddingLeft: 18, margin: 0 }}>
              {item.steps.map((step) => (
                <li key={step.name}>
                  {step.name}（{step.days} 天）
                </li>
              ))}
            </ol>
          }
        >
          <Typography.Link>
            交付：{item.steps.length} 个步骤 · 约 {item.deliveryDays} 天
          </Typography.Link>
        </Popover>
        <Space align="baseline" wrap>
          <Typography.Text strong style={{ fontSize: 20, color: '#466DD9' }} data-testid="market-price">
            {points(item.pricePoints)}
          </Typography.Text>
          <Typography.Text>积分/项目</Typography.Text>
          {discount && (
            <>
              <Typography.Text delete type="secondary">
                {points(item.authorizedPricePoints)}
              </Typography.Text>
              <Tag color="gold">权益 {discount}</Tag>
            </>
          )}
        </Space>
        <Typography.Text type={soldOut ? 'danger' : 'secondary'}>
          剩余额度 {item.remainingQuota} / {item.quota} 个项目 · 授权至 {item.validTo}
        </Typography.Text>
      </Space>
    </Card>
  );
};

const Project: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const canBuy = permissionPoints(initialState?.currentUser).has('createProject');
  const [kind, setKind] = useState<KindFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [buying, setBuying] = useState<MarketTemplate | null>(null);
  const templates = useRequest(() => marketTemplateList({}, { skipErrorHandler: true }));
  const wallet = useRequest(() => walletSummary({ skipErrorHandler: true }));

  const shown = (templates.data ?? []).filter(
    (item) => (kind === 'all' || item.serviceKind === kind) && (!keyword.trim() || item.name.toLowerCase().includes(keyword.trim().toLowerCase())),
  );
  const refresh = () => {
    templates.refresh();
    wallet.refresh();
  };

  return (
    <PageContainer
      title="服务市场"
      content="本渠道已获授权、当前可售的服务。价格已按本渠道的权益等级折算，购买时从你的积分余额中扣除。"
      extra={
        <Space size="large">
          <span data-testid="market-balance">
            <Statistic title="我的积分余额" value={wallet.data?.balance ?? '—'} valueStyle={{ fontSize: 20 }} />
          </span>
          <Link to="/rechargeBalance">充值</Link>
        </Space>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Segmented<KindFilter> value={kind} onChange={setKind} options={[{ value: 'all', label: '全部' }, ...ServiceKind.options()]} />
        <Input.Search allowClear placeholder="搜索服务名称" onSearch={setKeyword} style={{ width: 240 }} />
        <Button icon={<ReloadOutlined />} onClick={refresh}>
          刷新
        </Button>
      </Space>
      {templates.error && !templates.data ? (
        <Alert
          type="error"
          showIcon
          message="服务列表加载失败"
          description={requestErrorMessage(templates.error)}
          action={<Button onClick={templates.refresh}>重试</Button>}
        />
      ) : templates.loading && !templates.data ? (
        <Loading />
      ) : shown.length === 0 ? (
        <Card>
          <Empty description={templates.data?.length ? '没有符合条件的服务' : '暂无可购买的服务：平台授权本渠道销售服务后，将显示在这里'} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {shown.map((item) => (
            <Col key={item.productCode} xs={24} md={12} xl={8}>
              <TemplateCard item={item} canBuy={canBuy} onBuy={() => setBuying(item)} />
            </Col>
          ))}
        </Row>
      )}
      <PurchaseDialog template={buying} balance={wallet.data?.balance} onClose={() => setBuying(null)} onPurchased={refresh} />
    </PageContainer>
  );
};

export default Project;
