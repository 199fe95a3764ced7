/**
 * The print style sheet of a report page (ReportPage): only the report is printed (no menu, header,
 * buttons or guide), its sections kept whole where they fit, and every column of every table on
 * an A4 page: a table that scrolls sideways on screen (scroll.x) drops its fixed widths and wraps
 * its cells instead of being cut at the right edge. Paging controls, row-expand buttons and
 * collapsed panels are not what a printed report shows: the controls are hidden and the panels
 * printed open.
 */

/** The report itself (what is printed). */
export const REPORT_CLASS = 'report-page';
/** A section of the report: kept on one page where it fits. */
export const REPORT_SECTION_CLASS = 'report-page-section';
/** Anything on the page that is not printed (the actions). */
export const NO_PRINT_CLASS = 'report-page-no-print';

const r = `.${REPORT_CLASS}`;

export const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 12mm; }
  .${NO_PRINT_CLASS}, .ant-pro-sider, .ant-layout-sider, .ant-pro-layout-header, .ant-layout-header,
  .ant-pro-global-header, .ant-pro-page-container-warp-page-header, .ant-page-header, .ant-pro-footer-bar,
  footer, [data-testid='guide-ball'] { display: none !important; }
  .ant-pro-layout-container, .ant-pro-layout-content, .ant-pro-page-container-children-container, .ant-layout {
    margin: 0 !important; padding: 0 !important; background: #fff !important;
  }
  .${REPORT_SECTION_CLASS} { break-inside: avoid; box-shadow: none !important; }
  ${r} .ant-table-wrapper, ${r} .ant-table, ${r} .ant-table-container, ${r} .ant-table-content, ${r} .ant-table-body {
    overflow: visible !important;
  }
  ${r} .ant-table table { width: 100% !important; min-width: 0 !important; table-layout: auto !important; }
  ${r} .ant-table col { width: auto !important; min-width: 0 !important; }
  ${r} .ant-table { font-size: 12px; }
  ${r} .ant-table .ant-table-cell { padding: 6px 4px !important; overflow-wrap: break-word; }
  ${r} .ant-table-pagination, ${r} .ant-table-row-expand-icon { display: none !important; }
  ${r} .ant-table .ant-table-row-expand-icon-cell { width: 0 !important; padding: 0 !important; }
  ${r} .ant-collapse-content { display: block !important; height: auto !important; }
  ${r} canvas { max-width: 100% !important; height: auto !important; }
}
`;
