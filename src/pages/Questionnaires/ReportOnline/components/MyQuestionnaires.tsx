/**
 * 我的问卷 on home (executors have no workbench): the questionnaires with items assigned to the
 * caller — project, status, their own items by status — each with a button to /reportOnline.
 * Shows nothing when the caller has no items.
 */
import { history } from '@umijs/max';
import { Button, Card, List, Space, Tag, Typography } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { QuestionnaireStatus } from '@domain/enums';
import { qnList, type QuestionnaireSummary } from '@/services/questionnaires';
import { GO_ANSWER_TEXT, leftText, MY_QUESTIONNAIRES_TITLE, QUESTIONNAIRE_STATUS_COLORS, reportOnlinePath } from './labels';

const mineTotal = (summary: QuestionnaireSummary) => summary.mine.assigned + summary.mine.returned + summary.mine.submitted + summary.mine.unassigned;

const MyQuestionnaires: React.FC = () => {
  const [list, setList] = useState<QuestionnaireSummary[]>([]);
  useEffect(() => {
    qnList({ current: 1, pageSize: 20 }, { skipErrorHandler: true })
      .then((page) => setList(page.list.filter((summary) => mineTotal(summary) > 0)))
      .catch(() => setList([]));
  }, []);
  if (!list.length) return null;
  return (
    <Card size="small" title={MY_QUESTIONNAIRES_TITLE} style={{ textAlign: 'left', minWidth: 420, maxWidth: 640 }}>
      <List<QuestionnaireSummary>
        size="small"
        dataSource={list}
        renderItem={(summary) => {
          const left = summary.mine.assigned + summary.mine.returned;
          return (
            <List.Item
              key={summary.questionnaireCode}
              actions={[
                <Button
                  key="go"
                  type={left > 0 && summary.status === 'answering' ? 'primary' : 'default'}
                  size="small"
                  onClick={() => history.push(reportOnlinePath(summary.projectCode))}
                >
                  {left > 0 && summary.status === 'answering' ? GO_ANSWER_TEXT : '查看'}
                </Button>,
              ]}
            >
              <Space direction="vertical" size={0}>
                <Space size={4} wrap>
                  <Typography.Text strong>{summary.projectName}</Typography.Text>
                  <Tag color={QUESTIONNAIRE_STATUS_COLORS[summary.status]}>{QuestionnaireStatus.label(summary.status)}</Tag>
                </Space>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {summary.productName} · 我的题目 {mineTotal(summary)} 道：已提交 {summary.mine.submitted}，填写中 {summary.mine.assigned}
                  {summary.mine.returned ? `，已退回 ${summary.mine.returned}` : ''} · {leftText(left)}
                </Typography.Text>
              </Space>
            </List.Item>
          );
        }}
      />
    </Card>
  );
};

export default MyQuestionnaires;
