/**
 * 证书验证 (/certificateVerify, public: no login; issue 30 item 6): anyone types or follows a
 * certificate's verification code and learns whether it is valid and, if so, only the holder's
 * name, the exam, the date of issue and the result — what examCertificateVerify answers.
 */
import { useLocation } from '@umijs/max';
import { Alert, Button, Card, Descriptions, Form, Input, Result, Typography } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { normalizeVerifyCode } from '@domain/exam/certificate';
import { requestErrorMessage } from '@/requestErrorConfig';
import { type CertificateVerification, examCertificateVerify } from '@/services/attempt';

const CertificateVerify: React.FC = () => {
  const location = useLocation();
  const initial = new URLSearchParams(location.search).get('code') ?? '';
  const [code, setCode] = useState(initial);
  const [answer, setAnswer] = useState<CertificateVerification>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const verify = async (value: string) => {
    setProblem(undefined);
    setFailure(undefined);
    if (!normalizeVerifyCode(value)) {
      setAnswer(undefined);
      setProblem('验证码为 12 位字母和数字，如 K7QM-3XPD-9TRW');
      return;
    }
    setBusy(true);
    try {
      setAnswer(await examCertificateVerify({ code: value.trim() }, { skipErrorHandler: true }));
    } catch (error) {
      setAnswer(undefined);
      setFailure(requestErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: verifies the code the page was opened with, once
  useEffect(() => {
    if (initial) void verify(initial);
  }, [initial]);

  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5', display: 'flex', justifyContent: 'center', padding: '64px 16px' }}>
      <Card title="内审员证书验证" style={{ width: 560, height: 'fit-content' }}>
        <Typography.Paragraph type="secondary">
          输入证书上的验证码，核验证书是否真实有效。本页无需登录，只显示持证人姓名、考试名称、发证日期和结果。
        </Typography.Paragraph>
        <Form layout="inline" onFinish={() => verify(code)} style={{ marginBottom: 16 }}>
          <Form.Item validateStatus={problem ? 'error' : undefined} help={problem} style={{ flex: 1 }}>
            <Input
              aria-label="证书验证码"
              placeholder="如 K7QM-3XPD-9TRW"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              allowClear
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              查询
            </Button>
          </Form.Item>
        </Form>
        {failure ? <Alert type="error" showIcon message={failure} /> : null}
        {answer?.valid ? (
          <Result
            status="success"
            title="证书有效"
            extra={
              <Descriptions column={1} bordered size="small">
                <Descriptions.Item label="姓名">{answer.candidateName}</Descriptions.Item>
                <Descriptions.Item label="考试">{answer.examTitle}</Descriptions.Item>
                <Descriptions.Item label="发证日期">{answer.issuedOn}</Descriptions.Item>
                <Descriptions.Item label="结果">{answer.result}</Descriptions.Item>
              </Descriptions>
            }
          />
        ) : answer ? (
          <Result status="warning" title="未找到该证书" subTitle="请核对验证码；证书以平台登记为准。" />
        ) : null}
      </Card>
    </div>
  );
};

export default CertificateVerify;
