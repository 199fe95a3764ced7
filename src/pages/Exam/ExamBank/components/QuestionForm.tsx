/**
 * 新增题目 / 编辑题目 (/api/exam/bank/save.json): one question of the bank in a drawer. The kind
 * switches the answer fields (AnswerFields); the code is typed when creating and fixed afterwards;
 * an edit sends the version it started from. Every rule of domain/exam/bank.ts is checked in the
 * browser with the server's Chinese message next to the field; the server checks again, and its
 * refusal (a taken code, an edit by someone else) is shown by the request layer with the form kept.
 */
import { Form, message } from 'antd';
import type React from 'react';
import { useRef } from 'react';
import { bankQuestionProblems, EXAM_BANK_LIMITS, TOPIC_CLAUSE } from '@domain/exam/bank';
import { ExamDifficulty, ExamQuestionKind, ExamStandard, ExamTopic } from '@domain/exam/enums';
import { DrawerForm, ProFormDependency, ProFormRadio, ProFormSelect, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { zodRule } from '@/components/FormKit/zodRule';
import { type BankQuestionItem, examBankSave } from '@/services/exam';
import AnswerFields from './AnswerFields';
import {
  answerAfterKindChange,
  FIELD_SCHEMAS,
  isChoice,
  newQuestionValues,
  problemRule,
  type QuestionValues,
  questionOf,
  valuesOf,
} from './questionValues';

export const NEW_QUESTION_TEXT = '新增题目';

interface Props {
  open: boolean;
  /** Absent: a new question. */
  question?: BankQuestionItem;
  onClose: () => void;
  onSaved: () => void;
}

const QuestionForm: React.FC<Props> = ({ open, question, onClose, onSaved }) => {
  const [form] = Form.useForm<QuestionValues>();
  const initial = question ? valuesOf(question) : newQuestionValues();
  const kindBefore = useRef(initial.kind);

  const onKindChange = (kind: ExamQuestionKind) => {
    form.setFieldValue('answer', answerAfterKindChange(kindBefore.current, kind, form.getFieldValue('answer')));
    form.setFields([
      { name: 'answer', errors: [] },
      { name: 'options', errors: [] },
      { name: 'explanation', errors: [] },
    ]);
    kindBefore.current = kind;
  };

  const onFinish = async (values: QuestionValues) => {
    const body = questionOf({ ...values, code: question?.code ?? values.code });
    const [problem] = bankQuestionProblems(body);
    if (problem) {
      message.error(problem.message);
      return false;
    }
    try {
      await examBankSave(question ? { ...body, version: question.version } : body);
    } catch {
      // Shown by the request error handler; the form stays open with what was typed.
      return false;
    }
    message.success(question ? `题目 ${body.code} 已保存` : `题目 ${body.code} 已添加`);
    onSaved();
    return true;
  };

  return (
    <DrawerForm<QuestionValues>
      title={question ? `编辑题目：${question.code}` : NEW_QUESTION_TEXT}
      width={760}
      form={form}
      // Prefixes the fields' ids: the list's search form has kind, topic and difficulty too.
      name="examQuestion"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      drawerProps={{ destroyOnHidden: true, maskClosable: false }}
      initialValues={initial}
      onValuesChange={(changed: Partial<QuestionValues>) => {
        if (changed.kind) onKindChange(changed.kind);
      }}
      onFinish={onFinish}
      submitter={{ searchConfig: { submitText: '保存' } }}
      grid
      rowProps={{ gutter: 16 }}
    >
      <ProFormText
        name="code"
        label="题目编号"
        colProps={{ span: 8 }}
        disabled={!!question}
        placeholder="如 Q-ISMS-012"
        tooltip={question ? '题目编号新增后不可更改' : '大写字母、数字和短横线，以 Q- 开头'}
        required={!question}
        formItemProps={{ validateFirst: true }}
        rules={question ? [] : [{ required: true, message: '请填写题目编号' }, zodRule(FIELD_SCHEMAS.code)]}
        fieldProps={{ maxLength: 40 }}
      />
      <ProFormRadio.Group
        name="kind"
        label="题型"
        colProps={{ span: 16 }}
        radioType="button"
        options={ExamQuestionKind.options()}
        rules={[{ required: true, message: '请选择题型' }]}
      />
      <ProFormSelect
        name="topic"
        label="考点"
        colProps={{ span: 9 }}
        options={ExamTopic.options()}
        rules={[{ required: true, message: '请选择考点' }]}
        fieldProps={{ allowClear: false }}
      />
      <ProFormDependency name={['topic']}>
        {({ topic }) => {
          const clause = ExamTopic.is(topic) ? TOPIC_CLAUSE[topic] : undefined;
          return (
            <ProFormText
              name="clause"
              label="参考条款"
              colProps={{ span: 7 }}
              placeholder={clause ? `如 ${clause.example}` : '请先选择考点'}
              tooltip={clause ? `${ExamStandard.label(clause.standard)} 的条款号，如 ${clause.example}` : undefined}
              required
              dependencies={['topic']}
              formItemProps={{ validateFirst: true }}
              rules={[zodRule(FIELD_SCHEMAS.clause), problemRule('clause')]}
              fieldProps={{ maxLength: 20 }}
            />
          );
        }}
      </ProFormDependency>
      <ProFormRadio.Group
        name="difficulty"
        label="难度"
        colProps={{ span: 8 }}
        radioType="button"
        options={ExamDifficulty.options()}
        rules={[{ required: true, message: '请选择难度' }]}
      />
      <ProFormTextArea
        name="stem"
        label="题干"
        required
        rules={[zodRule(FIELD_SCHEMAS.stem)]}
        fieldProps={{ rows: 3, showCount: true, maxLength: EXAM_BANK_LIMITS.stem }}
        placeholder="题目的内容"
      />
      <ProFormDependency name={['kind']}>
        {({ kind }) => (
          <>
            <AnswerFields kind={kind as ExamQuestionKind} />
            <ProFormTextArea
              name="explanation"
              label="解析"
              required={isChoice(kind) || kind === 'trueFalse'}
              tooltip="考试结束后向答错的考生展示"
              dependencies={['kind']}
              formItemProps={{ validateFirst: true }}
              rules={[zodRule(FIELD_SCHEMAS.explanation), problemRule('explanation')]}
              fieldProps={{ rows: 3, showCount: true, maxLength: EXAM_BANK_LIMITS.explanation }}
              placeholder={kind === 'written' ? '选填：评分要点之外的说明' : '为什么正确答案是对的（选择题和判断题必填）'}
            />
          </>
        )}
      </ProFormDependency>
    </DrawerForm>
  );
};

export default QuestionForm;
