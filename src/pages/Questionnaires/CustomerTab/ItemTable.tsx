/**
 * The questionnaire's items, paged on the server (section, status, respondent, keyword, open
 * problems), with row selection for the leads: 分配 (selected items or a whole section to one of
 * the customer's executors), 撤回分配 (confirm) and 退回 (submitted items, with a reason).
 */
import { Alert, Button, Checkbox, Input, Modal, Select, Space, Table, Tag, Typography, message } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { QuestionnaireItemStatus } from '@domain/enums';
import { ITEM_STATUS_COLORS } from '@/pages/Questionnaires/ReportOnline/components/labels';
import { qnItemList, type QuestionnaireInfo, type QuestionnaireItemRow, qnRevoke } from '@/services/questionnaires';
import { chinaTimeText } from '@/utils/chinaTime';
import ItemDrawer from './ItemDrawer';
import { AssignModal, ReturnModal } from './ItemModals';
import { ASSIGN_TEXT, RETURN_TEXT, REVOKE_TEXT } from './labels';

const PAGE_SIZE = 20;

interface Filters {
  sectionKey?: string;
  status?: QuestionnaireItemStatus;
  respondentId?: string;
  keyword?: string;
  hasRisk?: boolean;
}

const ItemTable: React.FC<{ info: QuestionnaireInfo; onChanged: () => void }> = ({ info, onChanged }) => {
  const lead = info.permissions.lead;
  const [filters, setFilters] = useState<Filters>({});
  const [current, setCurrent] = useState(1);
  const [rows, setRows] = useState<QuestionnaireItemRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [selected, setSelected] = useState<QuestionnaireItemRow[]>([]);
  const [assignOpen, setAssignOpen] = useState(false);
  const [returnOpen, setReturnOpen] = useState(false);
  const [viewing, setViewing] = useState<string>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const page = await qnItemList(
        {
          projectCode: info.projectCode,
          sectionKey: filters.sectionKey,
          status: filters.status,
          respondentId: filters.respondentId,
          keyword: filters.keyword?.trim() || undefined,
          hasRisk: filters.hasRisk ? 'true' : undefined,
          current,
          pageSize: PAGE_SIZE,
        },
        { skipErrorHandler: true },
      );
      setRows(page.list);
      setTotal(page.total);
      setFailed(undefined);
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : '加载失败');
    } finally {
      setLoading(false);
    }
  }, [info.projectCode, filters, current]);

  useEffect(() => {
    void load();
  }, [load]);

  const filter = (patch: Filters) => {
    setFilters((previous) => ({ ...previous, ...patch }));
    setCurrent(1);
  };
  const changed = () => {
    setSelected([]);
    void load();
    onChanged();
  };

  const revocable = selected.filter((row) => row.status === 'assigned' || row.status === 'returned');
  const returnable = selected.filter((row) => row.status === 'submitted');
  const answering = info.status === 'answering';

  const revoke = () =>
    Modal.confirm({
      title: `撤回 ${revocable.length} 道题目的分配？`,
      content: '题目回到未分配，已填写的答案保留。已提交和未分配的题目不受影响。',
      okText: '撤回分配',
      onOk: async () => {
        const { revoked } = await qnRevoke({
          projectCode: info.projectCode,
          questionnairItemCodes: revocable.map((row) => row.questionnairItemCode),
        });
        message.success(`已撤回 ${revoked} 道题目的分配`);
        changed();
      },
    });

  const people = new Map<string, string>();
  for (const respondent of info.respondents) people.set(respondent.respondentId, respondent.name);
  for (const candidate of info.candidates) people.set(candidate.accountId, candidate.showName);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          allowClear
          placeholder="全部章节"
          style={{ width: 200 }}
          value={filters.sectionKey}
          onChange={(sectionKey) => filter({ sectionKey })}
          options={info.sections.map((section) => ({ value: section.sectionKey, label: section.sectionName }))}
        />
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 120 }}
          value={filters.status}
          onChange={(status) => filter({ status })}
          options={QuestionnaireItemStatus.values.map((value) => ({ value, label: QuestionnaireItemStatus.label(value) }))}
        />
        <Select
          allowClear
          placeholder="全部答题人"
          style={{ width: 140 }}
          value={filters.respondentId}
          onChange={(respondentId) => filter({ respondentId })}
          options={[...people].map(([value, label]) => ({ value, label }))}
        />
        <Input.Search allowClear placeholder="标题或编号" style={{ width: 200 }} onSearch={(keyword) => filter({ keyword })} />
        <Checkbox checked={!!filters.hasRisk} onChange={(event) => filter({ hasRisk: event.target.checked })}>
          只看有待整改问题的题目
        </Checkbox>
      </Space>
      {lead && answering ? (
        <Space wrap>
          <Button type="primary" onClick={() => setAssignOpen(true)}>
            {ASSIGN_TEXT}
          </Button>
          <Button disabled={!revocable.length} onClick={revoke}>
            {REVOKE_TEXT}
            {revocable.length ? `（${revocable.length}）` : ''}
          </Button>
          <Button danger disabled={!returnable.length} onClick={() => setReturnOpen(true)}>
            {RETURN_TEXT}
            {returnable.length ? `（${returnable.length}）` : ''}
          </Button>
          <Typography.Text type="secondary">
            {selected.length ? `已选 ${selected.length} 道` : '勾选题目后可分配、撤回或退回；也可直接按章节分配'}
          </Typography.Text>
        </Space>
      ) : null}
      {failed ? (
        <Alert
          type="error"
          showIcon
          message={`题目加载失败：${failed}`}
          action={
            <Button size="small" onClick={() => void load()}>
              重试
            </Button>
          }
        />
      ) : null}
      <Table<QuestionnaireItemRow>
        rowKey="questionnairItemCode"
        size="small"
        loading={loading}
        dataSource={rows}
        rowSelection={
          lead && answering
            ? {
                preserveSelectedRowKeys: true,
                selectedRowKeys: selected.map((row) => row.questionnairItemCode),
                onChange: (_, chosen) => setSelected(chosen.filter(Boolean)),
              }
            : undefined
        }
        pagination={{ current, pageSize: PAGE_SIZE, total, showSizeChanger: false, showTotal: (count) => `共 ${count} 道`, onChange: setCurrent }}
        locale={{ emptyText: '没有符合条件的题目' }}
        columns={[
          { title: '编号', dataIndex: 'ref', width: 90 },
          {
            title: '题目',
            dataIndex: 'title',
            render: (title: string, row) => (
              <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setViewing(row.questionnairItemCode)}>
                {title}
              </Button>
            ),
          },
          { title: '章节', dataIndex: 'sectionName', width: 150 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: QuestionnaireItemStatus) => <Tag color={ITEM_STATUS_COLORS[status]}>{QuestionnaireItemStatus.label(status)}</Tag>,
          },
          { title: '答题人', dataIndex: 'respondentName', width: 110, render: (name: string) => name || '—' },
          {
            title: '进度',
            key: 'progress',
            width: 120,
            render: (_, row) => (
              <span>
                {row.answered}/{row.total} {row.complete ? <Tag color="success">已答完</Tag> : null}
              </span>
            ),
          },
          { title: '待整改', dataIndex: 'openRisks', width: 80, render: (count: number) => (count ? <Tag color="red">{count}</Tag> : '—') },
          { title: '更新时间', dataIndex: 'updatedAt', width: 160, render: (at: string) => chinaTimeText(at) },
        ]}
      />
      <AssignModal info={info} selected={selected} open={assignOpen} onClose={() => setAssignOpen(false)} onDone={changed} />
      <ReturnModal projectCode={info.projectCode} rows={returnable} open={returnOpen} onClose={() => setReturnOpen(false)} onDone={changed} />
      <ItemDrawer itemCode={viewing} onClose={() => setViewing(undefined)} />
    </Space>
  );
};

export default ItemTable;
