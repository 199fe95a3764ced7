/**
 * The printable certificate (/authentication/certificate/{attemptCode}; issue 30 item 6): the same
 * data as the Word certificate on an A4 landscape sheet, with where and how to verify it; 打印 and
 * 下载 Word stay off the printed page.
 */
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Result, Skeleton, Space } from 'antd';
import type React from 'react';
import { examCertificateDetail } from '@/services/attempt';
import { chinaTimeText } from '@/utils/chinaTime';
import CertificateLink from '../Review/components/CertificateLink';
import { NO_PRINT_CLASS, PRINT_CSS } from '@/components/ReportPage/printStyle';
import { AUTHENTICATION_PATH, VERIFY_PATH } from './paths';

/** The report pages' print sheet (no menu, header, buttons or guide), the sheet in landscape. */
const CERTIFICATE_PRINT_CSS = `${PRINT_CSS}\n@media print { @page { size: A4 landscape; margin: 12mm; } }`;

const day = (iso: string) => {
  const [y, m, d] = chinaTimeText(iso).slice(0, 10).split('-');
  return `${y} 年 ${Number(m)} 月 ${Number(d)} 日`;
};

const Certificate: React.FC = () => {
  const { attemptCode = '' } = useParams<{ attemptCode: string }>();
  const { data, loading, error, refresh } = useRequest(() => examCertificateDetail({ attemptCode }, { skipErrorHandler: true }), {
    refreshDeps: [attemptCode],
  });
  if (error) return <Result status="warning" title="证书加载失败" subTitle={error.message} extra={<Button onClick={refresh}>重试</Button>} />;
  if (loading || !data) return <Skeleton active style={{ padding: 24 }} />;
  const verifyUrl = `${window.location.origin}${window.location.pathname}#${VERIFY_PATH}?code=${encodeURIComponent(data.verifyCode)}`;
  return (
    <div style={{ padding: 24 }}>
      <style>{CERTIFICATE_PRINT_CSS}</style>
      <Space className={NO_PRINT_CLASS} style={{ marginBottom: 16 }}>
        <Button onClick={() => history.push(AUTHENTICATION_PATH)}>返回</Button>
        <Button type="primary" onClick={() => window.print()}>
          打印
        </Button>
        <CertificateLink attemptCode={attemptCode} certificateNo={data.certificateNo} text="下载 Word" />
      </Space>
      <div
        data-testid="exam-certificate"
        style={{
          maxWidth: 1000,
          aspectRatio: '297 / 210',
          margin: '0 auto',
          background: '#fff',
          border: '12px double #b8860b',
          padding: '40px 64px',
          textAlign: 'center',
          fontFamily: '"Songti SC", SimSun, serif',
        }}
      >
        <div style={{ fontSize: 40, fontWeight: 700, letterSpacing: 8 }}>内审员资格证书</div>
        <div style={{ color: '#888', marginBottom: 24 }}>Internal Auditor Certificate · 证书编号 {data.certificateNo}</div>
        <div style={{ fontSize: 32, fontWeight: 700 }}>{data.candidateName}</div>
        <div style={{ fontSize: 18, marginBottom: 24 }}>{data.customerName}</div>
        <p style={{ fontSize: 17, lineHeight: 2, textAlign: 'left' }}>
          于 {day(data.examDate)} 参加“{data.examTitle}”，成绩 {data.totalScore} 分（满分 {data.maxScore} 分），达到合格标准，具备按 ISO/IEC
          27001:2022 第 9.2 条和 ISO 19011 实施信息安全管理体系内部审核的能力，特发此证。
        </p>
        <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 32, textAlign: 'left' }}>
          <div>
            <div>培训机构：{data.channelName}</div>
            <div>发证日期：{day(data.issuedAt)}</div>
          </div>
          <div style={{ maxWidth: 420 }}>
            <div>
              验证码：<strong>{data.verifyCode}</strong>
            </div>
            <div style={{ fontSize: 12, color: '#666', wordBreak: 'break-all' }}>核验（无需登录）：{verifyUrl}</div>
          </div>
        </div>
      </div>
    </div>
  );
};

export default Certificate;
