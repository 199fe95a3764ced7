/** Shared pieces of the risk assessment API tests: demo logins, calls with the envelope, a fingerprint of a project's ra_* rows. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp, TestClient } from '../harness';

export const PM = '13800000021';
export const OWNER = '13800000022';
export const EXECUTOR = '13800000023';
export const NINGBO_PM = '13800000026';
export const CHANNEL_OWNER = '13800000013';
export const PM_OWNER = '13800000041';

export type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };
export const A = '/consulting/assets';

export async function loginAll(t: TestApp, phones: readonly string[]): Promise<Map<string, TestClient>> {
  const clients = new Map<string, TestClient>();
  for (const phone of phones) {
    const client = t.client();
    const login = await client.loginWithPassword(phone);
    expect(login.body.success, `${phone}: ${login.body.errorMsg}`).toBe(true);
    clients.set(phone, client);
  }
  return clients;
}

export function caller(clients: Map<string, TestClient>) {
  return {
    get: async <T>(who: string, path: string, query: Record<string, string>) =>
      (await clients.get(who)!.get<T>(`${A}${path}`, query)).body as Answer<T>,
    post: async <T>(who: string, path: string, body: unknown) => (await clients.get(who)!.post<T>(`${A}${path}`, body)).body as Answer<T>,
  };
}

/** A hash of every ra_* row of a project (equal: nothing changed). */
export async function projectFingerprint(t: TestApp, projectCode: string): Promise<string> {
  const tables = ['ra_assessments', 'ra_events', 'ra_business_assets', 'ra_system_assets', 'ra_unit_assets'];
  const parts = tables.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text collate "C")), '') as h from ${sql.identifier(name)} t where project_code = ${projectCode}`,
  );
  const result = await t.database.db.execute(sql.join(parts, sql` union all `));
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
}
