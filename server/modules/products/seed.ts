/** The demo products (domain DEMO_PRODUCTS): each published as version 1 by the platform manager. */
import { DEMO_PRODUCT_PUBLISHER, DEMO_PRODUCTS } from '../../../domain/demo';
import { products, productVersions } from '../../db/schema';
import type { SeedPart } from '../../db/seed';

export const productsSeed: SeedPart = {
  area: 'products',
  async demo({ now }) {
    return async (tx) => {
      for (const { productCode, definition } of DEMO_PRODUCTS) {
        const { basic } = definition;
        await tx
          .insert(products)
          .values({
            productCode,
            name: basic.name,
            serviceKind: basic.serviceKind,
            standard: basic.standard,
            projectCreateType: basic.projectCreateType,
            pricePoints: basic.pricePoints,
            saleEndDate: basic.saleEndDate,
            status: 'published',
            publishedVersion: 1,
            draft: definition,
            createdBy: DEMO_PRODUCT_PUBLISHER,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing();
        await tx
          .insert(productVersions)
          .values({ productCode, version: 1, definition, publishedBy: DEMO_PRODUCT_PUBLISHER, publishedAt: now })
          .onConflictDoNothing();
      }
    };
  },
};
