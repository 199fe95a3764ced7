/**
 * Choose a package or a free number of points, then create the order and go to the payment desk.
 * Shared by /account/recharge and /rechargeBalance. A double click creates one order: the button
 * is guarded and every intent carries one clientToken (the server answers the same order again).
 */
import { history } from '@umijs/max';
import { Button, Form, InputNumber, Radio, Space, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { LicenceType } from '@domain/enums';
import { orderCreate, type Order, type RechargeOptions } from '@/services/wallet';
import { formatPoints, formatYuan } from './format';
import LicenceLink from './LicenceLink';
import { amountProblem, amountRule, newClientToken } from './rules';

export const CUSTOM_CHOICE = 'custom';
export const POINTS_LABEL = '充值积分';
export const SUBMIT_TEXT = '立即充值';

interface Values {
  choice: string;
  points?: number;
}

interface Props {
  options: RechargeOptions;
  /** After the order exists; default: open the payment desk for it. */
  onOrdered?: (order: Order) => void;
}

export const paymentPathOf = (orderNo: string) => `/payment?orderNo=${encodeURIComponent(orderNo)}`;

const cardStyle: React.CSSProperties = { height: 'auto', minWidth: 132, padding: '10px 16px', lineHeight: 1.6, textAlign: 'center' };

const RechargePanel: React.FC<Props> = ({ options, onOrdered = (order) => history.push(paymentPathOf(order.orderNo)) }) => {
  const [form] = Form.useForm<Values>();
  const choice = Form.useWatch('choice', form);
  const points = Form.useWatch('points', form);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const clientToken = useRef(newClientToken());
  const limits = { minPoints: options.minPoints, maxPoints: options.maxPoints };

  const chosenPackage = options.packages.find((item) => item.code === choice);
  const customValid = choice === CUSTOM_CHOICE && !amountProblem(points, limits, POINTS_LABEL);
  const priceFen = chosenPackage ? chosenPackage.amountFen : customValid ? (points as number) * options.pointPriceFen : undefined;
  const pointsToGet = chosenPackage ? chosenPackage.points : customValid ? (points as number) : undefined;

  const submit = async (values: Values) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const body =
        values.choice === CUSTOM_CHOICE
          ? { points: values.points, clientToken: clientToken.current }
          : { packageCode: values.choice, clientToken: clientToken.current };
      const order = await orderCreate(body);
      clientToken.current = newClientToken();
      onOrdered(order);
    } catch {
      // The request error handler has shown why; the choice stays as it was.
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Form<Values>
      // A named form keeps its field ids apart from the tables on the same page.
      name="recharge"
      form={form}
      layout="vertical"
      initialValues={{ choice: options.packages[0]?.code ?? CUSTOM_CHOICE }}
      onValuesChange={() => {
        // Another choice is another intent: it must not be mistaken for a repeat of the last one.
        clientToken.current = newClientToken();
      }}
      onFinish={submit}
      style={{ maxWidth: 820 }}
    >
      <Form.Item name="choice" label="选择充值套餐" rules={[{ required: true, message: '请选择充值套餐或自定义积分' }]}>
        <Radio.Group>
          <Space wrap size={12}>
            {options.packages.map((item) => (
              <Radio.Button key={item.code} value={item.code} style={cardStyle}>
                <div style={{ fontSize: 16, fontWeight: 600 }}>{item.label}</div>
                <div style={{ color: '#8c8c8c' }}>{formatYuan(item.amountFen)}</div>
              </Radio.Button>
            ))}
            <Radio.Button value={CUSTOM_CHOICE} style={cardStyle}>
              <div style={{ fontSize: 16, fontWeight: 600 }}>自定义积分</div>
              <div style={{ color: '#8c8c8c' }}>按需充值</div>
            </Radio.Button>
          </Space>
        </Radio.Group>
      </Form.Item>

      {choice === CUSTOM_CHOICE && (
        <Form.Item
          name="points"
          label={POINTS_LABEL}
          required
          rules={[amountRule(limits, POINTS_LABEL)]}
          extra={`${options.minPoints.toLocaleString('zh-CN')}–${options.maxPoints.toLocaleString('zh-CN')} 之间的整数；1 积分 = ${formatYuan(options.pointPriceFen)}`}
        >
          <InputNumber<number> placeholder="请输入充值积分" suffix="积分" style={{ width: 260 }} controls={false} />
        </Form.Item>
      )}

      <Space direction="vertical" size={4} style={{ marginBottom: 16 }}>
        <Typography.Text>
          到账积分：<Typography.Text strong>{pointsToGet !== undefined ? formatPoints(pointsToGet) : '—'}</Typography.Text>
        </Typography.Text>
        <Typography.Text>
          应付金额：
          <Typography.Text strong style={{ fontSize: 20, color: '#fa541c' }}>
            {priceFen !== undefined ? formatYuan(priceFen) : '—'}
          </Typography.Text>
        </Typography.Text>
        <Typography.Text type="secondary">
          订单 {options.orderExpireMinutes} 分钟内未支付将自动关闭。
          <LicenceLink type="rechargeBalance">《{LicenceType.label('rechargeBalance')}》</LicenceLink>
        </Typography.Text>
      </Space>

      <Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={submitting}>
          {SUBMIT_TEXT}
        </Button>
      </Form.Item>
    </Form>
  );
};

export default RechargePanel;
