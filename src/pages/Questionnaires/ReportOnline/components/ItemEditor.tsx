/**
 * One item on /reportOnline: its questions by type, the return reason and the consultant's
 * problems when it was sent back, and the draft saved automatically — about a second after the
 * last change and when the executor leaves the item (flush) — with a visible state. A failed save
 * keeps the local answers and offers a retry; nothing is thrown away. Submitting the item checks
 * every question with the domain's itemSubmitProblems first and shows the messages at the question.
 */
import { CheckCircleOutlined, CloseCircleOutlined, LoadingOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Divider, Empty, Modal, Result, Space, Spin, Tag, Typography, message } from 'antd';
import type React from 'react';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { QuestionnaireItemStatus } from '@domain/enums';
import { type AnswerValue, type ItemAnswers, itemSubmitProblems } from '@domain/questionnaires/rules';
import { qnItemDetail, type QuestionnaireItemDetail, type QuestionnaireItemRow, qnAnswersSubmit, qnSubmit } from '@/services/questionnaires';
import AnswerView, { QuestionTitle } from './AnswerView';
import {
  ITEM_STATUS_COLORS,
  READONLY_TEXT,
  RETRY_TEXT,
  RETURNED_TITLE,
  SAVE_FAILED_TEXT,
  SAVED_TEXT,
  SAVING_TEXT,
  SUBMIT_ITEM_TEXT,
  UNSAVED_TEXT,
} from './labels';
import QuestionInput, { type AnswerUpdater } from './QuestionInput';
import RiskList from './RiskList';

export const AUTOSAVE_DELAY_MS = 1000;

export type SaveState = 'saved' | 'dirty' | 'saving' | 'failed';

export interface ItemEditorHandle {
  /** Saves what is not saved yet; resolves false when the save failed (the answers stay on the page). */
  flush: () => Promise<boolean>;
  dirty: () => boolean;
}

interface Props {
  projectCode: string;
  questionnaireCode: string;
  itemCode: string;
  /** The item's row after a save or a submit (the navigation updates its progress). */
  onRow: (row: QuestionnaireItemRow) => void;
  onSubmitted: () => void;
}

const answersOf = (detail: QuestionnaireItemDetail): ItemAnswers =>
  Object.fromEntries(detail.questions.filter((question) => question.answer).map((question) => [question.code, question.answer as AnswerValue]));

export const SaveIndicator: React.FC<{ state: SaveState; onRetry: () => void }> = ({ state, onRetry }) => {
  switch (state) {
    case 'saved':
      return (
        <Typography.Text type="success" data-testid="save-state">
          <CheckCircleOutlined /> {SAVED_TEXT}
        </Typography.Text>
      );
    case 'saving':
      return (
        <Typography.Text type="secondary" data-testid="save-state">
          <LoadingOutlined /> {SAVING_TEXT}
        </Typography.Text>
      );
    case 'dirty':
      return (
        <Typography.Text type="secondary" data-testid="save-state">
          <EditOutlined /> {UNSAVED_TEXT}
        </Typography.Text>
      );
    case 'failed':
      return (
        <Space size={4} data-testid="save-state">
          <Typography.Text type="danger">
            <CloseCircleOutlined /> {SAVE_FAILED_TEXT}，
          </Typography.Text>
          <Button size="small" type="link" onClick={onRetry} style={{ padding: 0 }}>
            {RETRY_TEXT}
          </Button>
        </Space>
      );
  }
};

