// antd's Tree for antd Table's filter dropdown (scripts/lazyProModules.ts): loaded on first render.
import { lazyExport } from '../lazyExport';

export default lazyExport(() => import('antd/es/tree'));
