/**
 * Saving answers at scale (issue 30): `candidates` internal auditors of the demo customer 示例科技
 * (T-CU-DEMO), each with an exam of the shipped default paper open, all saving at once through
 * POST /api/exam/attempt/save.json on the product server (bench/exam/server.ts, its own process) on
 * PostgreSQL — a throwaway database, created, migrated, demo-seeded and dropped here.
 *
 * Set-up, rows inserted directly (not what is measured): the accounts with their membership
 * (role internal_auditor) and accepted licences, as the identity seed inserts the demo's; a live
 * session per account (as the API tests' sessionFor does: the cookie carries a random token, the
 * sessions table its SHA-256); an attempt in progress per account, drawn with drawPaper from the
 * shipped bank as a live start draws it (domain/exam/demo.ts builds the demo's the same way), on a
 * seat of its own (project codes PJBENCH0001…: seats only matter for starting, which is not called
 * here), its deadline a day ahead.
 *
 * Measured: every candidate is one HTTP client (its own keep-alive connection, the session cookie,
 * the CSRF header the web client sends) saving `savesEach` times in a row, all candidates at once:
 * four saves in five a choice answer, the fifth a written answer of ~500 characters. The latency
 * of each save is from sending the request to the end of the answer. After a warm-up save per
 * candidate (connections opened, code paths compiled), the rounds alternate with the plain
 * baseline: the same saves as one direct `UPDATE exam_attempts SET answers = answers || $1::jsonb,
 * answers_version = answers_version + 1 WHERE attempt_code = $2` each, through one pg Pool of the
 * server's size (server/db/client.ts: 10), with the same concurrency (one loop per candidate).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BASE_LICENCES } from '../../domain/demo';
import type { SavedAnswer } from '../../domain/exam/attempt';
import { attemptDeadline } from '../../domain/exam/attempt';
import type { BankQuestion } from '../../domain/exam/bank';
import { SHIPPED_BANK } from '../../domain/exam/bankQuestions';
import { DEFAULT_PAPER_CODE, drawPaper, PaperSpec, SHIPPED_PAPERS } from '../../domain/exam/paper';
import { systemClock } from '../../server/clock';
import { openDatabase, type Db } from '../../server/db/client';
import { accounts, examAttempts, licenceAcceptances, memberships, sessions } from '../../server/db/schema';
import { sha256 } from '../../server/modules/identity/secrets';
import { prepareDatabase } from '../../server/startup';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** server/db/client.ts POOL_SETTINGS.max: the server's connections to PostgreSQL. */
export const SERVER_POOL_SIZE = 10;
const TENANT = 'T-CU-DEMO';
const CHANNEL = 'T-CH-ANHENG';
const PRODUCT = { code: 'PD-EXAM-ISO27001', name: 'ISO/IEC 27001:2022 内审员认证考试' };
const SAVE_PATH = '/api/exam/attempt/save.json';
/** Every WRITTEN_EVERY-th save of a candidate is a written answer. */
const WRITTEN_EVERY = 5;
const WRITTEN_CHARS = 500;

export interface Candidate {
  accountId: string;
  token: string;
  attemptCode: string;
  /** The bodies of its saves, in order (index 0: the warm-up). */
  saves: { answers: SavedAnswer[] }[];
}

const pad = (n: number) => String(n).padStart(4, '0');

/** ~500 characters of an answer to a written question: its model answer, repeated and cut. */
function writtenText(question: BankQuestion, n: number): string {
  const base = `${question.modelAnswer || question.stem}（考生作答 ${n}）`;
  return base.repeat(Math.ceil(WRITTEN_CHARS / base.length)).slice(0, WRITTEN_CHARS);
}

/** The saves of one candidate on its paper: a choice answer (right or wrong), every fifth a written one. */
function savesOf(questions: readonly BankQuestion[], count: number, n: number): { answers: SavedAnswer[] }[] {
  const choices = questions.filter((question) => question.kind !== 'written');
  const written = questions.filter((question) => question.kind === 'written');
  return Array.from({ length: count }, (_, k) => {
    if (k % WRITTEN_EVERY === WRITTEN_EVERY - 1) {
      const question = written[(k + n) % written.length]!;
      return { answers: [{ code: question.code, text: writtenText(question, k) }] };
    }
    const question = choices[(k * 3 + n) % choices.length]!;
    const wrong = question.options.find((option) => !question.answer.includes(option.key));
    const options = (k + n) % 4 === 0 && wrong ? [wrong.key] : [...question.answer];
    return { answers: [{ code: question.code, options }] };
  });
}

