/**
 * One question answered by its type: single-select (Radio), multi-select (Checkbox), text
 * (TextArea), text with images or files (TextArea + upload), image (upload) and table (editable
 * rows with the question's columns). Uploads go through the file service; the answer keeps
 * {objectId, fileName}. Changes go up as updaters, so an upload finishing late never overwrites
 * what was typed meanwhile.
 */
import { DeleteOutlined, PictureOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, message, Radio, Space, Table, Typography, Upload } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { extensionOf, UPLOAD_ACCEPT, UPLOAD_PROBLEM_MESSAGES, uploadProblem } from '@domain/files/rules';
import { ANSWER_FILES_MAX, ANSWER_TEXT_MAX, type AnswerFile, type AnswerValue, TABLE_CELL_MAX, TABLE_ROWS_MAX } from '@domain/questionnaires/rules';
import FileDownloadLink from '@/components/FileDownloadLink';
import { fileUpload } from '@/services/files';
import type { QuestionInstance } from '@/services/questionnaires';
import { ImageList } from './AnswerView';
import { ADD_ROW_TEXT, UPLOAD_FILE_TEXT, UPLOAD_IMAGE_TEXT } from './labels';

export type AnswerUpdater = (previous: AnswerValue | undefined) => AnswerValue;

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'];
const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

interface Props {
  question: QuestionInstance;
  value: AnswerValue | undefined;
  onChange: (update: AnswerUpdater) => void;
  disabled?: boolean;
}

const FileUploader: React.FC<{
  kind: 'images' | 'files';
  files: AnswerFile[];
  onChange: (update: AnswerUpdater) => void;
  disabled?: boolean;
  label: string;
}> = ({ kind, files, onChange, disabled, label }) => {
  const [uploading, setUploading] = useState(0);
  const full = files.length >= ANSWER_FILES_MAX;

  const upload = async (file: File) => {
    const problem = uploadProblem(file);
    if (problem) {
      message.error(UPLOAD_PROBLEM_MESSAGES[problem]);
      return;
    }
    if (kind === 'images' && !IMAGE_EXTENSIONS.includes(extensionOf(file.name))) {
      message.error(`请上传图片（${IMAGE_EXTENSIONS.join('、')}）`);
      return;
    }
    if (files.length + uploading >= ANSWER_FILES_MAX) {
      message.error(`最多上传 ${ANSWER_FILES_MAX} 个${kind === 'images' ? '图片' : '文件'}`);
      return;
    }
    setUploading((count) => count + 1);
    try {
      const stored = await fileUpload({ purpose: 'general', file });
      onChange((previous) => {
        const list = previous?.[kind] ?? [];
        if (list.length >= ANSWER_FILES_MAX) return previous ?? {};
        return { ...(previous ?? {}), [kind]: [...list, { objectId: stored.objectId, fileName: stored.fileName || file.name }] };
      });
    } catch {
      // The request error handler has shown the reason.
    } finally {
      setUploading((count) => count - 1);
    }
  };

  const remove = (objectId: string) =>
    onChange((previous) => ({ ...(previous ?? {}), [kind]: (previous?.[kind] ?? []).filter((file) => file.objectId !== objectId) }));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {kind === 'images' ? <ImageList images={files} /> : null}
      {files.length ? (
        <Space direction="vertical" size={0}>
          {files.map((file) => (
            <Space key={file.objectId} size={4}>
              {kind === 'files' ? <FileDownloadLink objectId={file.objectId} fileName={file.fileName} /> : <span>{file.fileName || '图片'}</span>}
              {disabled ? null : (
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除 ${file.fileName}`}
                  onClick={() => remove(file.objectId)}
                />
              )}
            </Space>
          ))}
        </Space>
      ) : null}
      {disabled ? null : (
        <Upload
          accept={kind === 'images' ? IMAGE_ACCEPT : UPLOAD_ACCEPT}
          multiple
          showUploadList={false}
          disabled={full}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={kind === 'images' ? <PictureOutlined /> : <UploadOutlined />} loading={uploading > 0} disabled={full}>
            {label}
          </Button>
        </Upload>
      )}
      {disabled ? null : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          最多 {ANSWER_FILES_MAX} 个{kind === 'images' ? '图片' : '文件'}
        </Typography.Text>
      )}
    </Space>
  );
};

const TableInput: React.FC<Props> = ({ question, value, onChange, disabled }) => {
  const rows = value?.rows ?? [];
  const width = question.columns.length;
  const setCell = (rowIndex: number, column: number, text: string) =>
    onChange((previous) => {
      const next = (previous?.rows ?? []).map((row) => [...row]);
      while (next.length <= rowIndex) next.push(Array(width).fill(''));
      next[rowIndex][column] = text;
      return { rows: next };
    });
  const addRow = () => onChange((previous) => ({ rows: [...(previous?.rows ?? []), Array(width).fill('')] }));
  const removeRow = (rowIndex: number) => onChange((previous) => ({ rows: (previous?.rows ?? []).filter((_, index) => index !== rowIndex) }));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table<{ key: number; cells: string[] }>
        size="small"
        bordered
        pagination={false}
        dataSource={rows.map((cells, key) => ({ key, cells }))}
        locale={{ emptyText: '暂无内容，请添加一行' }}
        columns={[
          ...question.columns.map((column, columnIndex) => ({
            title: column,
            key: String(columnIndex),
            render: (_: unknown, row: { key: number; cells: string[] }) => (
              <Input
                value={row.cells[columnIndex] ?? ''}
                disabled={disabled}
                maxLength={TABLE_CELL_MAX}
                aria-label={`第 ${row.key + 1} 行 ${column}`}
                onChange={(event) => setCell(row.key, columnIndex, event.target.value)}
              />
            ),
          })),
          ...(disabled
            ? []
            : [
                {
                  title: '操作',
                  key: 'actions',
                  width: 64,
                  render: (_: unknown, row: { key: number }) => (
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除第 ${row.key + 1} 行`} onClick={() => removeRow(row.key)} />
                  ),
                },
              ]),
        ]}
      />
      {disabled ? null : (
        <Button type="dashed" icon={<PlusOutlined />} onClick={addRow} disabled={rows.length >= TABLE_ROWS_MAX}>
          {ADD_ROW_TEXT}
        </Button>
      )}
    </Space>
  );
};

