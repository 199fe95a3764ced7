/**
 * The purchase dialog of the service marketplace: customer (searchable), the assessed objects
 * (with their MLPS level for gov-standard services) or, for an internal-auditor exam, the number
 * of seats (examSeats.ts: one project per seat, named after the customer), who delivers, remark,
 * and the price against the caller's balance. The request key is made when the dialog opens, so a double click or a
 * retry buys once. A short balance answers 13001: the app-wide balance modal opens (BalanceModal),
 * this dialog stays as it was.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Button, Descriptions, Form, Input, InputNumber, Modal, message, Radio, Result, Select, Space, Typography } from 'antd';
import type React from 'react';
import { useEffect, useRef, useState } from 'react';
import { ProjectLevel } from '@domain/enums';
import { groupDetailPath, purchasePoints } from '@domain/projects/marketplace';
import { GROUP_REMARK_MAX, PROJECT_NAME_MAX, PROJECTS_PER_GROUP_MAX } from '@domain/projects/rules';
import { newClientToken } from '@/components/Recharge/rules';
import { marketTenantListForProject, type MarketCustomer, type MarketTemplate, marketSaveGroup } from '@/services/marketplace';
import { examSeatObjects, maxSeats, SEATS_HELP, SEATS_LABEL } from './examSeats';

interface Props {
  template: MarketTemplate | null;
  balance: number | undefined;
  onClose: () => void;
  /** After a purchase: the marketplace reloads quota and balance. */
  onPurchased: () => void;
}

interface Values {
  customerTenantCode: string;
  objects: { name: string; level?: string | null }[];
  /** An exam's seats. */
  seats?: number | null;
  delivery: 'channel' | 'platform';
  remark?: string;
}

const LEVEL_OPTIONS = ProjectLevel.options();

