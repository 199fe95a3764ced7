/**
 * The floating new-user guide ball (spec §2): collapsed or expanded, a click outside collapses it,
 * hidden on home, login and no-access. It lives outside the router, so it follows the hash, and the
 * no-access page announces itself (also when the layout shows it for a forbidden route).
 */
import { CloseOutlined, ReadOutlined } from '@ant-design/icons';
import { useClickAway } from 'ahooks';
import { Card, Typography } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { PRIMARY_COLOR } from '@domain/constants';
import { isGuideBallHidden } from '@domain/kernel/routes';
import { useHashPath } from '@/hooks/useHashPath';
import { isGuideHost } from '@/utils/browser';
import { useNoAccessShown } from '@/utils/noAccessPresence';
import GuideList, { NO_GUIDE_TEXT } from './GuideList';

export const GUIDE_TITLE = '新手指引';

const ballStyle: React.CSSProperties = {
  width: 56,
  height: 56,
  borderRadius: '50%',
  border: 'none',
  cursor: 'pointer',
  background: PRIMARY_COLOR,
  color: '#fff',
  boxShadow: '0 4px 12px rgba(70, 109, 217, 0.45)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 12,
  lineHeight: 1.2,
};

const GuideBall: React.FC = () => {
  const pathname = useHashPath();
  const noAccessShown = useNoAccessShown();
  const [expanded, setExpanded] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useClickAway(() => setExpanded(false), ref);

  if (noAccessShown || isGuideBallHidden(pathname)) return null;

  return (
    <div ref={ref} data-testid="guide-ball" style={{ position: 'fixed', right: 24, bottom: 88, zIndex: 1000 }}>
      {expanded && (
        <Card
          size="small"
          title={GUIDE_TITLE}
          extra={<CloseOutlined aria-label="收起新手指引" onClick={() => setExpanded(false)} />}
          style={{ position: 'absolute', right: 0, bottom: 68, width: 280, boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)' }}
        >
          {isGuideHost() ? <GuideList /> : <Typography.Text type="secondary">{NO_GUIDE_TEXT}</Typography.Text>}
        </Card>
      )}
      <button
        type="button"
        aria-expanded={expanded}
        aria-label={expanded ? '收起新手指引' : '展开新手指引'}
        style={ballStyle}
        onClick={() => setExpanded((open) => !open)}
      >
        <ReadOutlined style={{ fontSize: 20 }} />
        指引
      </button>
    </div>
  );
};

export default GuideBall;
