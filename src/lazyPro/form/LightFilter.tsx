// Stand-in for @ant-design/pro-form/es/layouts/LightFilter (scripts/lazyProModules.ts): loaded on first render.
import { lazyExport } from '../lazyExport';

const load = () => import('@ant-design/pro-form/es/layouts/LightFilter');
export const LightFilter = lazyExport(load, 'LightFilter');
