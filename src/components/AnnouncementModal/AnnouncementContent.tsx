/**
 * An announcement's text as the platform wrote it: line breaks kept (spec §3), rendered as text —
 * never as HTML, so a "<script>" in the content is just characters on the screen.
 */
import { Typography } from 'antd';
import type React from 'react';

const ANNOUNCEMENT_CONTENT_STYLE: React.CSSProperties = {
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  lineHeight: 1.8,
  margin: 0,
};

export const AnnouncementContent: React.FC<{ content: string }> = ({ content }) => (
  <div data-testid="announcement-content" style={ANNOUNCEMENT_CONTENT_STYLE}>
    {content}
  </div>
);

/** "发布日期：2025-06-01", under a title. */
export const PublishDateLine: React.FC<{ publishDate: string }> = ({ publishDate }) => (
  <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
    发布日期：{publishDate}
  </Typography.Text>
);

export default AnnouncementContent;