/** Accounts, memberships, licences, sessions and open attempts of `count` candidates, inserted directly. */
export async function insertCandidates(db: Db, count: number, savesEach: number): Promise<Candidate[]> {
  const now = systemClock.now();
  const spec = PaperSpec.parse(SHIPPED_PAPERS.find((paper) => paper.paperCode === DEFAULT_PAPER_CODE)!.spec);
  const byCode = new Map(SHIPPED_BANK.map((question) => [question.code, question]));
  const candidates: Candidate[] = [];
  const CHUNK = 50;
  for (let first = 1; first <= count; first += CHUNK) {
    const numbers = Array.from({ length: Math.min(CHUNK, count - first + 1) }, (_, i) => first + i);
    const rows = numbers.map((n) => {
      const accountId = `A-EXB${pad(n)}`;
      const attemptCode = `EABENCH${pad(n)}`;
      const drawn = drawPaper(spec, SHIPPED_BANK, attemptCode);
      const questions = drawn.sections.flatMap((section) => section.codes.map((code) => byCode.get(code)!));
      const token = randomBytes(24).toString('base64url');
      candidates.push({ accountId, token, attemptCode, saves: savesOf(questions, savesEach + 1, n) });
      return {
        account: {
          accountId,
          phone: `1391${String(n).padStart(7, '0')}`,
          showName: `考生${n}`,
          inviteCode: `EXB${pad(n)}`,
          createdAt: now,
          updatedAt: now,
        },
        membership: { tenantCode: TENANT, accountId, roles: ['internal_auditor'], createdAt: now },
        session: {
          sessionId: randomUUID(),
          tokenHash: sha256(token),
          accountId,
          currentTenantCode: TENANT,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + 3_600_000),
        },
        attempt: {
          tenantCode: TENANT,
          attemptCode,
          channelTenantCode: CHANNEL,
          deliveryTenantCode: CHANNEL,
          projectCode: `PJBENCH${pad(n)}`,
          productCode: PRODUCT.code,
          productName: PRODUCT.name,
          paperCode: DEFAULT_PAPER_CODE,
          candidateAccountId: accountId,
          candidateName: `考生${n}`,
          state: 'inProgress' as const,
          paper: {
            ...drawn,
            title: spec.title,
            timeLimitMinutes: spec.timeLimitMinutes,
            passMarkPct: spec.passMarkPct,
            attemptsAllowed: spec.attemptsAllowed,
          },
          questions,
          startedAt: now,
          // A day ahead: the time limit is not what is measured.
          deadline: attemptDeadline(now, 24 * 60),
        },
      };
    });
    await db.insert(accounts).values(rows.map((row) => row.account));
    await db.insert(memberships).values(rows.map((row) => row.membership));
    await db
      .insert(licenceAcceptances)
      .values(
        rows.flatMap((row) =>
          BASE_LICENCES.map((licence) => ({ accountId: row.account.accountId, licenceCode: licence.licenceCode, acceptedAt: now })),
        ),
      );
    await db.insert(sessions).values(rows.map((row) => row.session));
    await db.insert(examAttempts).values(rows.map((row) => row.attempt));
  }
  return candidates;
}

async function startServer(url: string, dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") go to the server process only.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'bench/exam/server.ts', url, dataDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`exam bench server exited (${code})`)));
  });
  return { child, port };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One save over HTTP: its latency in ms, and a problem when it did not succeed. */
