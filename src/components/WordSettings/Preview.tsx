/**
 * A small picture of a page laid out with the settings being edited: the paper's proportions and
 * orientation, the margins to scale, the header (logo and text over a rule), the title, heading
 * and body lines in their fonts and relative sizes, the footer text and the page number as it reads.
 */
import type React from 'react';
import { pageNumberText, pageSizeMm, type WordSettingsValues, wordTextSizes } from '@domain/wordSettings/rules';

const PREVIEW_WIDTH = 220;

export const PREVIEW_TEST_ID = 'word-settings-preview';

const WordPagePreview: React.FC<{ settings: WordSettingsValues; logoUrl?: string }> = ({ settings, logoUrl }) => {
  const page = pageSizeMm(settings);
  // Fit the longer side: a landscape page is as wide as a portrait one is tall.
  const scale = PREVIEW_WIDTH / Math.max(page.widthMm, page.heightMm * 0.75);
  const px = (mm: number) => Math.max(1, Math.round(mm * scale));
  const sizes = wordTextSizes(settings);
  const fontPx = (pt: number) => Math.max(4, (pt / 72) * 25.4 * scale);
  const bodyFont = { fontFamily: settings.bodyFont, fontSize: fontPx(sizes.body), lineHeight: 1.4 };
  const lines = Math.max(
    2,
    Math.floor((px(page.heightMm - settings.marginTopMm - settings.marginBottomMm) - fontPx(sizes.title) * 3) / (fontPx(sizes.body) * 2)),
  );
  return (
    <div
      data-testid={PREVIEW_TEST_ID}
      role="img"
      aria-label={`页面预览：${settings.paper} ${settings.orientation === 'landscape' ? '横向' : '纵向'}`}
      style={{
        position: 'relative',
        width: px(page.widthMm),
        height: px(page.heightMm),
        background: '#fff',
        boxShadow: '0 1px 6px rgba(0,0,0,0.25)',
        margin: '0 auto',
        overflow: 'hidden',
      }}
    >
      {settings.headerText || settings.logoObjectId ? (
        <div
          style={{
            position: 'absolute',
            left: px(settings.marginLeftMm),
            right: px(settings.marginRightMm),
            top: Math.max(2, px(settings.marginTopMm) - fontPx(9) * 3),
            borderBottom: '1px solid #333',
            display: 'flex',
            justifyContent: settings.logoObjectId ? 'space-between' : 'center',
            alignItems: 'flex-end',
            fontSize: fontPx(9),
            fontFamily: settings.bodyFont,
          }}
        >
          {settings.logoObjectId ? (
            logoUrl ? (
              <img src={logoUrl} alt="标志" style={{ height: px(10) }} />
            ) : (
              <span style={{ display: 'inline-block', width: px(20), height: px(10), background: '#d9e2f3' }} />
            )
          ) : null}
          <span>{settings.headerText}</span>
        </div>
      ) : null}
      <div
        style={{
          position: 'absolute',
          left: px(settings.marginLeftMm),
          right: px(settings.marginRightMm),
          top: px(settings.marginTopMm),
          bottom: px(settings.marginBottomMm),
          outline: '1px dashed #bbb',
          overflow: 'hidden',
        }}
      >
        <div style={{ textAlign: 'center', fontFamily: settings.headingFont, fontSize: fontPx(sizes.title), fontWeight: 600 }}>报告标题</div>
        <div style={{ fontFamily: settings.headingFont, fontSize: fontPx(sizes.heading1), fontWeight: 600 }}>一、章节标题</div>
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the filler lines have no identity.
          <div key={i} style={bodyFont}>
            正文示例文字正文示例文字正文示例文字正文示例文字
          </div>
        ))}
      </div>
      <div
        style={{
          position: 'absolute',
          left: px(settings.marginLeftMm),
          right: px(settings.marginRightMm),
          bottom: Math.max(2, px(settings.marginBottomMm) - fontPx(10.5) * 3),
          display: 'flex',
          justifyContent: settings.footerText && settings.pageNumbers ? 'space-between' : 'center',
          fontSize: fontPx(10.5),
          fontFamily: settings.bodyFont,
        }}
      >
        {settings.footerText ? <span>{settings.footerText}</span> : null}
        {settings.pageNumbers ? <span>{pageNumberText(settings.pageNumberFormat, 1, 8)}</span> : null}
      </div>
    </div>
  );
};

export default WordPagePreview;
