/**
 * One question and its answer, read-only, for every answer type: the choice(s) among the options,
 * text, image previews (the file service's download link), file download links
 * (FileDownloadLink) and tables.
 */
import { Image, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { QuestionAnswerType } from '@domain/enums';
import { downloadLink } from '@domain/kernel/helpers';
import FileDownloadLink from '@/components/FileDownloadLink';
import type { QuestionInstance } from '@/services/questionnaires';

export const NO_ANSWER_TEXT = '未作答';

const Choices: React.FC<{ options: string[]; picked: string[] }> = ({ options, picked }) => (
  <Space wrap size={[4, 4]}>
    {options.map((option) => (
      <Tag key={option} color={picked.includes(option) ? 'blue' : undefined} style={picked.includes(option) ? undefined : { opacity: 0.45 }}>
        {picked.includes(option) ? '✓ ' : ''}
        {option}
      </Tag>
    ))}
  </Space>
);

const AnswerView: React.FC<{ question: QuestionInstance }> = ({ question }) => {
  const answer = question.answer;
  const none = <Typography.Text type="secondary">{NO_ANSWER_TEXT}</Typography.Text>;
  const text = answer?.text?.trim() ? (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{answer.text}</Typography.Paragraph>
  ) : null;
  const images = answer?.images?.length ? (
    <Image.PreviewGroup>
      <Space wrap>
        {answer.images.map((file) => (
          <Image
            key={file.objectId}
            width={96}
            height={96}
            style={{ objectFit: 'cover' }}
            src={downloadLink(file.objectId)}
            alt={file.fileName || '图片'}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  ) : null;
  const files = answer?.files?.length ? (
    <Space direction="vertical" size={0}>
      {answer.files.map((file) => (
        <FileDownloadLink key={file.objectId} objectId={file.objectId} fileName={file.fileName} />
      ))}
    </Space>
  ) : null;

  let body: React.ReactNode;
  switch (question.answerType) {
    case 'single-select':
      body = answer?.choice ? <Choices options={question.options} picked={[answer.choice]} /> : none;
      break;
    case 'multi-select':
      body = answer?.choices?.length ? <Choices options={question.options} picked={answer.choices} /> : none;
      break;
    case 'text':
      body = text ?? none;
      break;
    case 'text_image':
      body =
        text || images ? (
          <>
            {text}
            {images}
          </>
        ) : (
          none
        );
      break;
    case 'text_file':
      body =
        text || files ? (
          <>
            {text}
            {files}
          </>
        ) : (
          none
        );
      break;
    case 'image':
      body = images ?? none;
      break;
    case 'table': {
      const rows = (answer?.rows ?? []).filter((row) => row.some((cell) => cell.trim() !== ''));
      body = rows.length ? (
        <Table
          size="small"
          bordered
          pagination={false}
          rowKey="key"
          dataSource={rows.map((row, index) => ({ key: index, ...Object.fromEntries(row.map((cell, column) => [`c${column}`, cell])) }))}
          columns={question.columns.map((title, column) => ({ title, dataIndex: `c${column}` }))}
        />
      ) : (
        none
      );
      break;
    }
  }

  return (
    <div style={{ marginBottom: 16 }}>
      <Space size={6} style={{ marginBottom: 4 }}>
        <Typography.Text strong>
          {question.code}. {question.title}
        </Typography.Text>
        {question.required ? <Typography.Text type="danger">*</Typography.Text> : null}
        <Tag>{QuestionAnswerType.label(question.answerType)}</Tag>
      </Space>
      <div>{body}</div>
    </div>
  );
};

export default AnswerView;
