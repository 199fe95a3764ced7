/** The product calls: one registerContract per contract of domain/products/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { productContracts as c } from '../../../domain/products/contracts';
import { registerContract } from '../../http/registerContract';
import type { ProductService } from './service';

export function registerProductRoutes(app: FastifyInstance, service: ProductService): void {
  registerContract(app, c.productList, async ({ query }) => service.list(query));
  registerContract(app, c.productDetail, async ({ query }) => service.detail(query.productCode));
  registerContract(app, c.productSave, async ({ body, requireAuth }) => service.save(requireAuth(), body));
  registerContract(app, c.productHasDirtyProcess, async ({ query }) => service.hasDirty(query.productCode));
  registerContract(app, c.productValidate, async ({ body }) => service.validate(body.productCode));
  registerContract(app, c.productPublish, async ({ body, requireAuth }) => service.publish(requireAuth(), body.productCode));
  registerContract(app, c.productWithdraw, async ({ body, requireAuth }) => service.withdraw(requireAuth(), body.productCode));
  registerContract(app, c.processDetailList, async ({ query }) => service.steps(query.productCode));
  registerContract(app, c.processDetailSave, async ({ body, requireAuth }) => service.saveSteps(requireAuth(), body.productCode, body.steps));
  registerContract(app, c.processDetailSelectOptions, async () => service.selectOptions());
  registerContract(app, c.processImportanceList, async ({ query }) => service.importance(query.productCode));
  registerContract(app, c.processImportanceSave, async ({ body, requireAuth }) => service.saveImportance(requireAuth(), body.productCode, body.rows));
  registerContract(app, c.productUploadWorkingInstruction, async ({ body, files, requireAuth }) =>
    service.upload(requireAuth(), 'workingInstruction', body.productCode, files.file),
  );
  registerContract(app, c.productUploadInspectionStandard, async ({ body, files, requireAuth }) =>
    service.upload(requireAuth(), 'inspectionStandard', body.productCode, files.file),
  );
}
