// @vitest-environment jsdom
/**
 * Table cells a user can read (issue 35 item 7): in every list (the list kit's ListTable) a link
 * stays whole on one line — never broken inside a word — with an ellipsis and its text as the title
 * when the column is narrower; an option column's links stay on one line; a date-time is never cut
 * between the day and the time, and its column is wide enough for 'YYYY-MM-DD HH:mm:ss'.
 */
import './setup';
import { render, screen } from '@testing-library/react';
import { Typography } from 'antd';
import { describe, expect, it } from 'vitest';
import { CHINA_TIME_WIDTH, cellContent, chinaTimeColumn, ListTable } from '@/components/ListKit';

interface Row {
  id: string;
  name: string;
  at: string;
}

describe('list cells', () => {
  it('a link keeps to one line with an ellipsis and its text as the title', () => {
    render(<div>{cellContent(<a href="#/x">信息安全风险评估项目组详情</a>)}</div>);
    const link = screen.getByText('信息安全风险评估项目组详情');
    expect(link.style.whiteSpace).toBe('nowrap');
    expect(link.style.textOverflow).toBe('ellipsis');
    expect(link.getAttribute('title')).toBe('信息安全风险评估项目组详情');
    render(<div>{cellContent(<Typography.Link onClick={() => undefined}>查看报告</Typography.Link>)}</div>);
    expect(screen.getByText('查看报告').closest('a')?.style.whiteSpace).toBe('nowrap');
  });

  it("an option column's links stay on one line, and a date-time is not broken between day and time", () => {
    render(<div data-testid="ops">{cellContent([<a key="a">编辑</a>, <a key="b">删除</a>])}</div>);
    expect((screen.getByTestId('ops').firstElementChild as HTMLElement).style.whiteSpace).toBe('nowrap');
    render(<div data-testid="at">{cellContent('2026-11-29 10:12:34')}</div>);
    expect((screen.getByTestId('at').firstElementChild as HTMLElement).style.whiteSpace).toBe('nowrap');
    // Plain text still wraps where the column needs it.
    expect(cellContent('一段很长的说明文字')).toBe('一段很长的说明文字');
  });

  it('a ListTable renders its links and times that way, the time column wide enough for seconds', async () => {
    const column = chinaTimeColumn<Row>('更新时间', 'at');
    expect(column.width).toBe(CHINA_TIME_WIDTH);
    // 14 digits of 14 px (about 8 px each), 5 separators (about 5 px) and 16 px of padding on either side.
    expect(CHINA_TIME_WIDTH).toBeGreaterThanOrEqual(14 * 8 + 5 * 5 + 2 * 16);
    render(
      <ListTable<Row>
        rowKey="id"
        search={false}
        options={false}
        columns={[{ title: '名称', dataIndex: 'name', width: 80, render: (_, row) => <a href={`#/p/${row.id}`}>{row.name}</a> }, column]}
        call={async () => ({ list: [{ id: '1', name: '等级保护差距分析', at: '2026-11-29T02:12:34.000Z' }], total: 1 })}
      />,
    );
    const link = await screen.findByText('等级保护差距分析', {}, { timeout: 30_000 });
    expect(link.style.whiteSpace).toBe('nowrap');
    expect(link.getAttribute('title')).toBe('等级保护差距分析');
    expect(screen.getByText('2026-11-29 10:12:34').style.whiteSpace).toBe('nowrap');
  });
});
