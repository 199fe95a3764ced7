/**
 * 大题 of the paper form: each section's name, kind and score per question, and its draws — a
 * topic (or 全部考点), a difficulty (or 全部难度) and a count — with add and remove of both
 * (at least one of each is kept). Next to each draw, how many questions of that kind and topic the
 * bank holds (examBankCounts, all difficulties together), in red when the draw asks for more;
 * under each section its questions and points so far.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Tooltip, Typography } from 'antd';
import type React from 'react';
import { ExamDifficulty, ExamQuestionKind, ExamTopic } from '@domain/exam/enums';
import { EXAM_PAPER_LIMITS } from '@domain/exam/paper';
import type { BankCounts } from '@/services/exam';
import { bankCountOf, type DrawValues, NEW_DRAW, newSection, type SectionValues, scoreText, sectionTotals, specRule } from './paperValues';

export const ADD_SECTION_TEXT = '添加大题';
export const ADD_DRAW_TEXT = '添加抽题规则';

/** The accessible names of a section's and a draw's inputs ("第 2 大题 每题分值", "第 2 大题第 1 条 抽题数量"). */
export const sectionLabel = (section: number, field: string) => `第 ${section + 1} 大题 ${field}`;
export const drawLabel = (section: number, draw: number, field: string) => `第 ${section + 1} 大题第 ${draw + 1} 条 ${field}`;

interface BankProps {
  counts?: BankCounts;
  countsError?: string;
}

/** 题库 N 题 beside a draw: what the bank holds of its kind and topic. */
const BankHint: React.FC<BankProps & { kind?: ExamQuestionKind; draw?: DrawValues }> = ({ counts, countsError, kind, draw }) => {
  if (countsError) return <Typography.Text type="secondary">题库数量未加载</Typography.Text>;
  if (!counts || !kind) return <Typography.Text type="secondary">题库 — 题</Typography.Text>;
  const held = bankCountOf(counts, kind, draw?.topic);
  const short = typeof draw?.count === 'number' && draw.count > held;
  const what = `${draw?.topic ? ExamTopic.label(draw.topic) : '全部考点'}·${ExamQuestionKind.label(kind)}`;
  return (
    <Tooltip title={`题库中「${what}」共 ${held} 题（各难度合计）${short ? '，少于要抽的题数' : ''}`}>
      <Typography.Text type={short ? 'danger' : 'secondary'}>题库 {held} 题</Typography.Text>
    </Tooltip>
  );
};

const Draws: React.FC<BankProps & { section: number }> = ({ section, counts, countsError }) => (
  <Form.List name={[section, 'draws']}>
    {(fields, { add, remove }) => (
      <>
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
          抽题规则：每位考生开始考试时，按规则从题库随机抽题
        </Typography.Text>
        {fields.map((field, index) => (
          <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <Form.Item name={[field.name, 'topic']} style={{ flex: 2, minWidth: 0, marginBottom: 12 }}>
              <Select aria-label={drawLabel(section, index, '考点')} allowClear placeholder="全部考点" options={ExamTopic.options()} />
            </Form.Item>
            <Form.Item name={[field.name, 'difficulty']} style={{ width: 110, marginBottom: 12 }}>
              <Select aria-label={drawLabel(section, index, '难度')} allowClear placeholder="全部难度" options={ExamDifficulty.options()} />
            </Form.Item>
            <Form.Item
              name={[field.name, 'count']}
              style={{ width: 130, marginBottom: 12 }}
              rules={[specRule(['sections', section, 'draws', field.name, 'count'])]}
            >
              <InputNumber aria-label={drawLabel(section, index, '抽题数量')} suffix="题" style={{ width: '100%' }} />
            </Form.Item>
            <div style={{ width: 90, paddingTop: 5 }}>
              <Form.Item noStyle shouldUpdate>
                {(form) => (
                  <BankHint
                    counts={counts}
                    countsError={countsError}
                    kind={form.getFieldValue(['sections', section, 'kind'])}
                    draw={form.getFieldValue(['sections', section, 'draws', field.name])}
                  />
                )}
              </Form.Item>
            </div>
            <Tooltip title={fields.length <= 1 ? '每个大题至少一条抽题规则' : '删除此抽题规则'}>
              <Button
                type="text"
                aria-label={drawLabel(section, index, '删除')}
                icon={<DeleteOutlined />}
                disabled={fields.length <= 1}
                onClick={() => remove(field.name)}
              />
            </Tooltip>
          </div>
        ))}
        <Button
          type="dashed"
          size="small"
          icon={<PlusOutlined />}
          disabled={fields.length >= EXAM_PAPER_LIMITS.drawsPerSection}
          onClick={() => add({ ...NEW_DRAW })}
        >
          {fields.length >= EXAM_PAPER_LIMITS.drawsPerSection ? `每个大题最多 ${EXAM_PAPER_LIMITS.drawsPerSection} 条抽题规则` : ADD_DRAW_TEXT}
        </Button>
      </>
    )}
  </Form.List>
);

/** 本大题 N 题，共 M 分. */
const SectionTotal: React.FC<{ section: number }> = ({ section }) => (
  <Form.Item noStyle shouldUpdate>
    {(form) => {
      const { questions, score } = sectionTotals(form.getFieldValue(['sections', section]) as SectionValues | undefined);
      return (
        <Typography.Text type="secondary">
          本大题 {questions} 题，共 {scoreText(score)} 分
        </Typography.Text>
      );
    }}
  </Form.Item>
);

const SectionsField: React.FC<BankProps> = ({ counts, countsError }) => (
  <Form.List name="sections">
    {(fields, { add, remove }) => (
      <>
        {fields.map((field, index) => (
          <Card
            key={field.key}
            size="small"
            style={{ marginBottom: 16 }}
            title={`第 ${index + 1} 大题`}
            extra={
              <Space>
                <SectionTotal section={field.name} />
                <Tooltip title={fields.length <= 1 ? '试卷至少一个大题' : '删除此大题'}>
                  <Button
                    type="text"
                    danger
                    aria-label={sectionLabel(index, '删除')}
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= 1}
                    onClick={() => remove(field.name)}
                  />
                </Tooltip>
              </Space>
            }
          >
            <Row gutter={12}>
              <Col span={10}>
                <Form.Item name={[field.name, 'title']} label="大题名称" required rules={[specRule(['sections', field.name, 'title'])]}>
                  <Input aria-label={sectionLabel(index, '名称')} placeholder="如 一、单项选择题" maxLength={40} />
                </Form.Item>
              </Col>
              <Col span={7}>
                <Form.Item name={[field.name, 'kind']} label="题型" rules={[{ required: true, message: '请选择题型' }]}>
                  <Select aria-label={sectionLabel(index, '题型')} options={ExamQuestionKind.options()} />
                </Form.Item>
              </Col>
              <Col span={7}>
                <Form.Item
                  name={[field.name, 'scorePerQuestion']}
                  label="每题分值"
                  required
                  rules={[specRule(['sections', field.name, 'scorePerQuestion'])]}
                >
                  <InputNumber aria-label={sectionLabel(index, '每题分值')} suffix="分" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <Draws section={field.name} counts={counts} countsError={countsError} />
          </Card>
        ))}
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          disabled={fields.length >= EXAM_PAPER_LIMITS.sections}
          onClick={() => add(newSection(fields.length))}
        >
          {fields.length >= EXAM_PAPER_LIMITS.sections ? `试卷最多 ${EXAM_PAPER_LIMITS.sections} 个大题` : ADD_SECTION_TEXT}
        </Button>
      </>
    )}
  </Form.List>
);

export default SectionsField;
