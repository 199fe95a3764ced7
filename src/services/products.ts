/**
 * Service products (/productDevelopment): list, detail, save the draft section by section,
 * process steps and importance list, document uploads, validate, publish, withdraw.
 */
import * as api from '@domain/products/contracts';
import type { ContractBody, ContractQuery } from '@domain/kernel/contract';
import type { ProductDocumentType } from '@domain/enums';
import { callContract, type CallOptions } from './contract';

export type {
  BusinessOption,
  ImportanceRow,
  ProcessStep,
  ProductBasic,
  ProductCatalogue,
  ProductDetail,
  ProductDocument,
  ProductSummary,
  ProductTemplates,
} from '@domain/products/contracts';

export const getProductList = (query: ContractQuery<typeof api.productList>, options?: CallOptions) =>
  callContract(api.productList, { query }, options);

export const getProductDetail = (productCode: string, options?: CallOptions) => callContract(api.productDetail, { query: { productCode } }, options);

export const saveProduct = (body: ContractBody<typeof api.productSave>, options?: CallOptions) => callContract(api.productSave, { body }, options);

export const getProductDirty = (productCode: string, options?: CallOptions) =>
  callContract(api.productHasDirtyProcess, { query: { productCode } }, options);

export const validateProduct = (productCode: string, options?: CallOptions) => callContract(api.productValidate, { body: { productCode } }, options);

export const publishProduct = (productCode: string, options?: CallOptions) => callContract(api.productPublish, { body: { productCode } }, options);

export const withdrawProduct = (productCode: string, options?: CallOptions) => callContract(api.productWithdraw, { body: { productCode } }, options);

export const getProcessSteps = (productCode: string, options?: CallOptions) =>
  callContract(api.processDetailList, { query: { productCode } }, options);

export const saveProcessSteps = (body: ContractBody<typeof api.processDetailSave>, options?: CallOptions) =>
  callContract(api.processDetailSave, { body }, options);

export const getProcessSelectOptions = (options?: CallOptions) => callContract(api.processDetailSelectOptions, {}, options);

export const getImportanceList = (productCode: string, options?: CallOptions) =>
  callContract(api.processImportanceList, { query: { productCode } }, options);

export const saveImportanceList = (body: ContractBody<typeof api.processImportanceSave>, options?: CallOptions) =>
  callContract(api.processImportanceSave, { body }, options);

const UPLOADS = { workingInstruction: api.productUploadWorkingInstruction, inspectionStandard: api.productUploadInspectionStandard } as const;

export const uploadProductDocument = (type: ProductDocumentType, productCode: string, file: Blob, options?: CallOptions) =>
  callContract(UPLOADS[type], { body: { productCode, file } as ContractBody<typeof api.productUploadWorkingInstruction> & { file: Blob } }, options);
