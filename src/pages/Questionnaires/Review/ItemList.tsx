/**
 * The review drawer's item list: filters (section, status, open risk, keyword) and the items,
 * paged on the server by the drawer; a click selects an item.
 */
import { Input, Select, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { QuestionnaireItemStatus } from '@domain/enums';
import type { QuestionnaireInfo, QuestionnaireItemRow } from '@/services/questionnaires';
import { ITEM_STATUS_COLORS } from '@/pages/Questionnaires/ReportOnline/components/labels';

export interface Filters {
  sectionKey?: string;
  status?: QuestionnaireItemStatus;
  hasRisk?: 'true' | 'false';
  keyword?: string;
}

export interface Paging {
  current: number;
  pageSize: number;
}

interface Props {
  sections: QuestionnaireInfo['sections'];
  filters: Filters;
  onFilter: (next: Filters) => void;
  /** The search box's text (searched on enter). */
  keyword: string;
  onKeyword: (keyword: string) => void;
  rows: { list: QuestionnaireItemRow[]; total: number } | undefined;
  loading: boolean;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  selected: string | undefined;
  onSelect: (itemCode: string) => void;
}

const ItemList: React.FC<Props> = ({ sections, filters, onFilter, keyword, onKeyword, rows, loading, paging, onPaging, selected, onSelect }) => (
  <>
    <Space wrap style={{ marginBottom: 12 }}>
      <Select
        aria-label="章节"
        allowClear
        placeholder="全部章节"
        style={{ width: 200 }}
        value={filters.sectionKey}
        onChange={(value?: string) => onFilter({ sectionKey: value })}
        options={sections.map((section) => ({ value: section.sectionKey, label: section.sectionName }))}
      />
      <Select
        aria-label="题目状态"
        allowClear
        placeholder="全部状态"
        style={{ width: 120 }}
        value={filters.status}
        onChange={(value?: QuestionnaireItemStatus) => onFilter({ status: value })}
        options={QuestionnaireItemStatus.values.map((value) => ({ value, label: QuestionnaireItemStatus.label(value) }))}
      />
      <Select
        aria-label="待整改问题"
        allowClear
        placeholder="问题"
        style={{ width: 130 }}
        value={filters.hasRisk}
        onChange={(value?: 'true' | 'false') => onFilter({ hasRisk: value })}
        options={[
          { value: 'true', label: '有待整改问题' },
          { value: 'false', label: '无待整改问题' },
        ]}
      />
      <Input.Search
        allowClear
        placeholder="标题或编号"
        style={{ width: 200 }}
        value={keyword}
        onChange={(event) => onKeyword(event.target.value)}
        onSearch={(value) => onFilter({ keyword: value.trim() || undefined })}
      />
    </Space>
    <Table<QuestionnaireItemRow>
      rowKey="questionnairItemCode"
      size="small"
      loading={loading}
      dataSource={rows?.list ?? []}
      locale={{ emptyText: '没有符合条件的题目' }}
      onRow={(row) => ({ onClick: () => onSelect(row.questionnairItemCode), style: { cursor: 'pointer' } })}
      rowClassName={(row) => (row.questionnairItemCode === selected ? 'ant-table-row-selected' : '')}
      pagination={{
        current: paging.current,
        pageSize: paging.pageSize,
        total: rows?.total ?? 0,
        size: 'small',
        showTotal: (total) => `共 ${total} 道`,
        onChange: (current, pageSize) => onPaging({ current, pageSize }),
      }}
      columns={[
        { title: '编号', dataIndex: 'ref', width: 80 },
        {
          title: '题目',
          dataIndex: 'title',
          render: (_, row) => (
            <Space direction="vertical" size={0}>
              {row.title}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.sectionName} · {row.respondentName || '未分配'}
              </Typography.Text>
            </Space>
          ),
        },
        {
          title: '状态',
          dataIndex: 'status',
          width: 120,
          render: (_, row) => (
            <Space size={2} wrap>
              <Tag color={ITEM_STATUS_COLORS[row.status]}>{QuestionnaireItemStatus.label(row.status)}</Tag>
              {row.openRisks ? <Tag color="red">问题 {row.openRisks}</Tag> : null}
              {row.judged ? <Tag color="blue">已判定</Tag> : null}
            </Space>
          ),
        },
      ]}
    />
  </>
);

export default ItemList;
