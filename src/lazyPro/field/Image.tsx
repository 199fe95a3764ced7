// Stand-in for @ant-design/pro-field/es/components/Image (scripts/lazyProModules.ts): loaded on first render.
import { lazyExport } from '../lazyExport';

const load = () => import('@ant-design/pro-field/es/components/Image');
export default lazyExport(load);
