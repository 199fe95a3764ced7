/**
 * 新建试卷 / 编辑试卷 (/api/exam/paper/save.json): one paper in a drawer — its name, time limit,
 * pass mark and attempts, and its sections with their draws (SectionsField), with the live total
 * of questions and points. A new paper starts from the default paper (DEFAULT_PAPER); an edit
 * sends the version it started from. PaperSpec's rules are checked in the browser with the
 * server's Chinese message next to the field; whether the bank can serve every draw is the
 * server's to say, and its refusal (naming the draw) is shown by the request layer with the form kept.
 */
import { Alert, Col, Form, message, Typography } from 'antd';
import type React from 'react';
import { DEFAULT_PAPER, EXAM_PAPER_LIMITS } from '@domain/exam/paper';
import { DrawerForm, ProFormDigit, ProFormText } from '@/components/FormKit';
import { type BankCounts, type ExamPaperItem, examPaperSave } from '@/services/exam';
import { checkPaper, newPaperValues, type PaperValues, paperTotals, scoreText, specRule, valuesOf } from './paperValues';
import SectionsField from './SectionsField';

export const NEW_PAPER_TEXT = '新建试卷';

interface Props {
  open: boolean;
  /** Absent: a new paper. */
  paper?: ExamPaperItem;
  counts?: BankCounts;
  countsError?: string;
  onClose: () => void;
  onSaved: () => void;
}

/** 共 N 题，总分 M 分: the paper as typed so far. */
const PaperTotal: React.FC = () => {
  const sections = Form.useWatch<PaperValues['sections']>('sections', { preserve: true });
  const { questions, score } = paperTotals(sections);
  const tooMany = questions > EXAM_PAPER_LIMITS.questions;
  return (
    <Alert
      type={tooMany ? 'error' : 'info'}
      style={{ marginBottom: 16 }}
      message={
        <span>
          共 {questions} 题，总分 {scoreText(score)} 分
          {tooMany ? <Typography.Text type="danger">（超过上限 {EXAM_PAPER_LIMITS.questions} 题）</Typography.Text> : null}
        </span>
      }
    />
  );
};

const PaperForm: React.FC<Props> = ({ open, paper, counts, countsError, onClose, onSaved }) => {
  const [form] = Form.useForm<PaperValues>();
  const initial = paper ? valuesOf(paper) : newPaperValues();

  const onFinish = async () => {
    const checked = checkPaper(form.getFieldsValue(true) as PaperValues);
    if (!checked.success) {
      message.error(checked.error.issues[0]?.message ?? '试卷内容不符合要求');
      return false;
    }
    const spec = checked.data;
    try {
      await examPaperSave(paper ? { ...spec, paperCode: paper.paperCode, version: paper.version } : spec);
    } catch {
      // Shown by the request error handler; the form stays open with what was typed.
      return false;
    }
    message.success(paper ? `试卷「${spec.title}」已保存` : `试卷「${spec.title}」已创建`);
    onSaved();
    return true;
  };

  return (
    <DrawerForm<PaperValues>
      title={paper ? `编辑试卷：${paper.title}` : NEW_PAPER_TEXT}
      width={920}
      form={form}
      // Prefixes the fields' ids: the list's search form has its own fields.
      name="examPaper"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      drawerProps={{ destroyOnHidden: true, maskClosable: false }}
      initialValues={initial}
      onFinish={onFinish}
      submitter={{ searchConfig: { submitText: '保存' } }}
      grid
      rowProps={{ gutter: 16 }}
    >
      {paper?.problems.length ? (
        <Col span={24}>
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message="题库现在不足以为每位考生抽出这份试卷，请调整抽题规则或补充题目"
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {paper.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            }
          />
        </Col>
      ) : null}
      <ProFormText
        name="title"
        label="试卷名称"
        required
        placeholder={`如 ${DEFAULT_PAPER.title}`}
        rules={[specRule(['title'])]}
        fieldProps={{ maxLength: 60, showCount: true }}
      />
      <ProFormDigit
        name="timeLimitMinutes"
        label="考试时长"
        colProps={{ span: 8 }}
        rules={[{ required: true, message: '请填写考试时长' }, specRule(['timeLimitMinutes'])]}
        formItemProps={{ validateFirst: true }}
        fieldProps={{ suffix: '分钟' }}
      />
      <ProFormDigit
        name="passMarkPct"
        label="及格线"
        colProps={{ span: 8 }}
        tooltip="得分达到总分的该百分比即为通过"
        rules={[{ required: true, message: '请填写及格线' }, specRule(['passMarkPct'])]}
        formItemProps={{ validateFirst: true }}
        fieldProps={{ suffix: '%' }}
      />
      <ProFormDigit
        name="attemptsAllowed"
        label="允许考试次数"
        colProps={{ span: 8 }}
        tooltip="每位考生最多可参加的次数（含首次）"
        rules={[{ required: true, message: '请填写允许考试次数' }, specRule(['attemptsAllowed'])]}
        formItemProps={{ validateFirst: true }}
        fieldProps={{ suffix: '次' }}
      />
      <Col span={24}>
        <PaperTotal />
        <SectionsField counts={counts} countsError={countsError} />
      </Col>
    </DrawerForm>
  );
};

export default PaperForm;
