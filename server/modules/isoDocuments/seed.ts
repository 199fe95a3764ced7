/**
 * The ISO documentation demo (domain/isoDocuments/demo.ts): 示例科技's ISO/IEC 27001 认证咨询
 * project PJ20260815CE0006 with its variables filled and finalised, departments and the
 * responsibility matrix (variables/seed.ts), the document rows (documents/seed.ts; their files are
 * generated at start in demo mode) and two nonconformities (nc/seed.ts), inserted in this order.
 */
import type { SeedPart } from '../../db/seed';
import { documentsDemo } from './documents/seed';
import { ncDemo } from './nc/seed';
import { variablesDemo } from './variables/seed';

export const isoDocumentsSeed: SeedPart = {
  area: 'isoDocuments',
  async demo(context) {
    const parts = [await variablesDemo(context), await documentsDemo(context), await ncDemo(context)];
    return async (tx) => {
      for (const part of parts) await part(tx);
    };
  },
};
