/** A licence (agreement, terms) as text with its line breaks kept, in a centred page without layout. */
import { Card, Typography } from 'antd';
import type React from 'react';
import type { Licence } from '@domain/identity/contracts';

export const PlainPage: React.FC<{ children?: React.ReactNode }> = ({ children }) => (
  <div style={{ minHeight: '100vh', background: '#f5f7fb', padding: '48px 16px' }}>
    <div style={{ maxWidth: 860, margin: '0 auto' }}>{children}</div>
  </div>
);

const LicenceView: React.FC<{ licence: Licence; footer?: React.ReactNode }> = ({ licence, footer }) => (
  <Card>
    <Typography.Title level={3} style={{ textAlign: 'center' }}>
      {licence.title}
    </Typography.Title>
    <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
      发布日期：{licence.publishDate}
    </Typography.Paragraph>
    <div data-testid="licence-content" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.9, maxHeight: '60vh', overflow: 'auto' }}>
      {licence.content}
    </div>
    {footer && <div style={{ marginTop: 32, textAlign: 'center' }}>{footer}</div>}
  </Card>
);

export default LicenceView;
