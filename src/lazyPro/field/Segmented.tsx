// Stand-in for @ant-design/pro-field/es/components/Segmented (scripts/lazyProModules.ts): loaded on first render.
import { lazyExport } from '../lazyExport';

const load = () => import('@ant-design/pro-field/es/components/Segmented');
export default lazyExport(load);
