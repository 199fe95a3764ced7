/** The status of an announcement as a tag (labels from domain/enums), and whether it is scheduled. */
import { Tag } from 'antd';
import { chinaDay } from '@domain/kernel/chinaTime';
import type React from 'react';
import { AocStatus } from '@domain/enums';

/** A publish date after today: users see the announcement from that day on. */
export const isScheduled = (publishDate: string, today = chinaDay(new Date())): boolean => publishDate > today;

export const StatusTag: React.FC<{ status: string }> = ({ status }) => (
  <Tag color={status === '1' ? 'success' : 'default'}>{AocStatus.label(status)}</Tag>
);
