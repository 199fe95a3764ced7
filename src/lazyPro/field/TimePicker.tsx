// Stand-in for @ant-design/pro-field/es/components/TimePicker (scripts/lazyProModules.ts): loaded on first render.
import { lazyExport } from '../lazyExport';

const load = () => import('@ant-design/pro-field/es/components/TimePicker');
export default lazyExport(load);
export const FieldTimeRangePicker = lazyExport(load, 'FieldTimeRangePicker');
