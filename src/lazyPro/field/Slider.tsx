// Stand-in for @ant-design/pro-field/es/components/Slider (scripts/lazyProModules.ts): loaded on first render.
import { lazyExport } from '../lazyExport';

const load = () => import('@ant-design/pro-field/es/components/Slider');
export default lazyExport(load);
