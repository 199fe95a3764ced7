/** One item read-only for the customer's leads and members: its answers, who answers it, the return reason and the consultant's problems. */
import { Alert, Descriptions, Divider, Drawer, Result, Spin, Tag } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { QuestionnaireItemStatus } from '@domain/enums';
import { AnswersView } from '@/pages/Questionnaires/ReportOnline/components/AnswerView';
import { ITEM_STATUS_COLORS } from '@/pages/Questionnaires/ReportOnline/components/labels';
import RiskList from '@/pages/Questionnaires/ReportOnline/components/RiskList';
import { qnItemDetail, type QuestionnaireItemDetail } from '@/services/questionnaires';
import { chinaTimeText } from '@/utils/chinaTime';

/** The item's facts and answers (also used by the owner's review and the risk drawer). */
export const ItemDetailView: React.FC<{ item: QuestionnaireItemDetail }> = ({ item }) => (
  <>
    <Descriptions column={2} size="small" bordered>
      <Descriptions.Item label="编号">{item.ref}</Descriptions.Item>
      <Descriptions.Item label="章节">{item.sectionName}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <Tag color={ITEM_STATUS_COLORS[item.status]}>{QuestionnaireItemStatus.label(item.status)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="答题人">{item.respondentName || '未分配'}</Descriptions.Item>
      <Descriptions.Item label="进度">
        已答 {item.answered}/{item.total}（必答 {item.required}）
      </Descriptions.Item>
      <Descriptions.Item label="提交时间">{item.submittedAt ? chinaTimeText(item.submittedAt) : '—'}</Descriptions.Item>
    </Descriptions>
    {item.returnReason ? <Alert style={{ marginTop: 12 }} type="warning" showIcon message={`退回原因：${item.returnReason}`} /> : null}
    <Divider orientation="left">答案</Divider>
    <AnswersView questions={item.questions} />
    {item.risks.length ? (
      <>
        <Divider orientation="left">顾问提出的问题</Divider>
        <RiskList risks={item.risks} />
      </>
    ) : null}
  </>
);

const ItemDrawer: React.FC<{ itemCode: string | undefined; onClose: () => void }> = ({ itemCode, onClose }) => {
  const [item, setItem] = useState<QuestionnaireItemDetail>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    setItem(undefined);
    setFailed(undefined);
    if (!itemCode) return;
    qnItemDetail({ questionnairItemCode: itemCode }, { skipErrorHandler: true })
      .then(setItem)
      .catch((error: Error) => setFailed(error.message || '加载失败'));
  }, [itemCode]);
  return (
    <Drawer open={!!itemCode} onClose={onClose} width={760} title={item ? `${item.ref} ${item.title}` : '题目详情'} destroyOnHidden>
      {failed ? <Result status="warning" title="无法打开该题目" subTitle={failed} /> : item ? <ItemDetailView item={item} /> : <Spin />}
    </Drawer>
  );
};

export default ItemDrawer;
