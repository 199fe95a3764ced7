/** In the WeChat in-app browser, a full-page warning asks to open the page in the system browser (spec §2). */
import { ExportOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import type React from 'react';
import { isWeChatBrowser } from '@/utils/browser';

export const WECHAT_WARNING_TITLE = '请在系统浏览器中打开';

const WeChatWarning: React.FC<{ userAgent?: string }> = ({ userAgent }) => {
  if (!isWeChatBrowser(userAgent)) return null;
  return (
    <div
      role="alertdialog"
      aria-label={WECHAT_WARNING_TITLE}
      style={{ position: 'fixed', inset: 0, zIndex: 3000, background: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Result
        icon={<ExportOutlined />}
        title={WECHAT_WARNING_TITLE}
        subTitle="微信内置浏览器无法完整使用本平台。请点击右上角「···」，选择「在浏览器打开」。"
      />
    </div>
  );
};

export default WeChatWarning;
