/**
 * The transfer record form: amount (whole yuan, credited as as many points), payer, date, the bank
 * voucher (uploaded first, purpose transferVoucher) and a remark. A failed submit keeps every value.
 * The date is a China calendar day, like the server counts "today": it defaults to today in China
 * and later days cannot be picked, whatever the browser's time zone.
 */
import { UploadOutlined } from '@ant-design/icons';
import { ProForm, ProFormDatePicker, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { Button, Form, InputNumber, message, Upload, type UploadFile } from 'antd';
import dayjs from 'dayjs';
import type React from 'react';
import { chinaDay } from '@domain/kernel/chinaTime';
import { UPLOAD_ACCEPT, UPLOAD_PROBLEM_MESSAGES, uploadProblem } from '@domain/files/rules';
import type { PointLimits } from '@domain/wallet/rules';
import { amountRule } from '@/components/Recharge';
import { transferSubmit } from '@/services/finance';
import { fileUpload, type StoredFile } from '@/services/files';

const TRANSFER_SUBMITTED = '转账记录已提交，财务审核通过后积分到账';
export const TRANSFER_SUBMIT_TEXT = '提交转账记录';
const AMOUNT_LABEL = '转账金额';

interface Values {
  amount?: number;
  payerName: string;
  payerAccount?: string;
  payerBank?: string;
  transferDate: string | dayjs.Dayjs;
  voucher?: UploadFile<StoredFile>[];
  remark?: string;
}

interface Props {
  limits: PointLimits;
  defaultPayer: string;
  onSubmitted: () => void;
}

const DAY = 'YYYY-MM-DD';

/** Days after today in China cannot be a transfer date ("YYYY-MM-DD" strings compare like days). */
const isAfterChinaToday = (day: dayjs.Dayjs | null | undefined, now = new Date()): boolean => !!day && day.format(DAY) > chinaDay(now);

const dayText = (value: string | dayjs.Dayjs): string => (dayjs.isDayjs(value) ? value.format(DAY) : value);

const voucherRule = {
  validator: async (_: unknown, files: UploadFile<StoredFile>[] | undefined) => {
    const file = files?.[0];
    if (!file) throw new Error('请上传转账凭证');
    if (file.status === 'uploading') throw new Error('凭证正在上传，请稍候');
    if (file.status !== 'done' || !file.response?.objectId) throw new Error('凭证上传失败，请删除后重新上传');
  },
};

const TransferForm: React.FC<Props> = ({ limits, defaultPayer, onSubmitted }) => {
  const [form] = Form.useForm<Values>();

  const submit = async (values: Values) => {
    try {
      await transferSubmit({
        amount: values.amount as number,
        payerName: values.payerName,
        payerAccount: values.payerAccount ?? '',
        payerBank: values.payerBank ?? '',
        transferDate: dayText(values.transferDate),
        voucherObjectId: values.voucher?.[0]?.response?.objectId ?? '',
        remark: values.remark ?? '',
      });
    } catch {
      // Shown by the request error handler; the form keeps what was typed.
      return false;
    }
    message.success(TRANSFER_SUBMITTED);
    form.resetFields();
    onSubmitted();
    return true;
  };

  return (
    <ProForm<Values>
      // A named form keeps its field ids apart from the records table below.
      name="transfer"
      form={form}
      layout="vertical"
      initialValues={{ payerName: defaultPayer, transferDate: dayjs(chinaDay(new Date())) }}
      onFinish={submit}
      submitter={{ searchConfig: { submitText: TRANSFER_SUBMIT_TEXT }, resetButtonProps: false }}
      style={{ maxWidth: 860 }}
    >
      <ProForm.Item
        name="amount"
        label={`${AMOUNT_LABEL}（元）`}
        required
        rules={[amountRule(limits, AMOUNT_LABEL)]}
        extra="1 元 = 1 积分，审核通过后按转账金额入账"
      >
        <InputNumber<number> placeholder="请输入转账金额" prefix="¥" style={{ width: '100%' }} controls={false} />
      </ProForm.Item>
      <ProFormDatePicker
        name="transferDate"
        label="转账日期"
        rules={[{ required: true, message: '请选择转账日期' }]}
        fieldProps={{ style: { width: '100%' }, disabledDate: (day: dayjs.Dayjs) => isAfterChinaToday(day) }}
      />
      <ProFormText
        name="payerName"
        label="付款单位"
        placeholder="请输入付款单位名称"
        rules={[{ required: true, whitespace: true, message: '请输入付款单位名称' }]}
        fieldProps={{ maxLength: 100 }}
      />
      <ProFormText name="payerAccount" label="付款账号" placeholder="选填" fieldProps={{ maxLength: 64 }} />
      <ProFormText name="payerBank" label="付款银行" placeholder="选填" fieldProps={{ maxLength: 100 }} />
      <ProForm.Item
        name="voucher"
        label="转账凭证"
        required
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        rules={[voucherRule]}
        extra="银行回单截图或 PDF，单个文件"
      >
        <Upload<StoredFile>
          accept={UPLOAD_ACCEPT}
          maxCount={1}
          beforeUpload={(file) => {
            const problem = uploadProblem(file);
            if (!problem) return true;
            message.error(UPLOAD_PROBLEM_MESSAGES[problem]);
            return Upload.LIST_IGNORE;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            fileUpload({ purpose: 'transferVoucher', file: file as Blob })
              .then((stored) => onSuccess?.(stored))
              .catch((error: Error) => onError?.(error));
          }}
        >
          <Button icon={<UploadOutlined />}>上传凭证</Button>
        </Upload>
      </ProForm.Item>
      <ProFormTextArea name="remark" label="备注" placeholder="选填" fieldProps={{ maxLength: 500, showCount: true, rows: 3 }} />
    </ProForm>
  );
};

export default TransferForm;