const PurchaseDialog: React.FC<Props> = ({ template, balance, onClose, onPurchased }) => {
  const [form] = Form.useForm<Values>();
  const [customers, setCustomers] = useState<MarketCustomer[]>([]);
  const [loadingCustomers, setLoadingCustomers] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<{ groupCode: string; pricePoints: number; balanceAfter: number } | null>(null);
  const requestKey = useRef('');
  const open = !!template;
  const objects = Form.useWatch('objects', form) ?? [];
  const seats = Form.useWatch('seats', form);
  const exam = template?.serviceKind === 'exam';
  const count = exam ? Math.max(1, Math.floor(Number(seats) || 1)) : Math.max(1, objects.length);
  const total = template ? purchasePoints(template.pricePoints, count) : 0;
  const gov = template?.standard === 'gov';
  const unit = exam ? '名额' : '项目';

  useEffect(() => {
    if (!open) return;
    requestKey.current = newClientToken();
    setDone(null);
    form.resetFields();
    setLoadingCustomers(true);
    marketTenantListForProject({}, { skipErrorHandler: false })
      .then(setCustomers)
      .catch(() => setCustomers([]))
      .finally(() => setLoadingCustomers(false));
  }, [open, form]);

  const submit = async () => {
    if (!template) return;
    // A missing field is shown under the field itself; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSubmitting(true);
    try {
      const customerName = customers.find((item) => item.tenantCode === values.customerTenantCode)?.tenantZhName ?? '';
      const answer = await marketSaveGroup({
        productCode: template.productCode,
        customerTenantCode: values.customerTenantCode,
        objects: exam
          ? examSeatObjects(customerName, Number(values.seats))
          : values.objects.map((object) => ({ name: object.name, level: gov ? ((object.level ?? null) as never) : null })),
        delivery: values.delivery,
        remark: values.remark ?? '',
        requestKey: requestKey.current,
      });
      message.success('购买成功');
      setDone({ groupCode: answer.groupCode, pricePoints: answer.pricePoints, balanceAfter: answer.balanceAfter });
      onPurchased();
    } catch {
      // The request pipeline has told the user (13001: the balance modal); the dialog stays.
    } finally {
      setSubmitting(false);
    }
  };

  const short = balance !== undefined && balance < total;

  return (
    <Modal
      open={open}
      title={template ? `购买服务：${template.name}` : '购买服务'}
      width={640}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      footer={
        done
          ? [
              <Button key="close" onClick={onClose}>
                关闭
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                取消
              </Button>,
              <Button key="ok" type="primary" loading={submitting} onClick={submit}>
                确认购买（{total.toLocaleString('zh-CN')} 积分）
              </Button>,
            ]
      }
    >
      {done ? (
        <Result
          status="success"
          title="购买成功"
          subTitle={`已消耗 ${done.pricePoints.toLocaleString('zh-CN')} 积分，当前余额 ${done.balanceAfter.toLocaleString('zh-CN')} 积分。项目已进入资源池，等待分派。`}
          extra={
            <Link to={groupDetailPath(done.groupCode)} data-testid="purchase-group-link">
              查看项目组 {done.groupCode}
            </Link>
          }
        />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ objects: [{ name: '', level: null }], seats: 1, delivery: 'channel' }}
          disabled={submitting}
        >
          <Form.Item name="customerTenantCode" label="客户" rules={[{ required: true, message: '请选择客户' }]}>
            <Select
              showSearch
              placeholder="搜索并选择本渠道的客户"
              loading={loadingCustomers}
              optionFilterProp="label"
              options={customers.map((item) => ({ value: item.tenantCode, label: item.tenantZhName }))}
              notFoundContent={loadingCustomers ? '加载中…' : '暂无客户，请先在客户管理中新建客户'}
            />
          </Form.Item>
          {exam ? (
            <Form.Item
              name="seats"
              label={SEATS_LABEL}
              extra={SEATS_HELP}
              rules={[
                { required: true, message: '请填写名额数量' },
                {
                  validator: async (_, value: number | null) => {
                    const most = maxSeats(template?.remainingQuota ?? 1);
                    if (value !== null && value !== undefined && (!Number.isInteger(value) || value < 1 || value > most))
                      throw new Error(`名额数量须为 1 至 ${most} 的整数`);
                  },
                },
              ]}
            >
              <InputNumber
                min={1}
                max={maxSeats(template?.remainingQuota ?? 1)}
                precision={0}
                suffix="个名额"
                style={{ width: 200 }}
                aria-label={SEATS_LABEL}
              />
            </Form.Item>
          ) : (
            <Form.List
              name="objects"
              rules={[
                {
                  validator: async (_, value: unknown[]) => {
                    if (!value?.length) throw new Error('请至少添加一个评估对象');
                  },
                },
              ]}
            >
              {(fields, { add, remove }, { errors }) => (
                <Form.Item label={gov ? '评估对象与等级（每个对象一个项目）' : '评估对象（每个对象一个项目）'} required>
                  {fields.map((field, index) => (
                    <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                      <Form.Item
                        name={[field.name, 'name']}
                        rules={[
                          { required: true, whitespace: true, message: '请填写评估对象名称' },
                          { max: PROJECT_NAME_MAX, message: `不能超过 ${PROJECT_NAME_MAX} 个字符` },
                        ]}
                      >
                        <Input placeholder={`评估对象 ${index + 1}，如“门户网站系统”`} style={{ width: 300 }} aria-label={`评估对象 ${index + 1}`} />
                      </Form.Item>
                      {gov && (
                        <Form.Item name={[field.name, 'level']} rules={[{ required: true, message: '请选择等级' }]}>
                          <Select placeholder="等级" options={LEVEL_OPTIONS} style={{ width: 120 }} aria-label={`等级 ${index + 1}`} />
                        </Form.Item>
                      )}
                      {fields.length > 1 && <MinusCircleOutlined aria-label="移除" onClick={() => remove(field.name)} />}
                    </Space>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ name: '', level: null })}
                    disabled={fields.length >= Math.min(PROJECTS_PER_GROUP_MAX, template?.remainingQuota ?? PROJECTS_PER_GROUP_MAX)}
                  >
                    添加评估对象
                  </Button>
                  <Form.ErrorList errors={errors} />
                </Form.Item>
              )}
            </Form.List>
          )}
          <Form.Item name="delivery" label="交付方式">
            <Radio.Group
              options={[
                { value: 'channel', label: '本渠道交付' },
                { value: 'platform', label: '平台交付' },
              ]}
            />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input.TextArea rows={2} maxLength={GROUP_REMARK_MAX} showCount placeholder="选填" />
          </Form.Item>
          {template && (
            <Descriptions size="small" column={2} bordered>
              <Descriptions.Item label="单价">
                {template.pricePoints.toLocaleString('zh-CN')} 积分/{unit}
              </Descriptions.Item>
              <Descriptions.Item label="数量">
                {count} 个{unit}
                {exam ? '（考试次数）' : ''}
              </Descriptions.Item>
              <Descriptions.Item label="合计">
                <Typography.Text strong data-testid="purchase-total">
                  {total.toLocaleString('zh-CN')} 积分
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="当前余额">
                <Typography.Text type={short ? 'danger' : undefined} data-testid="purchase-balance">
                  {balance === undefined ? '—' : `${balance.toLocaleString('zh-CN')} 积分`}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="剩余额度" span={2}>
                {template.remainingQuota} 个{unit}
                {short && <Typography.Text type="danger">（余额不足，确认后将提示前往充值）</Typography.Text>}
              </Descriptions.Item>
            </Descriptions>
          )}
        </Form>
      )}
    </Modal>
  );
};

export default PurchaseDialog;
