/**
 * The method a product is delivered by (a light module: the marketplace and the product pages show
 * it without the publish check's catalogues).
 */
import type { ServiceKind } from './enums';
import type { Standard } from '../projects/enums';

type MethodBasic = { serviceKind: ServiceKind; standard: Standard };

/**
 * What a product's service is checked against: the GB/T 20984-2022 risk assessment method (a
 * risk assessment, whatever its standard column says), MLPS 2.0 (GB/T 22239-2019) or ISO/IEC 27001.
 * Decides the check items of its inspection standard and which delivery steps belong to it.
 */
export type ProductMethod = 'gbt20984' | 'mlps' | 'iso';

export const productMethod = (basic: MethodBasic): ProductMethod =>
  basic.serviceKind === 'riskAssessment' ? 'gbt20984' : basic.standard === 'gov' ? 'mlps' : 'iso';

/** The method in words, as the product's 标准类型 shows it. */
export const PRODUCT_METHOD_LABELS: Readonly<Record<ProductMethod, string>> = {
  gbt20984: 'GB/T 20984-2022 风险评估',
  mlps: '等级保护（GB/T 22239-2019）',
  iso: 'ISO/IEC 27001:2022',
};

/** The 标准类型 a product shows: its method, not only its standard column (a risk assessment is gov but not MLPS). */
export const productStandardLabel = (basic: MethodBasic): string => PRODUCT_METHOD_LABELS[productMethod(basic)];
