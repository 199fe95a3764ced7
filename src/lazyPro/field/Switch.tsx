// Stand-in for @ant-design/pro-field/es/components/Switch (scripts/lazyProModules.ts): loaded on first render.
import { lazyExport } from '../lazyExport';

const load = () => import('@ant-design/pro-field/es/components/Switch');
export default lazyExport(load);
