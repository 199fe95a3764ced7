// Stand-in for @ant-design/pro-field/es/components/TreeSelect (scripts/lazyProModules.ts): loaded on first render.
import { lazyExport } from '../lazyExport';

const load = () => import('@ant-design/pro-field/es/components/TreeSelect');
export default lazyExport(load);
