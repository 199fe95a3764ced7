// Stand-in for @ant-design/pro-form/es/layouts/DrawerForm (scripts/lazyProModules.ts): loaded on first render.
import { lazyExport } from '../lazyExport';

const load = () => import('@ant-design/pro-form/es/layouts/DrawerForm');
export const DrawerForm = lazyExport(load, 'DrawerForm');