const ItemEditor = forwardRef<ItemEditorHandle, Props>(({ projectCode, questionnaireCode, itemCode, onRow, onSubmitted }, ref) => {
  const [detail, setDetail] = useState<QuestionnaireItemDetail>();
  const [loadError, setLoadError] = useState<string>();
  const [answers, setAnswers] = useState<ItemAnswers>({});
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [submitting, setSubmitting] = useState(false);
  const answersRef = useRef<ItemAnswers>({});
  const version = useRef(0);
  const savedVersion = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const inFlight = useRef<Promise<boolean>>();
  const onRowRef = useRef(onRow);
  onRowRef.current = onRow;

  const load = useCallback(async () => {
    setLoadError(undefined);
    try {
      const next = await qnItemDetail({ questionnairItemCode: itemCode }, { skipErrorHandler: true });
      const initial = answersOf(next);
      answersRef.current = initial;
      version.current = 0;
      savedVersion.current = 0;
      setAnswers(initial);
      setProblems({});
      setSaveState('saved');
      setDetail(next);
    } catch (error) {
      setLoadError(error instanceof Error && error.message ? error.message : '加载失败');
    }
  }, [itemCode]);

  useEffect(() => {
    setDetail(undefined);
    void load();
  }, [load]);

  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    // One save at a time: a change during a save is saved right after it.
    if (inFlight.current) await inFlight.current;
    if (savedVersion.current === version.current) return true;
    const sending = version.current;
    setSaveState('saving');
    const run = (async () => {
      try {
        const row = await qnAnswersSubmit({ questionnairItemCode: itemCode, answers: answersRef.current }, { skipErrorHandler: true });
        savedVersion.current = sending;
        onRowRef.current(row);
        setSaveState(version.current === sending ? 'saved' : 'dirty');
        return true;
      } catch (error) {
        setSaveState('failed');
        message.error(`${SAVE_FAILED_TEXT}：${error instanceof Error && error.message ? error.message : '网络异常'}。已填写的内容仍在页面上，请重试`);
        return false;
      } finally {
        inFlight.current = undefined;
      }
    })();
    inFlight.current = run;
    const ok = await run;
    if (ok && savedVersion.current !== version.current) return save();
    return ok;
  }, [itemCode]);

  useImperativeHandle(ref, () => ({ flush: save, dirty: () => savedVersion.current !== version.current }), [save]);

  // Leaving the item (another item, another page) saves what is pending.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (savedVersion.current !== version.current)
        void qnAnswersSubmit({ questionnairItemCode: itemCode, answers: answersRef.current }).then((row) => onRowRef.current(row));
    },
    [itemCode],
  );

  const change = (code: string) => (update: AnswerUpdater) => {
    const next = { ...answersRef.current, [code]: update(answersRef.current[code]) };
    answersRef.current = next;
    version.current += 1;
    setAnswers(next);
    setSaveState('dirty');
    if (problems[code]) setProblems(({ [code]: _, ...rest }) => rest);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  };

  if (loadError) {
    return (
      <Result
        status="warning"
        title="无法打开该题目"
        subTitle={loadError}
        extra={
          <Button type="primary" onClick={() => void load()}>
            {RETRY_TEXT}
          </Button>
        }
      />
    );
  }
  if (!detail) return <Spin style={{ display: 'block', margin: '64px auto' }} />;

  const check = (): boolean => {
    const found: Record<string, string[]> = {};
    for (const question of detail.questions) {
      const list = itemSubmitProblems([question], answersRef.current);
      if (list.length) found[question.code] = list;
    }
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  const submitItem = async () => {
    if (!check()) {
      message.warning('还有必答题未完成，请按提示补充后再提交');
      return;
    }
    if (!(await save())) return;
    Modal.confirm({
      title: `提交“${detail.title}”？`,
      content: '提交后答案不能再修改，除非被退回。',
      okText: '提交',
      onOk: async () => {
        setSubmitting(true);
        try {
          const { submitted } = await qnSubmit({ projectCode, questionnaireCode, questionnairItemCodes: [itemCode] });
          message.success(`已提交 ${submitted} 道题目`);
          await load();
          onSubmitted();
        } finally {
          setSubmitting(false);
        }
      },
    });
  };

  const openRisks = detail.risks.filter((risk) => risk.status === 'open');
  const editable = detail.editable;

  return (
    <Card
      title={
        <Space wrap>
          <span>
            {detail.ref} {detail.title}
          </span>
          <Tag color={ITEM_STATUS_COLORS[detail.status]}>{QuestionnaireItemStatus.label(detail.status)}</Tag>
        </Space>
      }
      extra={
        editable ? (
          <Space>
            <SaveIndicator state={saveState} onRetry={() => void save()} />
            <Button type="primary" loading={submitting} onClick={() => void submitItem()}>
              {SUBMIT_ITEM_TEXT}
            </Button>
          </Space>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{detail.sectionName}</Typography.Paragraph>
      {detail.status === 'returned' ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={RETURNED_TITLE}
          description={
            <Space direction="vertical" style={{ width: '100%' }}>
              {detail.returnReason ? <div>退回原因：{detail.returnReason}</div> : null}
              {openRisks.length ? <RiskList risks={openRisks} /> : null}
            </Space>
          }
        />
      ) : null}
      {!editable && detail.status === 'submitted' ? <Alert type="success" showIcon style={{ marginBottom: 16 }} message={READONLY_TEXT} /> : null}
      {detail.questions.length === 0 ? <Empty description="本题没有小题" /> : null}
      {detail.questions.map((question, index) => (
        <div key={question.code} data-testid={`question-${question.code}`}>
          {index > 0 ? <Divider /> : null}
          <QuestionTitle question={question} />
          <div style={{ marginTop: 12 }}>
            {editable ? (
              <QuestionInput question={question} value={answers[question.code]} onChange={change(question.code)} />
            ) : (
              <AnswerView question={{ ...question, answer: answers[question.code] ?? question.answer }} />
            )}
          </div>
          {problems[question.code]?.map((problem) => (
            <Typography.Text key={problem} type="danger" style={{ display: 'block', marginTop: 4 }} role="alert">
              {problem}
            </Typography.Text>
          ))}
        </div>
      ))}
      {detail.status !== 'returned' && detail.risks.length ? (
        <>
          <Divider orientation="left">顾问意见</Divider>
          <RiskList risks={detail.risks} />
        </>
      ) : null}
    </Card>
  );
});

export default ItemEditor;