const QuestionInput: React.FC<Props> = (props) => {
  const { question, value, onChange, disabled } = props;
  const textArea = (
    <Input.TextArea
      value={value?.text ?? ''}
      disabled={disabled}
      maxLength={ANSWER_TEXT_MAX}
      showCount
      autoSize={{ minRows: 3, maxRows: 10 }}
      placeholder="请填写"
      aria-label={question.title}
      onChange={(event) => {
        const text = event.target.value;
        onChange((previous) => ({ ...(previous ?? {}), text }));
      }}
    />
  );
  switch (question.answerType) {
    case 'single-select':
      return (
        <Radio.Group
          value={value?.choice}
          disabled={disabled}
          onChange={(event) => {
            const choice = event.target.value as string;
            onChange(() => ({ choice }));
          }}
          options={question.options.map((option) => ({ value: option, label: option }))}
        />
      );
    case 'multi-select':
      return (
        <Checkbox.Group
          value={value?.choices ?? []}
          disabled={disabled}
          onChange={(checked) => {
            // Keep the options' order whatever order they were ticked in.
            const choices = question.options.filter((option) => (checked as string[]).includes(option));
            onChange(() => ({ choices }));
          }}
          options={question.options.map((option) => ({ value: option, label: option }))}
        />
      );
    case 'text':
      return textArea;
    case 'text_image':
      return (
        <Space direction="vertical" style={{ width: '100%' }}>
          {textArea}
          <FileUploader kind="images" files={value?.images ?? []} onChange={onChange} disabled={disabled} label={UPLOAD_IMAGE_TEXT} />
        </Space>
      );
    case 'text_file':
      return (
        <Space direction="vertical" style={{ width: '100%' }}>
          {textArea}
          <FileUploader kind="files" files={value?.files ?? []} onChange={onChange} disabled={disabled} label={UPLOAD_FILE_TEXT} />
        </Space>
      );
    case 'image':
      return <FileUploader kind="images" files={value?.images ?? []} onChange={onChange} disabled={disabled} label={UPLOAD_IMAGE_TEXT} />;
    case 'table':
      return <TableInput {...props} />;
  }
};

export default QuestionInput;
