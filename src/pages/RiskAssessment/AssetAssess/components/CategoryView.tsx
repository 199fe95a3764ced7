/**
 * 资产分类: system and unit assets by the six asset categories and by value (listByCategory): the
 * counts as a bar to pick from, and a page of the assets picked.
 */
import { Alert, Button, Segmented, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { AssetCategory, AssetItemState, AssetTier } from '@domain/enums';
import { type AssetRow, raUnitListByCategory } from '@/services/riskAssessment';
import { ITEM_STATE_COLORS, LEVEL_COLORS, levelText } from './labels';

type Answer = Awaited<ReturnType<typeof raUnitListByCategory>>;
const ALL = 'all';

const CategoryView: React.FC<{ projectCode: string }> = ({ projectCode }) => {
  const [category, setCategory] = useState<AssetCategory | typeof ALL>(ALL);
  const [importance, setImportance] = useState<number>();
  const [paging, setPaging] = useState({ current: 1, pageSize: 10 });
  const [answer, setAnswer] = useState<Answer>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const next = await raUnitListByCategory(
        {
          projectCode,
          ...paging,
          ...(category !== ALL ? { category } : {}),
          ...(importance ? { importance } : {}),
        },
        { skipErrorHandler: true },
      );
      setAnswer(next);
      setError(undefined);
    } catch (e) {
      setError(e instanceof Error ? e.message : '加载失败');
    } finally {
      setLoading(false);
    }
  }, [projectCode, paging, category, importance]);
  useEffect(() => {
    void load();
  }, [load]);

  const total = answer?.categories.reduce((sum, c) => sum + c.count, 0) ?? 0;

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {error ? (
        <Alert
          type="error"
          showIcon
          message="资产加载失败"
          description={error}
          action={
            <Button size="small" onClick={() => void load()}>
              重试
            </Button>
          }
        />
      ) : null}
      <Segmented<AssetCategory | typeof ALL>
        value={category}
        onChange={(value) => {
          setCategory(value);
          setPaging((p) => ({ ...p, current: 1 }));
        }}
        options={[
          { value: ALL, label: `全部 ${total}` },
          ...AssetCategory.values.map((value) => ({
            value,
            label: `${AssetCategory.label(value)} ${answer?.categories.find((c) => c.category === value)?.count ?? 0}`,
          })),
        ]}
      />
      <Space wrap>
        <Typography.Text type="secondary">按价值：</Typography.Text>
        {(answer?.importance ?? []).map((item) => (
          <Tag.CheckableTag
            key={item.level}
            checked={importance === item.level}
            onChange={(checked) => {
              setImportance(checked ? item.level : undefined);
              setPaging((p) => ({ ...p, current: 1 }));
            }}
          >
            {item.label || levelText(item.level)} {item.count}
          </Tag.CheckableTag>
        ))}
      </Space>
      <Table<AssetRow>
        rowKey="assetCode"
        size="middle"
        loading={loading}
        dataSource={answer?.page.list ?? []}
        locale={{ emptyText: '该分类下暂无资产' }}
        pagination={{
          ...paging,
          total: answer?.page.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => `共 ${count} 项`,
          onChange: (current, pageSize) => setPaging({ current, pageSize }),
        }}
        columns={[
          { title: '资产', dataIndex: 'name', render: (name: string, row) => `${name}（${row.assetCode}）` },
          { title: '层级', dataIndex: 'tier', render: (tier: AssetRow['tier']) => AssetTier.label(tier) },
          { title: '类别', dataIndex: 'category', render: (c: AssetRow['category']) => (c ? AssetCategory.label(c) : '—') },
          { title: '价值', dataIndex: 'value', render: (value: number) => <Tag color={LEVEL_COLORS[value]}>{levelText(value)}</Tag> },
          { title: '责任人', dataIndex: 'ownerName', render: (name: string) => name || '未指定' },
          {
            title: '状态',
            dataIndex: 'state',
            render: (state: AssetRow['state']) => <Tag color={ITEM_STATE_COLORS[state]}>{AssetItemState.label(state)}</Tag>,
          },
        ]}
      />
    </Space>
  );
};

export default CategoryView;
