/**
 * Progress per respondent (RespondentProgress), the owner's review of a respondent's submitted
 * answers (qnOwnerInfo) and 催办 with the project's urge call (问卷任务 / 问卷催办).
 */
import { ModalForm, ProFormSelect, ProFormTextArea } from '@/components/FormKit';
import { Button, Collapse, Drawer, Empty, Progress, Result, Space, Spin, Table, Tag, message } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { QuestionnaireItemStatus, UrgeType } from '@domain/enums';
import { URGE_MESSAGE_MAX } from '@domain/projects/rules';
import { ITEM_STATUS_COLORS } from '@/pages/Questionnaires/ReportOnline/components/labels';
import { consumerUrge } from '@/services/consumerProjects';
import { qnOwnerInfo, type QuestionnaireInfo, type QuestionnaireItemDetail, type RespondentProgress } from '@/services/questionnaires';
import { chinaTimeText } from '@/utils/chinaTime';
import { ItemDetailView } from './ItemDrawer';
import { ReturnModal } from './ItemModals';
import { RETURN_TEXT } from './labels';

const URGE_TYPES = ['questionnaire_task', 'questions_urge'] as const;

export const QnUrgeForm: React.FC<{ projectCode: string; respondent: RespondentProgress; onDone: () => void }> = ({
  projectCode,
  respondent,
  onDone,
}) => (
  <ModalForm<{ urgeType: (typeof URGE_TYPES)[number]; message?: string }>
    title={`催办：${respondent.name}`}
    width={480}
    trigger={<a>催办</a>}
    modalProps={{ destroyOnHidden: true }}
    initialValues={{ urgeType: 'questionnaire_task' }}
    onFinish={async (values) => {
      try {
        const urge = await consumerUrge({
          projectCode,
          accountId: respondent.respondentId,
          urgeType: values.urgeType,
          message: values.message ?? '',
        });
        message.success(
          `已催办 ${urge.targetName}${urge.smsSent ? '，短信已发送' : '（短信未发送，对方会在站内看到提醒）'}；下次可催办时间 ${chinaTimeText(urge.nextAllowedAt)}`,
        );
      } catch {
        return false;
      }
      onDone();
      return true;
    }}
  >
    <ProFormSelect
      name="urgeType"
      label="催办事项"
      rules={[{ required: true, message: '请选择催办事项' }]}
      options={URGE_TYPES.map((value) => ({ value, label: UrgeType.label(value) }))}
    />
    <ProFormTextArea
      name="message"
      label="留言"
      fieldProps={{ maxLength: URGE_MESSAGE_MAX, showCount: true }}
      placeholder={`选填，例如：还有 ${respondent.counts.assigned + respondent.counts.returned} 道题目未提交，请尽快填写`}
    />
  </ModalForm>
);

const ReviewDrawer: React.FC<{ projectCode: string; respondent: RespondentProgress | undefined; onClose: () => void; onChanged: () => void }> = ({
  projectCode,
  respondent,
  onClose,
  onChanged,
}) => {
  const [items, setItems] = useState<QuestionnaireItemDetail[]>();
  const [failed, setFailed] = useState<string>();
  const [returning, setReturning] = useState<QuestionnaireItemDetail>();
  const load = useCallback(() => {
    setFailed(undefined);
    if (!respondent) return;
    qnOwnerInfo({ projectCode, respondentId: respondent.respondentId }, { skipErrorHandler: true })
      .then((answer) => setItems(answer.items))
      .catch((error: Error) => setFailed(error.message || '加载失败'));
  }, [projectCode, respondent]);
  useEffect(() => {
    setItems(undefined);
    load();
  }, [load]);
  return (
    <Drawer open={!!respondent} onClose={onClose} width={820} title={respondent ? `审核答案：${respondent.name}` : '审核答案'} destroyOnHidden>
      {failed ? (
        <Result status="warning" title="无法加载答案" subTitle={failed} />
      ) : !items ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description="该答题人还没有提交的题目" />
      ) : (
        <Collapse
          items={items.map((item) => ({
            key: item.questionnairItemCode,
            label: (
              <Space>
                <span>
                  {item.ref} {item.title}
                </span>
                <Tag color={ITEM_STATUS_COLORS[item.status]}>{QuestionnaireItemStatus.label(item.status)}</Tag>
                {item.risks.some((risk) => risk.status === 'open') ? <Tag color="red">有待整改问题</Tag> : null}
              </Space>
            ),
            extra: item.actions.includes('return') ? (
              <Button
                size="small"
                danger
                onClick={(event) => {
                  event.stopPropagation();
                  setReturning(item);
                }}
              >
                {RETURN_TEXT}
              </Button>
            ) : null,
            children: <ItemDetailView item={item} />,
          }))}
        />
      )}
      <ReturnModal
        projectCode={projectCode}
        rows={returning ? [returning] : []}
        open={!!returning}
        onClose={() => setReturning(undefined)}
        onDone={() => {
          load();
          onChanged();
        }}
      />
    </Drawer>
  );
};

const Respondents: React.FC<{ info: QuestionnaireInfo; urge: boolean; onChanged: () => void; onItemsChanged: () => void }> = ({
  info,
  urge,
  onChanged,
  onItemsChanged,
}) => {
  const [reviewing, setReviewing] = useState<RespondentProgress>();
  const lead = info.permissions.lead;
  return (
    <>
      <Table<RespondentProgress>
        rowKey="respondentId"
        size="small"
        pagination={false}
        dataSource={info.respondents}
        locale={{ emptyText: '还没有分配题目' }}
        columns={[
          { title: '答题人', dataIndex: 'name' },
          {
            title: '已提交',
            key: 'progress',
            width: 220,
            render: (_, row) => {
              const total = QuestionnaireItemStatus.values.reduce((sum, status) => sum + row.counts[status], 0);
              return (
                <Progress
                  size="small"
                  percent={total ? Math.round((row.counts.submitted / total) * 100) : 0}
                  format={() => `${row.counts.submitted}/${total}`}
                />
              );
            },
          },
          { title: '填写中', key: 'assigned', width: 80, render: (_, row) => row.counts.assigned },
          {
            title: '已退回',
            key: 'returned',
            width: 80,
            render: (_, row) => (row.counts.returned ? <Tag color="error">{row.counts.returned}</Tag> : 0),
          },
          { title: '已答完', dataIndex: 'complete', width: 80 },
          { title: '最近作答', dataIndex: 'lastAnsweredAt', width: 160, render: (at: string | null) => (at ? chinaTimeText(at) : '—') },
          {
            title: '操作',
            key: 'actions',
            width: 160,
            render: (_, row) => (
              <Space>
                {lead ? (
                  <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setReviewing(row)}>
                    审核答案
                  </Button>
                ) : null}
                {urge && row.counts.assigned + row.counts.returned > 0 ? (
                  <QnUrgeForm projectCode={info.projectCode} respondent={row} onDone={onChanged} />
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <ReviewDrawer projectCode={info.projectCode} respondent={reviewing} onClose={() => setReviewing(undefined)} onChanged={onItemsChanged} />
    </>
  );
};

export default Respondents;
