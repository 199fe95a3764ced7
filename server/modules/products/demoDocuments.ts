/**
 * The demo products' documents. The demo seed (./seed.ts) runs before the app exists, inside one
 * database transaction and without the file storage, so the products module completes it at
 * start: a demo product (domain DEMO_PRODUCTS, created by the seed's publisher) whose working
 * instruction or inspection standard is still missing gets a .docx written from its own
 * definition (domain/products/documents.ts), stored through app.fileService as the platform
 * manager's upload, and named in its draft and in the seeded version 1 — so the product validates,
 * is not "dirty", and the documents download from the product's page. Runs once per installation
 * in effect: afterwards nothing is missing and a start only reads the four rows.
 */
import { DEMO_ACCOUNTS, DEMO_PRODUCT_PUBLISHER, DEMO_PRODUCTS } from '../../../domain/demo';
import type { ProductDocument, ProductDocuments } from '../../../domain/products/contracts';
import { ProductDocumentType } from '../../../domain/enums';
import { productDocumentOutline } from '../../../domain/products/documents';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import { uploadedFileFromBuffer } from '../../http/multipart';
import type { FileService } from '../files';
import { DOCX_CONTENT_TYPE } from '../../reports/docx';
import { writeDocx } from './docx';
import type { ProductRepository } from './repository';

export interface DemoDocumentDeps {
  repos: Repositories<ProductRepository>;
  fileService: Pick<FileService, 'store'>;
  clock: Clock;
}

/** Fills the missing documents of the seeded demo products; answers how many documents it stored. */
export async function fillDemoDocuments({ repos, fileService, clock }: DemoDocumentDeps): Promise<number> {
  const publisher = DEMO_ACCOUNTS.find((account) => account.accountId === DEMO_PRODUCT_PUBLISHER);
  if (!publisher) return 0;
  let stored = 0;
  for (const { productCode } of DEMO_PRODUCTS) {
    const row = await repos.repo.byCode(productCode);
    if (!row || row.createdBy !== DEMO_PRODUCT_PUBLISHER) continue;
    const missing = ProductDocumentType.values.filter((type) => !row.draft.documents[type]);
    if (missing.length === 0) continue;
    const now = clock.now();
    const added: Partial<ProductDocuments> = {};
    for (const type of missing) {
      const outline = productDocumentOutline(row.draft, type);
      const data = await writeDocx(outline, row.createdAt);
      const file = await fileService.store({
        file: uploadedFileFromBuffer({ fileName: outline.fileName, mimetype: DOCX_CONTENT_TYPE, data }),
        purpose: 'general',
        tenantCode: publisher.tenantCode,
        accountId: publisher.accountId,
      });
      added[type] = { objectId: file.objectId, fileName: file.fileName, uploadedAt: now.toISOString() } satisfies ProductDocument;
      stored += 1;
    }
    await repos.transaction(async (txRepo) => {
      const current = await txRepo.lock(productCode);
      if (!current) return;
      const documents = { ...added, ...pickPresent(current.draft.documents) } as ProductDocuments;
      await txRepo.update(productCode, { draft: { ...current.draft, documents } });
      // The seeded version 1 gets the same documents while it still has none (nobody else wrote it).
      const first = await txRepo.version(productCode, 1);
      if (first && ProductDocumentType.values.some((type) => !first.definition.documents[type])) {
        const firstDocuments = { ...added, ...pickPresent(first.definition.documents) } as ProductDocuments;
        await txRepo.replaceVersionDefinition(productCode, 1, { ...first.definition, documents: firstDocuments });
      }
    });
  }
  return stored;
}

/** The documents already there (an upload made meanwhile wins over the generated one). */
const pickPresent = (documents: ProductDocuments): Partial<ProductDocuments> =>
  Object.fromEntries(Object.entries(documents).filter(([, document]) => document !== null));
