/**
 * The parts of the question form that its kind switches: a choice question's options (A, B, C…
 * in order; 2–8, added and removed here) and its correct answer(s); a true/false question's fixed
 * 正确/错误 and its one answer; a written question's 参考答案. Problems between fields (too few
 * options, an answer that is not an option…) are bank.ts's, shown under the field.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Form, Input, Radio, Tag, Tooltip, Typography } from 'antd';
import type React from 'react';
import { EXAM_BANK_LIMITS, TRUE_FALSE_OPTIONS } from '@domain/exam/bank';
import type { ExamQuestionKind } from '@domain/exam/enums';
import { zodRule } from '@/components/FormKit/zodRule';
import {
  answerAfterRemoval,
  FIELD_SCHEMAS,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_KEYS,
  problemOf,
  problemRule,
  type QuestionValues,
} from './questionValues';

interface Choice {
  value: string;
  label: string;
}

/** Radio buttons for one answer, checkboxes for several; the value is always a list of keys. */
const AnswerPicker: React.FC<{ value?: string[]; onChange?: (answer: string[]) => void; multiple: boolean; choices: Choice[] }> = ({
  value = [],
  onChange,
  multiple,
  choices,
}) =>
  multiple ? (
    <Checkbox.Group options={choices} value={value} onChange={(keys) => onChange?.(keys as string[])} />
  ) : (
    <Radio.Group optionType="button" options={choices} value={value[0]} onChange={(event) => onChange?.([event.target.value as string])} />
  );

/** The short text of an option in the answer picker. */
const choiceLabel = (key: string, label: string | undefined) => {
  const text = (label ?? '').trim();
  return text ? `${key}. ${text.length > 14 ? `${text.slice(0, 14)}…` : text}` : key;
};

const ChoiceOptions: React.FC = () => {
  const form = Form.useFormInstance<QuestionValues>();
  return (
    <Form.Item label="选项" required>
      <Form.List
        name="options"
        rules={[
          {
            validator: async () => {
              const values = form.getFieldsValue(true) as QuestionValues;
              // An empty option already says so under itself; "选项内容重复" among blanks would only add noise.
              if (values.options?.some((option) => !option?.label?.trim())) return;
              const message = problemOf(values, 'options');
              if (message) throw new Error(message);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                <Tag color="blue" style={{ marginTop: 5, marginInlineEnd: 0 }}>
                  {OPTION_KEYS[index]}
                </Tag>
                <Form.Item name={[field.name, 'label']} rules={[zodRule(FIELD_SCHEMAS.optionLabel)]} style={{ flex: 1, marginBottom: 12 }}>
                  <Input
                    aria-label={`选项 ${OPTION_KEYS[index]}`}
                    placeholder={`选项 ${OPTION_KEYS[index]} 的内容`}
                    maxLength={EXAM_BANK_LIMITS.option}
                  />
                </Form.Item>
                <Tooltip title={fields.length <= MIN_OPTIONS ? `至少保留 ${MIN_OPTIONS} 个选项` : '删除此选项'}>
                  <Button
                    type="text"
                    aria-label={`删除选项 ${OPTION_KEYS[index]}`}
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= MIN_OPTIONS}
                    onClick={() => {
                      form.setFieldValue('answer', answerAfterRemoval(form.getFieldValue('answer'), index));
                      remove(field.name);
                    }}
                  />
                </Tooltip>
              </div>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= MAX_OPTIONS} onClick={() => add({ label: '' })}>
              {fields.length >= MAX_OPTIONS ? `最多 ${MAX_OPTIONS} 个选项` : '添加选项'}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
};

/** The kind's own fields, each a full-width column of the form's grid. */
const AnswerFields: React.FC<{ kind: ExamQuestionKind }> = ({ kind }) => {
  const options = Form.useWatch<QuestionValues['options']>('options') ?? [];
  if (kind === 'written')
    return (
      <Col span={24}>
        <Form.Item
          name="modelAnswer"
          label="参考答案"
          required
          tooltip="阅卷人据此评分"
          dependencies={['kind']}
          validateFirst
          rules={[zodRule(FIELD_SCHEMAS.modelAnswer), problemRule('modelAnswer')]}
        >
          <Input.TextArea rows={5} showCount maxLength={EXAM_BANK_LIMITS.modelAnswer} placeholder="答题要点，供阅卷人评分" />
        </Form.Item>
      </Col>
    );
  const choices =
    kind === 'trueFalse'
      ? TRUE_FALSE_OPTIONS.map((option) => ({ value: option.key, label: option.label }))
      : options.map((option, index) => ({ value: OPTION_KEYS[index], label: choiceLabel(OPTION_KEYS[index], option?.label) }));
  return (
    <Col span={24}>
      {kind === 'trueFalse' ? (
        <Form.Item label="选项">
          <Typography.Text type="secondary">判断题的选项固定为 A 正确、B 错误</Typography.Text>
        </Form.Item>
      ) : (
        <ChoiceOptions />
      )}
      <Form.Item
        name="answer"
        label={kind === 'multiple' ? '正确答案（至少两个）' : '正确答案'}
        required
        dependencies={['kind', 'options']}
        rules={[problemRule('answer')]}
      >
        <AnswerPicker multiple={kind === 'multiple'} choices={choices} />
      </Form.Item>
    </Col>
  );
};

export default AnswerFields;
