/**
 * New-user guide management (/announcementManagement/guide): the documents the guide ball offers
 * (title, file or link, hint, order, status), created and edited in a modal form, shown or hidden
 * with a switch after a confirmation.
 */
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Switch, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { ToolKitStatus } from '@domain/enums';
import { isSafeDownloadUrl } from '@/components/GuideBall/GuideList';
import FileDownloadLink, { objectIdOfFileHref } from '@/components/FileDownloadLink';
import { enumColumn, ListTable } from '@/components/ListKit';
import { toolKitManageList, toolKitUpdate, type ToolKitAdminItem } from '@/services/toolKit';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import ToolKitFormModal from './components/ToolKitFormModal';

const LIST_PATH = '/announcementManagement';

/**
 * The item's document: an uploaded file downloads through the download contract on click (a
 * refusal shows as a message, not as JSON in a new tab); an external link opens in a new tab.
 */
const DocumentLink: React.FC<{ item: ToolKitAdminItem }> = ({ item }) => {
  const text = item.fileMediaId ? item.fileName || '已上传文件' : item.downloadUrl;
  const objectId = item.fileMediaId?.trim() || objectIdOfFileHref(item.downloadUrl);
  if (objectId) return <FileDownloadLink objectId={objectId} fileName={item.fileName} fallbackText={text || '已上传文件'} />;
  if (!item.downloadUrl || !isSafeDownloadUrl(item.downloadUrl)) return <Typography.Text type="secondary">{text || '-'}</Typography.Text>;
  return (
    <Typography.Link href={item.downloadUrl} target="_blank" rel="noopener noreferrer" ellipsis>
      {text}
    </Typography.Link>
  );
};

/** Editing: the item; creating: null; closed: undefined. */
type Editing = ToolKitAdminItem | null | undefined;

const Guide: React.FC = () => {
  const actionRef = useRef<ActionType>();
  const [editing, setEditing] = useState<Editing>();
  const reload = () => actionRef.current?.reload();

  const columns: ProColumns<ToolKitAdminItem>[] = [
    { title: '标题', dataIndex: 'title', ellipsis: true },
    enumColumn<ToolKitAdminItem, ToolKitStatus>('状态', 'status', ToolKitStatus, {
      width: 120,
      render: (_, item) => {
        const shown = item.status === '1';
        return (
          <ConfirmAction
            title={shown ? '确定隐藏这条新手指引？' : '确定显示这条新手指引？'}
            description={shown ? '隐藏后用户在新手指引中看不到它。' : '显示后用户可在新手指引中下载它。'}
            successMessage={shown ? '已隐藏' : '已显示'}
            action={() => toolKitUpdate({ uniqueCode: item.uniqueCode, status: shown ? '0' : '1' })}
            onDone={reload}
          >
            <Switch
              checked={shown}
              checkedChildren={ToolKitStatus.label('1')}
              unCheckedChildren={ToolKitStatus.label('0')}
              aria-label={`${item.title}：${ToolKitStatus.label(item.status)}`}
            />
          </ConfirmAction>
        );
      },
    }),
    { title: '文件 / 链接', dataIndex: 'downloadUrl', search: false, width: 240, render: (_, item) => <DocumentLink item={item} /> },
    { title: '提示语', dataIndex: 'showMsg', search: false, ellipsis: true },
    { title: '排序', dataIndex: 'sortOrder', search: false, width: 80 },
    {
      title: '操作',
      valueType: 'option',
      width: 100,
      render: (_, item) => [
        <Typography.Link key="edit" onClick={() => setEditing(item)}>
          编辑
        </Typography.Link>,
      ],
    },
  ];

  return (
    <PageContainer title="新手指引" onBack={() => history.push(LIST_PATH)}>
      <ListTable
        rowKey="uniqueCode"
        headerTitle="新手指引资料"
        actionRef={actionRef}
        columns={columns}
        call={toolKitManageList}
        options={{ density: false, setting: false }}
        locale={{ emptyText: '暂无新手指引资料' }}
        toolBarRender={() => [
          <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新增指引
          </Button>,
        ]}
      />
      {editing !== undefined && <ToolKitFormModal item={editing ?? undefined} onClose={() => setEditing(undefined)} onSaved={reload} />}
    </PageContainer>
  );
};

export default Guide;
