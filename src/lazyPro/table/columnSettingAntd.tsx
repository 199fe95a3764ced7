// What ProTable's column-setting popover takes from antd (scripts/lazyProModules.ts), with the
// Tree (and rc-tree) loaded when the popover first opens instead of with every table.
import { lazyExport } from '../lazyExport';

export { Checkbox, ConfigProvider, Popover, Space, Tooltip, Typography } from 'antd';
export const Tree = lazyExport(() => import('antd/es/tree'));
