/**
 * The generation job end to end on PostgreSQL (a throwaway database, demo-seeded): the demo ISO
 * project cloned `projects` times (each its own project of the same group, with the demo's final
 * variables and no document yet), one `isoDocuments.generate` job per project queued as the
 * consultant 林志远, then
 *   1. one project's job run alone (render, store each file, write its version and row), and
 *   2. the other projects' jobs run at once (one runOnce per job, in parallel, through the server's
 *      pool), counting failed jobs and checking every project got every document exactly once.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { DEMO_ISO_PROJECT, DEMO_ISO_TENANT } from '../../domain/isoDocuments/demo';
import { isoTemplateSet } from '../../domain/isoDocuments/templateSets';
import { ISO_DOCUMENTS_GENERATE_TASK } from '../../domain/tasks/kinds';
import { createApp } from '../../server/app';
import { systemClock } from '../../server/clock';
import { configFrom } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { isoDocuments, isoDocumentVersions, isoProjects, jobs, projects } from '../../server/db/schema';
import { prepareDatabase } from '../../server/startup';

export interface JobsResult {
  documents: number;
  oneMs: number;
  concurrent: number;
  concurrentMs: number;
  failed: number;
  problems: string[];
}

const codeOf = (n: number) => `PJBENCHDOC${String(n).padStart(4, '0')}`;

export async function runJobsBench(adminUrl: string, projectCount = 20): Promise<JobsResult> {
  const name = `scp_bench_documents_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-bench-documents-'));
  try {
    await admin.query(`create database ${name}`);
    // Quiet: dropping the throwaway database at the end ends the connections its pool still holds.
    const database = await openDatabase({ driver: 'postgres', url: url.toString() }, { log: { warn: () => undefined } });
    try {
      await prepareDatabase(database, { DEMO: true, PASSWORD_SCRYPT_LOG_N: 12 }, systemClock);
      const db = database.db;
      const [project] = await db.select().from(projects).where(eq(projects.projectCode, DEMO_ISO_PROJECT));
      const [iso] = await db.select().from(isoProjects).where(eq(isoProjects.projectCode, DEMO_ISO_PROJECT));
      if (!project || iso?.variableState !== 'final') throw new Error('the demo ISO project with final variables is missing');
      const codes = Array.from({ length: projectCount + 1 }, (_, n) => codeOf(n));
      await db.insert(projects).values(codes.map((projectCode) => ({ ...project, projectCode })));
      await db
        .insert(isoProjects)
        .values(codes.map((projectCode) => ({ ...iso, projectCode, generatedAt: null, templateSetCode: null, templateSetVersion: null })));
      const config = configFrom({
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
        DEMO: 'false',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: '/nonexistent-dist',
        JOBS_RUNNER: 'false',
        JOBS_LEASE_SECONDS: '600',
      });
      const app = await createApp({ config, db }, false);
      await app.ready();
      try {
        for (const projectCode of codes)
          await app.jobs.enqueue({
            tenantCode: DEMO_ISO_TENANT,
            kind: ISO_DOCUMENTS_GENERATE_TASK,
            jobKey: projectCode,
            payload: { projectCode },
            createdBy: project.consultantAccountId ?? 'A-13',
          });
        let started = performance.now();
        await app.jobs.runOnce();
        const oneMs = performance.now() - started;
        started = performance.now();
        await Promise.all(Array.from({ length: projectCount }, () => app.jobs.runOnce()));
        const concurrentMs = performance.now() - started;
        const rows = await db
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, ISO_DOCUMENTS_GENERATE_TASK), like(jobs.jobKey, 'PJBENCHDOC%')));
        const problems = rows.filter((row) => row.status !== 'succeeded').map((row) => `${row.jobKey}: ${row.status} ${row.error ?? ''}`);
        const documents = isoTemplateSet(null).documents.length;
        for (const projectCode of codes) {
          const [versions] = await db.select({ n: count() }).from(isoDocumentVersions).where(eq(isoDocumentVersions.projectCode, projectCode));
          const [generated] = await db
            .select({ n: count() })
            .from(isoDocuments)
            .where(and(eq(isoDocuments.projectCode, projectCode), eq(isoDocuments.status, 'generated')));
          if (Number(versions!.n) !== documents || Number(generated!.n) !== documents)
            problems.push(`${projectCode}: ${versions!.n} versions, ${generated!.n} generated of ${documents}`);
        }
        return { documents, oneMs, concurrent: projectCount, concurrentMs, failed: rows.filter((row) => row.status === 'failed').length, problems };
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
