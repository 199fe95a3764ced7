/**
 * 申请成为新渠道: the form a phone awaiting admission fills to apply as a channel (issue 11 item 4;
 * POST /consulting/tenant/channel/addChannelInfo). Company name, unified social credit code (check
 * digit verified as typed), contact, phone, region, address, the business licence, and optionally
 * the invite code of the inviting channel manager — checked at once (checkInviteRel) so the
 * applicant sees who invites. The personnel area's admission panel on the login page mounts it:
 *
 *   <ChannelApplicationForm inviteCode={codeFromTheLoginUrl} onSubmitted={reloadUserInfo} />
 *
 * After a successful application the account is the manager of a channel under review: the
 * caller reloads the user info, and the login page shows "under review" until the platform
 * approves it in /serviceManage/channel.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, message, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { ChannelApplicationInput, InviteCode, type InviteRel } from '@domain/partners/contracts';
import { LICENCE_ACCEPT, licenceProblem } from '@domain/partners/rules';
import { creditCodeRule, RegionCascader } from '@/components/DictionaryInputs';
import { zodRule } from '@/components/FormKit/zodRule';
import { isBizError } from '@/requestErrorConfig';
import { addChannelInfo, checkInviteRel } from '@/services/partners';

const fields = ChannelApplicationInput.shape;

export const APPLICATION_TITLE = '申请成为新渠道';
export const SUBMIT_APPLICATION_TEXT = '提交入驻申请';
export const APPLICATION_SUBMITTED = '入驻申请已提交，平台审核通过后即可使用';
export const LICENCE_LABEL = '营业执照';

export interface ChannelApplicationFormProps {
  /** The invite code of the inviting channel manager (e.g. from the login link's `?inviteCode=`). */
  inviteCode?: string;
  /** Called once the application is stored (the account now waits for the platform's review). */
  onSubmitted: () => void;
}

interface FormValues {
  companyName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  region?: string;
  address: string;
  remark?: string;
  inviteCode?: string;
}

type Inviter = { state: 'idle' } | { state: 'checking' } | { state: 'ok'; rel: InviteRel } | { state: 'refused'; message: string };

export function ChannelApplicationForm({ inviteCode, onSubmitted }: ChannelApplicationFormProps) {
  const [form] = Form.useForm<FormValues>();
  const [regionText, setRegionText] = useState('');
  const [licence, setLicence] = useState<UploadFile[]>([]);
  const [licenceError, setLicenceError] = useState<string | null>(null);
  const [inviter, setInviter] = useState<Inviter>({ state: 'idle' });
  const [submitting, setSubmitting] = useState(false);

  const checkInvite = async (raw: string | undefined) => {
    const code = (raw ?? '').trim();
    if (!code) return setInviter({ state: 'idle' });
    if (!InviteCode.safeParse(code).success) return setInviter({ state: 'idle' });
    setInviter({ state: 'checking' });
    try {
      setInviter({ state: 'ok', rel: await checkInviteRel({ inviteCode: code }, { skipErrorHandler: true }) });
    } catch (error) {
      setInviter({ state: 'refused', message: isBizError(error) ? error.message : '邀请码校验失败，请稍后重试' });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the code handed in from outside triggers a check here (typing checks on blur).
  useEffect(() => {
    if (inviteCode) {
      form.setFieldValue('inviteCode', inviteCode);
      void checkInvite(inviteCode);
    }
  }, [inviteCode]);

  const licenceFile = licence[0]?.originFileObj;

  const onFinish = async (values: FormValues) => {
    const problem = licenceProblem(licenceFile ? { name: licenceFile.name, size: licenceFile.size } : undefined);
    if (problem || !licenceFile) {
      setLicenceError(problem ?? '请上传营业执照');
      return;
    }
    if (inviter.state === 'refused') return;
    setSubmitting(true);
    try {
      await addChannelInfo({
        companyName: values.companyName,
        creditCode: values.creditCode,
        contactName: values.contactName,
        contactPhone: values.contactPhone,
        region: regionText,
        address: values.address,
        remark: values.remark ?? '',
        inviteCode: (values.inviteCode ?? '').trim(),
        // The business licence travels as the multipart part `licence`.
        licence: licenceFile,
      });
    } catch {
      // The request layer has shown the server's Chinese message.
      return;
    } finally {
      setSubmitting(false);
    }
    message.success(APPLICATION_SUBMITTED);
    onSubmitted();
  };

  return (
    <Form<FormValues> form={form} layout="vertical" onFinish={onFinish} requiredMark aria-label={APPLICATION_TITLE}>
      <Form.Item name="companyName" label="企业名称" rules={[zodRule(fields.companyName)]} required>
        <Input maxLength={100} placeholder="与营业执照一致" />
      </Form.Item>
      <Form.Item name="creditCode" label="统一社会信用代码" rules={[creditCodeRule({ required: true })]} required>
        <Input maxLength={18} placeholder="18 位，如 91350100M000100Y43" />
      </Form.Item>
      <Form.Item name="contactName" label="联系人" rules={[zodRule(fields.contactName)]} required>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="contactPhone" label="联系电话" rules={[zodRule(fields.contactPhone)]} required>
        <Input maxLength={11} placeholder="11 位手机号" />
      </Form.Item>
      <Form.Item name="region" label="所在地区" rules={[{ required: true, message: '请选择所在地区' }]} required>
        <RegionCascader
          changeOnSelect
          onChange={(code, labels) => {
            form.setFieldValue('region', code);
            setRegionText(labels.join(''));
          }}
        />
      </Form.Item>
      <Form.Item name="address" label="详细地址" rules={[zodRule(fields.address)]} required>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        label={LICENCE_LABEL}
        required
        validateStatus={licenceError ? 'error' : undefined}
        help={licenceError ?? 'PDF、PNG 或 JPG，不超过 10 MB'}
      >
        <Upload
          accept={LICENCE_ACCEPT}
          maxCount={1}
          fileList={licence}
          beforeUpload={(file) => {
            const problem = licenceProblem({ name: file.name, size: file.size });
            setLicenceError(problem);
            if (!problem) setLicence([{ uid: file.uid, name: file.name, status: 'done', originFileObj: file }]);
            return Upload.LIST_IGNORE;
          }}
          onRemove={() => {
            setLicence([]);
            return true;
          }}
        >
          <Button icon={<UploadOutlined />}>选择营业执照文件</Button>
        </Upload>
      </Form.Item>
      <Form.Item
        name="inviteCode"
        label="邀请码（选填）"
        rules={[zodRule(fields.inviteCode)]}
        extra="填写邀请你的渠道管理员的邀请码，审核通过后成为该渠道的下级渠道"
      >
        <Input maxLength={32} onBlur={(event) => void checkInvite(event.target.value)} onChange={() => setInviter({ state: 'idle' })} />
      </Form.Item>
      {inviter.state === 'ok' && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          message={`邀请方：${inviter.rel.channelName}（${inviter.rel.inviterName}）`}
          description="审核通过后，你的渠道将成为该渠道的下级渠道。"
        />
      )}
      {inviter.state === 'refused' && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={inviter.message} />}
      <Form.Item name="remark" label="备注（选填）" rules={[zodRule(fields.remark)]}>
        <Input.TextArea maxLength={500} showCount rows={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={inviter.state === 'checking'}>
        {SUBMIT_APPLICATION_TEXT}
      </Button>
    </Form>
  );
}

export default ChannelApplicationForm;
