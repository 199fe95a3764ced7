/**
 * A customer's government data in its company profile (the channel's customer detail drawer) or on
 * the customer's own 服务列表 (/systemManage, its own company): the imported 科技项目 or 创新型企业 records
 * (server-paged), 下载模板 (the blank official layout), and 导入 for those who may write: the
 * upload starts a background task whose progress shows inline (TaskProgress); when it ends the
 * result (imported, skipped) and every bad cell (row, column, reason) are listed and the list reloads.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, Button, Space, Table, Tag, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type React from 'react';
import { useState } from 'react';
import { GovImportKind, GovProjectLevel, GovProjectStatus, InnovativeQualification } from '@domain/imports/enums';
import TaskProgress from '@/components/TaskProgress';
import { QUIET_CALL } from '@/components/ListKit';
import {
  type GovInnovativeItem,
  type GovTecProjectItem,
  govInnovativeImportFile,
  govInnovativeList,
  govTecProjectImportFile,
  govTecProjectList,
  type ImportTask,
  importTaskDetail,
  importTemplateDownload,
} from '@/services/imports';

const PAGE_SIZE = 10;
type CellError = NonNullable<ImportTask['result']>['errors'][number];

const TEC_COLUMNS: ColumnsType<GovTecProjectItem> = [
  { title: '项目编号', dataIndex: 'projectNo', width: 130 },
  { title: '项目名称', dataIndex: 'projectName', width: 220 },
  { title: '级别', dataIndex: 'level', width: 80, render: (v: string) => GovProjectLevel.label(v) },
  { title: '技术领域', dataIndex: 'tecDomainName', width: 150 },
  { title: '立项日期', dataIndex: 'startDate', width: 110 },
  { title: '总经费（万元）', dataIndex: 'totalFunds', width: 120, align: 'right' },
  { title: '状态', dataIndex: 'status', width: 80, render: (v: string) => <Tag>{GovProjectStatus.label(v)}</Tag> },
];

const INNOVATIVE_COLUMNS: ColumnsType<GovInnovativeItem> = [
  { title: '认定类型', dataIndex: 'qualification', width: 160, render: (v: string) => InnovativeQualification.label(v) },
  { title: '年度', dataIndex: 'year', width: 70 },
  { title: '证书编号', dataIndex: 'certificateNo', width: 170 },
  { title: '技术领域', dataIndex: 'tecDomainName', width: 140 },
  { title: '主导产品类别', dataIndex: 'govProductClsName', width: 130 },
  { title: '研发费用（万元）', dataIndex: 'rdExpense', width: 130, align: 'right' },
];

interface Props {
  kind: GovImportKind;
  /** The customer; left out on the customer's own page (the server answers the session's company). */
  customerTenantCode?: string;
  /** Whether the caller may import (the server checks again). */
  canImport: boolean;
}

const GovDataTab: React.FC<Props> = ({ kind, customerTenantCode, canImport }) => {
  const [current, setCurrent] = useState(1);
  const [task, setTask] = useState<ImportTask>();
  const [uploading, setUploading] = useState(false);
  const list = useRequest(
    () =>
      kind === 'govTecProject'
        ? govTecProjectList({ customerTenantCode, current, pageSize: PAGE_SIZE }, QUIET_CALL)
        : govInnovativeList({ customerTenantCode, current, pageSize: PAGE_SIZE }, QUIET_CALL),
    { refreshDeps: [kind, customerTenantCode, current] },
  );

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const started = await (kind === 'govTecProject' ? govTecProjectImportFile : govInnovativeImportFile)({ customerTenantCode, file });
      setTask(started);
    } catch {
      // the request layer shows the server's message
    } finally {
      setUploading(false);
    }
  };

  const finished = async () => {
    if (!task) return;
    setTask(await importTaskDetail({ taskId: task.taskId }, QUIET_CALL));
    setCurrent(1);
    list.refresh();
  };

  const result = task?.status === 'succeeded' ? task.result : null;
  const title = GovImportKind.label(kind);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void importTemplateDownload({ template: kind }, { fallbackFileName: `${title}导入模板.xlsx` })}
        >
          下载模板
        </Button>
        {canImport ? (
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={uploading}>
              导入
            </Button>
          </Upload>
        ) : null}
        {task ? (
          <TaskProgress
            key={task.taskId}
            taskId={task.taskId}
            initial={{ taskId: task.taskId, status: task.status, done: task.done, total: task.total, error: task.error }}
            onFinished={() => void finished()}
          />
        ) : null}
      </Space>
      {result ? (
        <Alert
          type={result.skipped ? 'warning' : 'success'}
          showIcon
          message={`导入完成：导入 ${result.imported} 行，跳过 ${result.skipped} 行`}
          description={
            result.errors.length ? (
              <Table<CellError>
                size="small"
                rowKey={(e) => `${e.sheet}-${e.row}-${e.column}`}
                dataSource={result.errors}
                pagination={result.errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
                columns={[
                  { title: '工作表', dataIndex: 'sheet', width: 110 },
                  { title: '行', dataIndex: 'row', width: 80, render: (row: number) => `第 ${row} 行` },
                  { title: '列', dataIndex: 'column', width: 150 },
                  { title: '原因', dataIndex: 'reason' },
                ]}
              />
            ) : undefined
          }
        />
      ) : null}
      {task?.status === 'failed' && task.error ? <Alert type="error" showIcon message="导入失败" description={task.error} /> : null}
      {list.error && !list.loading ? (
        <Alert
          type="error"
          showIcon
          message={`${title}加载失败`}
          action={
            <Button size="small" onClick={list.refresh}>
              重试
            </Button>
          }
        />
      ) : (
        <Table<GovTecProjectItem | GovInnovativeItem>
          rowKey="id"
          size="small"
          loading={list.loading}
          dataSource={list.data?.list ?? []}
          columns={(kind === 'govTecProject' ? TEC_COLUMNS : INNOVATIVE_COLUMNS) as ColumnsType<GovTecProjectItem | GovInnovativeItem>}
          locale={{ emptyText: `暂无${title}记录，可下载模板填写后导入` }}
          scroll={{ x: 'max-content' }}
          pagination={{ current, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setCurrent, size: 'small', hideOnSinglePage: true }}
        />
      )}
    </Space>
  );
};

export default GovDataTab;
