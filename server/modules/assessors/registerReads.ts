/**
 * What an assessor's checks read of the registers (service.ts check): live, one query per question,
 * for the save of one record; or one snapshot of the body's register and the registration holders
 * for a whole import, instead of queries per row.
 */
import type { AssessorRegistrationRow, AssessorRow } from '../../db/schema';
import type { AssessorsRepository } from './repository';

/** What check() reads of the registers: live for one record, or one snapshot for a whole import. */
export interface RegisterReads {
  byPhone(phone: string): Promise<AssessorRow | undefined>;
  byAccount(accountId: string): Promise<AssessorRow | undefined>;
  /** Who holds these registration numbers, at any body (compared without case). */
  holders(regNos: readonly string[]): Promise<AssessorRegistrationRow[]>;
}

/** The register as it is, one query per question (the save of one record). */
export function liveReads(repo: AssessorsRepository, body: string): RegisterReads {
  const mine = repo.forBody(body);
  return { byPhone: mine.byPhone, byAccount: mine.byAccount, holders: (regNos) => repo.registrationHolders(regNos) };
}

/**
 * The body's register and the holders of `regNos` read once (an import of many records, whose
 * phones and registration numbers the workbook reader has already found unique within the file).
 */
export async function snapshotReads(repo: AssessorsRepository, body: string, regNos: readonly string[]): Promise<RegisterReads> {
  const rows = await repo.forBody(body).all();
  const byPhone = new Map(rows.map((row) => [row.phone, row]));
  const byAccount = new Map(rows.flatMap((row) => (row.accountId ? [[row.accountId, row] as const] : [])));
  const holders = await repo.registrationHolders(regNos);
  return {
    byPhone: async (phone) => byPhone.get(phone),
    byAccount: async (accountId) => byAccount.get(accountId),
    holders: async (wanted) => {
      const set = new Set(wanted.map((regNo) => regNo.toUpperCase()));
      return holders.filter((holder) => set.has(holder.regNo.toUpperCase()));
    },
  };
}
