// Stand-in for @ant-design/pro-form/es/layouts/StepsForm (scripts/lazyProModules.ts): loaded on first render.
import { lazyExport } from '../lazyExport';

const load = () => import('@ant-design/pro-form/es/layouts/StepsForm');

/** StepsForm with its StepForm member (read when the schema form module loads), both lazy. */
export const StepsForm = Object.assign(lazyExport(load, 'StepsForm'), {
  StepForm: lazyExport(async () => ({ StepForm: (await load()).StepsForm.StepForm }), 'StepForm'),
});