function postSave(agent: http.Agent, port: number, candidate: Candidate, body: string): Promise<{ ms: number; problem?: string }> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: SAVE_PATH,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-requested-with': 'XMLHttpRequest',
          cookie: `sid=${candidate.token}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const text = Buffer.concat(chunks).toString();
          let ok = false;
          try {
            ok = response.statusCode === 200 && (JSON.parse(text) as { success: boolean }).success === true;
          } catch {
            ok = false;
          }
          resolve(ok ? { ms } : { ms, problem: `${response.statusCode} ${text.slice(0, 200)}` });
        });
      },
    );
    request.on('error', (error) => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, problem: error.message }));
    request.end(body);
  });
}

export interface LatencyStats {
  saves: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
}

function statsOf(latencies: number[], errors: number, wallMs: number): LatencyStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)] ?? 0;
  return {
    saves: sorted.length,
    errors,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
    perSecond: (sorted.length / wallMs) * 1000,
  };
}

/** Every candidate's loop at once over saves first..last; the latencies of all saves and the wall time. */
async function allAtOnce(
  candidates: readonly Candidate[],
  first: number,
  last: number,
  save: (candidate: Candidate, index: number) => Promise<{ ms: number; problem?: string }>,
) {
  const latencies: number[] = [];
  const problems: string[] = [];
  const started = process.hrtime.bigint();
  await Promise.all(
    candidates.map(async (candidate) => {
      for (let index = first; index <= last; index++) {
        const { ms, problem } = await save(candidate, index);
        latencies.push(ms);
        if (problem) problems.push(problem);
      }
    }),
  );
  return { latencies, problems, wallMs: Number(process.hrtime.bigint() - started) / 1e6 };
}

export interface SavesResult {
  candidates: number;
  savesEach: number;
  rounds: number;
  setupSeconds: number;
  server: LatencyStats;
  plain: LatencyStats;
  /** Problems of failed saves (first few), to say why errors is not 0. */
  problems: string[];
}

export async function runSavesBench(adminUrl: string, candidateCount = 500, savesEach = 20, rounds = 1): Promise<SavesResult> {
  const name = `scp_bench_exam_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-bench-exam-'));
  let server: { child: ChildProcess; port: number } | undefined;
  let plainPool: pg.Pool | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: candidateCount });
  try {
    const setupStarted = Date.now();
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ driver: 'postgres', url: url.toString() });
    let candidates: Candidate[];
    try {
      await prepareDatabase(database, { DEMO: true, PASSWORD_SCRYPT_LOG_N: 12 }, systemClock);
      candidates = await insertCandidates(database.db, candidateCount, savesEach * rounds);
    } finally {
      await database.close();
    }
    server = await startServer(url.toString(), dataDir);
    plainPool = new pg.Pool({ connectionString: url.toString(), max: SERVER_POOL_SIZE });
    const pool = plainPool;
    const port = server.port;
    const bodies = new Map(
      candidates.map((candidate) => [candidate, candidate.saves.map((save) => JSON.stringify({ attemptCode: candidate.attemptCode, ...save }))]),
    );
    const patches = new Map(
      candidates.map((candidate) => [
        candidate,
        candidate.saves.map((save) =>
          JSON.stringify(
            Object.fromEntries(
              save.answers.map(({ code, ...answer }) => [
                code,
                answer.text !== undefined ? { text: answer.text } : { options: answer.options ?? [] },
              ]),
            ),
          ),
        ),
      ]),
    );
    const overHttp = (candidate: Candidate, index: number) => postSave(agent, port, candidate, bodies.get(candidate)![index]!);
    const plainUpdate = async (candidate: Candidate, index: number) => {
      const started = process.hrtime.bigint();
      try {
        await pool.query('update exam_attempts set answers = answers || $1::jsonb, answers_version = answers_version + 1 where attempt_code = $2', [
          patches.get(candidate)![index],
          candidate.attemptCode,
        ]);
        return { ms: Number(process.hrtime.bigint() - started) / 1e6 };
      } catch (error) {
        return { ms: Number(process.hrtime.bigint() - started) / 1e6, problem: (error as Error).message };
      }
    };
    const setupSeconds = (Date.now() - setupStarted) / 1000;

    // Warm-up: one save each both ways (save 0), all at once.
    const warm = [await allAtOnce(candidates, 0, 0, overHttp), await allAtOnce(candidates, 0, 0, plainUpdate)];
    const problems = warm.flatMap((run) => run.problems.map((problem) => `warm-up: ${problem}`));
    const overServer = { latencies: [] as number[], errors: 0, wallMs: 0 };
    const overPool = { latencies: [] as number[], errors: 0, wallMs: 0 };
    for (let round = 0; round < rounds; round++) {
      const first = 1 + round * savesEach;
      const last = first + savesEach - 1;
      for (const [target, save] of [
        [overServer, overHttp],
        [overPool, plainUpdate],
      ] as const) {
        const run = await allAtOnce(candidates, first, last, save);
        target.latencies.push(...run.latencies);
        target.errors += run.problems.length;
        target.wallMs += run.wallMs;
        problems.push(...run.problems);
      }
    }
    // Every save landed: each attempt counted the warm-up and its saves twice (server and plain).
    const { rows } = await pool.query<{ versions: number }>(
      `select sum(answers_version)::int as versions from exam_attempts where attempt_code like 'EABENCH%'`,
    );
    const expected = candidateCount * 2 * (1 + savesEach * rounds);
    if (rows[0]!.versions !== expected) problems.push(`answers_version sums to ${rows[0]!.versions}, expected ${expected}`);
    return {
      candidates: candidateCount,
      savesEach,
      rounds,
      setupSeconds,
      server: statsOf(overServer.latencies, overServer.errors, overServer.wallMs),
      plain: statsOf(overPool.latencies, overPool.errors, overPool.wallMs),
      problems: [...new Set(problems)].slice(0, 5),
    };
  } finally {
    agent.destroy();
    await plainPool?.end();
    if (server) await stop(server.child);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
