/**
 * 我负责的资产 (asset owners): the caller's assets of every tier, paged on the server. While the
 * inventory is with the owners an owner corrects a rating (business importance or C/I/A) and the
 * description, submits the selected assets or all of them, or rejects assets back to the
 * executors with a reason. The project's customer owner (ownerLead) confirms the whole inventory
 * once every owner has submitted (status assets-owner-submit).
 */
import { ExclamationCircleOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { ModalForm, ProFormSelect, ProFormTextArea } from '@/components/FormKit';
import { Alert, Button, Modal, Tooltip, Typography, message } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { AssetItemState, AssetOptionCode, AssetTier } from '@domain/enums';
import { RA_LIMITS } from '@domain/riskAssessment/rules';
import { enumColumn, ListTable } from '@/components/ListKit';
import {
  type AssessmentInfo,
  type AssetRow,
  raOwnerComplete,
  raOwnerList,
  raOwnerReject,
  raOwnerSubmit,
  raOwnerUpdate,
} from '@/services/riskAssessment';
import { CIA_FIELDS, LEVEL_FILTER } from './assetTableKit';
import { StateCell, ValueCell } from './common';
import { levelText, OWNER_COMPLETE_TEXT, OWNER_REJECT_TEXT, OWNER_SUBMIT_ALL_TEXT, OWNER_SUBMIT_TEXT } from './labels';
import RejectDialog from './RejectDialog';

type Query = Parameters<typeof raOwnerList>[0];
const LEVELS = [5, 4, 3, 2, 1].map((value) => ({ value, label: levelText(value) }));

/** Why the owners may not submit or correct now (null = they may). */
export function ownerRefusal(info: AssessmentInfo): string | null {
  if (info.status === 'combing' && !info.combingFinished) return '执行人尚未完成资产梳理，资产清单提交责任人后才能确认';
  if (info.status !== 'combing') return '资产已全部提交，责任人不能再修改';
  return null;
}
/** Owners may reject while the inventory is with them, or all submitted and not yet confirmed. */
const mayReject = (info: AssessmentInfo) => (info.status === 'combing' && info.combingFinished) || info.status === 'assets-owner-submit';

interface RatingValues {
  importance?: number;
  confidentiality?: number;
  integrity?: number;
  availability?: number;
  description?: string;
}

const OwnerAssets: React.FC<{ info: AssessmentInfo; onInfo: (info: AssessmentInfo) => void }> = ({ info, onInfo }) => {
  const ref = useRef<ActionType>();
  const [selected, setSelected] = useState<string[]>([]);
  const [rating, setRating] = useState<AssetRow>();
  const [rejecting, setRejecting] = useState(false);
  const refusal = ownerRefusal(info);
  const { projectCode } = info;

  const done = (next: AssessmentInfo, text: string) => {
    message.success(text);
    setSelected([]);
    ref.current?.reload();
    onInfo(next);
  };

  const submit = (codes: string[] | undefined) =>
    Modal.confirm({
      title: codes ? `提交所选的 ${codes.length} 项资产` : '提交我负责的全部资产',
      icon: <ExclamationCircleOutlined />,
      content: '提交后不能再修改赋值；全部责任人提交后，由项目的客户责任人确认资产清单。确定提交？',
      okText: '确定提交',
      cancelText: '取消',
      onOk: async () => {
        try {
          done(await raOwnerSubmit({ projectCode, ...(codes ? { assetCodes: codes } : {}) }), '资产已提交');
        } catch {
          // the request layer shows the server's message
        }
      },
    });

  const complete = () =>
    Modal.confirm({
      title: OWNER_COMPLETE_TEXT,
      icon: <ExclamationCircleOutlined />,
      content: '确认后资产清单冻结，咨询顾问开始威胁识别与脆弱性评估。确定确认？',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          done(await raOwnerComplete({ projectCode }), '资产清单已确认');
        } catch {
          // the request layer shows the server's message
        }
      },
    });

  const columns: ProColumns<AssetRow>[] = [
    { title: '关键字', dataIndex: 'keyword', hideInTable: true },
    { title: '资产', dataIndex: 'name', hideInSearch: true, render: (_, row) => `${row.name}（${row.assetCode}）` },
    enumColumn<AssetRow, AssetTier>('层级', 'tier', AssetTier, { width: 150 }),
    {
      title: '重要性/价值',
      dataIndex: 'importance',
      valueType: 'select',
      valueEnum: LEVEL_FILTER,
      width: 120,
      render: (_, row) => <ValueCell level={row.value} lines={[]} title="" />,
    },
    { title: '说明', dataIndex: 'description', hideInSearch: true, ellipsis: true },
    enumColumn<AssetRow, AssetItemState>('状态', 'state', AssetItemState, {
      width: 140,
      render: (_, row) => <StateCell state={row.state} rejectReason={row.rejectReason} />,
    }),
    {
      title: '操作',
      key: 'actions',
      hideInSearch: true,
      width: 100,
      render: (_, row) => (
        <Tooltip title={refusal ?? (row.state !== 'inhand' ? '已提交的资产不能修改' : undefined)}>
          <Button type="link" size="small" disabled={!!refusal || row.state !== 'inhand'} onClick={() => setRating(row)}>
            修改赋值
          </Button>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      {refusal && info.status === 'combing' ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message={refusal} /> : null}
      <ListTable<AssetRow, Query>
        rowKey="assetCode"
        actionRef={ref}
        call={raOwnerList}
        toQuery={(query) => ({ ...query, projectCode }) as Query}
        columns={columns}
        headerTitle="我负责的资产"
        locale={{ emptyText: '暂无由你负责的资产' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        tableAlertRender={false}
        toolBarRender={() => [
          <Button key="submit" disabled={!!refusal || !selected.length} onClick={() => submit(selected)}>
            {OWNER_SUBMIT_TEXT}所选{selected.length ? `（${selected.length}）` : ''}
          </Button>,
          <Button key="submitAll" type="primary" disabled={!!refusal} onClick={() => submit(undefined)}>
            {OWNER_SUBMIT_ALL_TEXT}
          </Button>,
          <Button key="reject" danger disabled={!mayReject(info) || !selected.length} onClick={() => setRejecting(true)}>
            {OWNER_REJECT_TEXT}所选
          </Button>,
          info.permissions.ownerLead ? (
            <Tooltip key="complete" title={info.status === 'assets-owner-submit' ? undefined : '全部责任人提交资产后才能确认资产清单'}>
              <Button type="primary" disabled={info.status !== 'assets-owner-submit'} onClick={complete}>
                {OWNER_COMPLETE_TEXT}
              </Button>
            </Tooltip>
          ) : null,
        ]}
      />
      <RejectDialog
        open={rejecting}
        title={`驳回 ${selected.length} 项资产`}
        explain="驳回后资产回到梳理中，执行人修改后重新完成资产梳理。"
        onCancel={() => setRejecting(false)}
        onSubmit={async ({ reason }) => {
          try {
            done(await raOwnerReject({ projectCode, assetCodes: selected, reason }), '已驳回所选资产');
            return true;
          } catch {
            return false;
          }
        }}
      />
      <ModalForm<RatingValues>
        title={rating ? `修改赋值：${rating.name}` : '修改赋值'}
        open={!!rating}
        width={480}
        modalProps={{ destroyOnHidden: true, onCancel: () => setRating(undefined) }}
        initialValues={{ description: rating?.description }}
        onFinish={async (values) => {
          if (!rating) return false;
          const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));
          try {
            await raOwnerUpdate({ projectCode, tier: rating.tier, assetCode: rating.assetCode, ...set });
          } catch {
            return false;
          }
          message.success('赋值已修改');
          setRating(undefined);
          ref.current?.reload();
          return true;
        }}
      >
        <Typography.Paragraph type="secondary">
          当前{rating?.tier === 'business' ? '重要性' : '价值'}：{levelText(rating?.value)}；不修改的项留空。
        </Typography.Paragraph>
        {rating?.tier === 'business' ? (
          <ProFormSelect name="importance" label={AssetOptionCode.label('biz_importance')} options={LEVELS} />
        ) : (
          CIA_FIELDS.map((field) => (
            <ProFormSelect key={field.name} name={field.name} label={AssetOptionCode.label(field.attrCode)} options={LEVELS} />
          ))
        )}
        <ProFormTextArea name="description" label="说明" fieldProps={{ maxLength: RA_LIMITS.textMax, showCount: true }} />
      </ModalForm>
    </>
  );
};

export default OwnerAssets;
