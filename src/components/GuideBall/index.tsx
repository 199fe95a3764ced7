/**
 * The floating new-user guide ball (spec §2): collapsed or expanded, a click outside collapses it,
 * hidden on home, login and no-access. It shows only when there is a guide to download (a guide
 * host with a non-empty list): an empty ball is noise. It is a narrow tab docked to the window's
 * right edge at mid-height, inside the content's right gutter, so it never covers a form's text
 * counters, a table's last column or the buttons at a page's or drawer's foot, and it stays below
 * antd's modals and drawers (their z-index starts at 1000). It lives outside the router, so it
 * follows the hash, and the no-access page announces itself (also when the layout shows it for a
 * forbidden route).
 */
import { CloseOutlined, ReadOutlined } from '@ant-design/icons';
import { useClickAway } from 'ahooks';
import { Card } from 'antd';
import type React from 'react';
import { useRef, useState } from 'react';
import { PRIMARY_COLOR } from '@domain/constants';
import { isGuideBallHidden } from '@domain/kernel/routes';
import { useHashPath } from '@/hooks/useHashPath';
import { useNoAccessShown } from '@/utils/noAccessPresence';
import GuideList, { useGuideItems } from './GuideList';

export const GUIDE_TITLE = '新手指引';

/** Where the tab sits: the right edge at mid-height, narrower than the layout's 24 px content gutter, under overlays. */
export const GUIDE_BALL_PLACEMENT = { right: 0, top: '45%', width: 22, zIndex: 999 } as const;

const tabStyle: React.CSSProperties = {
  width: GUIDE_BALL_PLACEMENT.width,
  padding: '8px 0',
  borderRadius: '6px 0 0 6px',
  border: 'none',
  cursor: 'pointer',
  background: PRIMARY_COLOR,
  color: '#fff',
  boxShadow: '0 2px 8px rgba(70, 109, 217, 0.35)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  fontSize: 12,
  lineHeight: 1.2,
  writingMode: 'vertical-rl',
};

const GuideBall: React.FC = () => {
  const pathname = useHashPath();
  const noAccessShown = useNoAccessShown();
  const [expanded, setExpanded] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useClickAway(() => setExpanded(false), ref);
  const hidden = noAccessShown || isGuideBallHidden(pathname);
  const items = useGuideItems(!hidden);

  if (hidden || !items?.length) return null;

  const { right, top, zIndex } = GUIDE_BALL_PLACEMENT;
  return (
    <div ref={ref} data-testid="guide-ball" style={{ position: 'fixed', right, top, zIndex }}>
      {expanded && (
        <Card
          size="small"
          title={GUIDE_TITLE}
          extra={<CloseOutlined aria-label="收起新手指引" onClick={() => setExpanded(false)} />}
          style={{ position: 'absolute', right: GUIDE_BALL_PLACEMENT.width + 8, top: 0, width: 280, boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)' }}
        >
          <GuideList items={items} />
        </Card>
      )}
      <button
        type="button"
        aria-expanded={expanded}
        aria-label={expanded ? '收起新手指引' : '展开新手指引'}
        style={tabStyle}
        onClick={() => setExpanded((open) => !open)}
      >
        <ReadOutlined style={{ fontSize: 14 }} />
        指引
      </button>
    </div>
  );
};

export default GuideBall;
