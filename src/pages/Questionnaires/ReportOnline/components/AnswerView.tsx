/** An answer shown read-only, by its question's type (the executor's submitted items, the leads' item drawer and review). */
import { Empty, Image, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { QuestionAnswerType } from '@domain/enums';
import { isAnswered } from '@domain/questionnaires/rules';
import FileDownloadLink from '@/components/FileDownloadLink';
import type { QuestionInstance } from '@/services/questionnaires';
import { fileUrl, REQUIRED_MARK } from './labels';

export const QuestionTitle: React.FC<{ question: Pick<QuestionInstance, 'code' | 'title' | 'required' | 'answerType'> }> = ({ question }) => (
  <Space size={4} wrap>
    <Typography.Text strong>
      {question.code}. {question.title}
    </Typography.Text>
    {question.required ? <Tag color="red">{REQUIRED_MARK}</Tag> : null}
    <Tag>{QuestionAnswerType.label(question.answerType)}</Tag>
  </Space>
);

export const ImageList: React.FC<{ images: { objectId: string; fileName: string }[] }> = ({ images }) =>
  images.length ? (
    <Image.PreviewGroup>
      <Space wrap>
        {images.map((image) => (
          <Image
            key={image.objectId}
            src={fileUrl(image.objectId)}
            alt={image.fileName || '图片'}
            width={96}
            height={96}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  ) : null;

const AnswerView: React.FC<{ question: QuestionInstance }> = ({ question }) => {
  const answer = question.answer ?? undefined;
  if (!isAnswered(question, answer) && !answer?.images?.length && !answer?.files?.length) {
    return <Typography.Text type="secondary">未作答</Typography.Text>;
  }
  switch (question.answerType) {
    case 'single-select':
      return <Typography.Text>{answer?.choice}</Typography.Text>;
    case 'multi-select':
      return (
        <Space wrap>
          {(answer?.choices ?? []).map((choice) => (
            <Tag key={choice}>{choice}</Tag>
          ))}
        </Space>
      );
    case 'table':
      return (
        <Table<{ key: number; cells: string[] }>
          size="small"
          bordered
          pagination={false}
          dataSource={(answer?.rows ?? []).map((cells, key) => ({ key, cells }))}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="无内容" /> }}
          columns={question.columns.map((column, index) => ({
            title: column,
            key: String(index),
            render: (_: unknown, row: { cells: string[] }) => row.cells[index],
          }))}
        />
      );
    default:
      return (
        <Space direction="vertical" style={{ width: '100%' }}>
          {answer?.text ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{answer.text}</Typography.Paragraph> : null}
          <ImageList images={answer?.images ?? []} />
          {(answer?.files ?? []).map((file) => (
            <FileDownloadLink key={file.objectId} objectId={file.objectId} fileName={file.fileName} />
          ))}
        </Space>
      );
  }
};

/** All questions of an item, read-only. */
export const AnswersView: React.FC<{ questions: QuestionInstance[] }> = ({ questions }) => (
  <Space direction="vertical" size="middle" style={{ width: '100%' }}>
    {questions.map((question) => (
      <div key={question.code}>
        <QuestionTitle question={question} />
        <div style={{ marginTop: 8 }}>
          <AnswerView question={question} />
        </div>
      </div>
    ))}
  </Space>
);

export default AnswerView;
