/**
 * 在线答题's item navigator: the status tabs with the caller's counts, the section and keyword
 * filters, and the items of the page (status, how much is answered, open problems); a click
 * selects an item. The page holds the state and pages on the server.
 */
import { CheckCircleTwoTone } from '@ant-design/icons';
import { Alert, Button, Card, Input, List, Segmented, Select, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { QuestionnaireItemStatus } from '@domain/enums';
import type { QuestionnaireInfo, QuestionnaireItemRow } from '@/services/questionnaires';
import { ITEM_STATUS_COLORS } from './labels';

export type StatusFilter = QuestionnaireItemStatus | 'all';
export const PAGE_SIZE = 20;

interface Props {
  mine: QuestionnaireInfo['mine'];
  sections: QuestionnaireInfo['sections'];
  status: StatusFilter | undefined;
  onStatus: (status: StatusFilter) => void;
  sectionKey: string | undefined;
  onSection: (sectionKey: string | undefined) => void;
  onSearch: (keyword: string) => void;
  rows: QuestionnaireItemRow[];
  total: number;
  current: number;
  onPage: (page: number) => void;
  loading: boolean;
  /** The last page load failed: an alert with 重试. */
  failed: boolean;
  onRetry: () => void;
  selected: string | undefined;
  onSelect: (itemCode: string) => void;
}

const ItemNavigator: React.FC<Props> = ({
  mine,
  sections,
  status,
  onStatus,
  sectionKey,
  onSection,
  onSearch,
  rows,
  total,
  current,
  onPage,
  loading,
  failed,
  onRetry,
  selected,
  onSelect,
}) => {
  const myTotal = mine.assigned + mine.returned + mine.submitted + mine.unassigned;
  const statusOptions: { value: StatusFilter; label: string }[] = [
    { value: 'returned', label: `已退回 ${mine.returned}` },
    { value: 'assigned', label: `填写中 ${mine.assigned}` },
    { value: 'submitted', label: `已提交 ${mine.submitted}` },
    { value: 'all', label: `全部 ${myTotal}` },
  ];
  return (
    <Card size="small" title="题目" styles={{ body: { padding: 12 } }}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Segmented<StatusFilter> block size="small" value={status} options={statusOptions} onChange={onStatus} />
        <Select
          allowClear
          placeholder="全部章节"
          value={sectionKey}
          style={{ width: '100%' }}
          options={sections.map((section) => ({ value: section.sectionKey, label: section.sectionName }))}
          onChange={onSection}
        />
        <Input.Search allowClear placeholder="按标题或编号搜索" onSearch={onSearch} />
        {failed ? (
          <Alert
            type="error"
            message="题目加载失败"
            action={
              <Button size="small" onClick={onRetry}>
                重试
              </Button>
            }
          />
        ) : null}
        <List<QuestionnaireItemRow>
          size="small"
          loading={loading}
          dataSource={rows}
          locale={{ emptyText: '没有符合条件的题目' }}
          pagination={total > PAGE_SIZE ? { current, pageSize: PAGE_SIZE, total, size: 'small', simple: true, onChange: onPage } : false}
          renderItem={(row) => (
            <List.Item
              key={row.questionnairItemCode}
              onClick={() => onSelect(row.questionnairItemCode)}
              style={{
                cursor: 'pointer',
                paddingInline: 8,
                background: row.questionnairItemCode === selected ? '#e6f4ff' : undefined,
                borderRadius: 4,
              }}
              data-testid={`nav-${row.questionnairItemCode}`}
            >
              <Space direction="vertical" size={0} style={{ width: '100%' }}>
                <Space size={4}>
                  {row.complete ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : null}
                  <Typography.Text strong={row.questionnairItemCode === selected}>
                    {row.ref} {row.title}
                  </Typography.Text>
                </Space>
                <Space size={4} wrap>
                  <Tag color={ITEM_STATUS_COLORS[row.status]}>{QuestionnaireItemStatus.label(row.status)}</Tag>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.sectionName} · 已答 {row.answered}/{row.total}
                    {row.complete ? '' : `（必答 ${row.required}）`}
                  </Typography.Text>
                  {row.openRisks > 0 ? <Tag color="red">{row.openRisks} 个问题</Tag> : null}
                </Space>
              </Space>
            </List.Item>
          )}
        />
      </Space>
    </Card>
  );
};

export default ItemNavigator;
