/**
 * The bar above a list: its title on the left; the page's buttons, then the list's own options on
 * the right — 刷新, 密度 (默认/中等/紧凑) and 列设置 (which columns show), as ProTable offers them.
 */
import { ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Popover, Space, Tooltip, Typography } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import type React from 'react';

/** Which of the list's own options show (ProTable's `options`); `false` hides them all. */
export type ToolbarOptions = false | { reload?: boolean; density?: boolean; setting?: boolean };

export type Density = Exclude<SizeType, undefined>;
const DENSITIES: readonly { key: Density; label: string }[] = [
  { key: 'large', label: '默认' },
  { key: 'middle', label: '中等' },
  { key: 'small', label: '紧凑' },
];

export interface SettingColumn {
  key: string;
  title: React.ReactNode;
}

interface ToolbarProps {
  title?: React.ReactNode;
  actions?: React.ReactNode[];
  options?: ToolbarOptions;
  onReload: () => void;
  density: Density;
  onDensity: (density: Density) => void;
  /** The columns the user may hide, and the keys hidden now. */
  columns: readonly SettingColumn[];
  hidden: readonly string[];
  onHidden: (keys: string[]) => void;
}

const option = (options: ToolbarOptions | undefined, name: 'reload' | 'density' | 'setting') => options !== false && (options?.[name] ?? true);

export function Toolbar({ title, actions = [], options, onReload, density, onDensity, columns, hidden, onHidden }: ToolbarProps) {
  const shown = columns.filter((column) => !hidden.includes(column.key)).map((column) => column.key);
  const setting = (
    <Space direction="vertical" size={4}>
      <Checkbox
        checked={hidden.length === 0}
        indeterminate={hidden.length > 0 && hidden.length < columns.length}
        onChange={(event) => onHidden(event.target.checked ? [] : columns.map((column) => column.key))}
      >
        列展示
      </Checkbox>
      <Checkbox.Group
        style={{ display: 'flex', flexDirection: 'column', gap: 4, paddingLeft: 16 }}
        value={shown}
        onChange={(keys) => onHidden(columns.map((column) => column.key).filter((key) => !keys.includes(key)))}
        options={columns.map((column) => ({ value: column.key, label: column.title }))}
      />
      <Typography.Link onClick={() => onHidden([])} disabled={hidden.length === 0}>
        重置
      </Typography.Link>
    </Space>
  );

  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, paddingBottom: 16, flexWrap: 'wrap' }}>
      <Typography.Text strong style={{ fontSize: 16 }}>
        {title}
      </Typography.Text>
      <Space wrap>
        {actions}
        {option(options, 'reload') ? (
          <Tooltip title="刷新">
            <Button type="text" aria-label="刷新" icon={<ReloadOutlined />} onClick={onReload} />
          </Tooltip>
        ) : null}
        {option(options, 'density') ? (
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [density],
              items: DENSITIES.map(({ key, label }) => ({ key, label })),
              onClick: ({ key }) => onDensity(key as Density),
            }}
          >
            <Tooltip title="密度">
              <Button type="text" aria-label="密度" icon={<ColumnHeightOutlined />} />
            </Tooltip>
          </Dropdown>
        ) : null}
        {option(options, 'setting') && columns.length > 1 ? (
          <Popover trigger="click" placement="bottomRight" content={setting}>
            <Tooltip title="列设置">
              <Button type="text" aria-label="列设置" icon={<SettingOutlined />} />
            </Tooltip>
          </Popover>
        ) : null}
      </Space>
    </div>
  );
}
