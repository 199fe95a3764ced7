// Stand-in for @ant-design/pro-field/es/components/Digit (scripts/lazyProModules.ts): loaded on first render.
import { lazyExport } from '../lazyExport';

const load = () => import('@ant-design/pro-field/es/components/Digit');
export default lazyExport(load);
