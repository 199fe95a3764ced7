/** Demo service authorizations: every demo product authorized to 安衡咨询 (T-CH-ANHENG), with prices in points. */
import type { PricingMode } from '../products/enums';

export interface DemoAuthorization {
  authorizationCode: string;
  channelTenantCode: string;
  productCode: string;
  pricingMode: PricingMode;
  pricePoints: number | null;
  discountPercent: number | null;
  quota: number;
  validFrom: string;
  validTo: string;
}

const anheng = (
  code: string,
  productCode: string,
  pricing: Pick<DemoAuthorization, 'pricingMode' | 'pricePoints' | 'discountPercent'>,
  quota: number,
): DemoAuthorization => ({
  authorizationCode: code,
  channelTenantCode: 'T-CH-ANHENG',
  productCode,
  ...pricing,
  quota,
  validFrom: '2025-01-01',
  validTo: '2027-12-31',
});

export const DEMO_AUTHORIZATIONS: readonly DemoAuthorization[] = [
  anheng('AU-DEMO-0001', 'PD-RA-20984', { pricingMode: 'price', pricePoints: 2_600, discountPercent: null }, 20),
  anheng('AU-DEMO-0002', 'PD-GAP-MLPS3', { pricingMode: 'discount', pricePoints: null, discountPercent: 85 }, 30),
  anheng('AU-DEMO-0003', 'PD-GAP-ISO27001', { pricingMode: 'discount', pricePoints: null, discountPercent: 90 }, 30),
  anheng('AU-DEMO-0004', 'PD-QN-ONLINE', { pricingMode: 'price', pricePoints: 400, discountPercent: null }, 100),
  anheng('AU-DEMO-0005', 'PD-CERT-ISO27001', { pricingMode: 'price', pricePoints: 8_000, discountPercent: null }, 10),
  anheng('AU-DEMO-0006', 'PD-EXAM-ISO27001', { pricingMode: 'price', pricePoints: 300, discountPercent: null }, 200),
  anheng('AU-DEMO-0007', 'PD-EXAM-AUDIT', { pricingMode: 'price', pricePoints: 200, discountPercent: null }, 200),
  anheng('AU-DEMO-0008', 'PD-EXAM-ANNEXA', { pricingMode: 'price', pricePoints: 150, discountPercent: null }, 200),
];
