/**
 * The exam page's answers (issue 30 item 4): what the candidate chose, saved as they go. Every
 * change goes into `pending` (also kept in localStorage, so a reload or a crash loses nothing not
 * yet sent) and is sent with examAttemptSave — choices at once, text after a pause. A failed save is
 * retried with a growing pause. The server holds the one set of answers: after each save and each
 * poll the page takes the server's answer for every question not edited here since, so a second
 * tab or device never forks the answers. Time comes from the server (`secondsLeft` of every reply).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCode } from '@domain/errors';
import { envelopeOf } from '@/requestErrorConfig';
import { type AttemptPaper, examAttemptPaper, examAttemptSave } from '@/services/attempt';

export interface Answer {
  options?: string[];
  text?: string;
}
type Answers = Record<string, Answer>;
export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; retryInMs: number };

const storageKey = (attemptCode: string) => `exam-pending:${attemptCode}`;
const TEXT_PAUSE_MS = 800;
const POLL_MS = 30_000;
const RETRY_MAX_MS = 30_000;

function readStored(attemptCode: string): Answers {
  try {
    return JSON.parse(localStorage.getItem(storageKey(attemptCode)) ?? '{}') as Answers;
  } catch {
    return {};
  }
}

const toMap = (list: AttemptPaper['answers']): Answers => Object.fromEntries(list.map(({ code, ...answer }) => [code, answer]));

/** Whether the candidate has answered: an option chosen or some text written. */
export const isAnswered = (answer: Answer | undefined) => Boolean(answer && ((answer.options?.length ?? 0) > 0 || answer.text?.trim()));

export function useAnswerSaver(attemptCode: string, onClosed: (reason: 'timeUp' | 'closed') => void) {
  const [paper, setPaper] = useState<AttemptPaper>();
  const [loadError, setLoadError] = useState<unknown>();
  const [answers, setAnswers] = useState<Answers>({});
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  /** When time runs out, in this browser's clock (re-set from every server answer). */
  const [deadlineMs, setDeadlineMs] = useState<number>();
  const pending = useRef<Answers>({});
  /** The save on its way, if any (a flush waits for it before sending what is left). */
  const inFlight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const retryMs = useRef(2000);
  const closed = useRef(false);

  const keepPending = useCallback(() => {
    localStorage.setItem(storageKey(attemptCode), JSON.stringify(pending.current));
  }, [attemptCode]);

  /** The server's answers, except those edited here and not yet saved. */
  const adopt = useCallback((server: Answers) => {
    setAnswers(() => ({ ...server, ...pending.current }));
  }, []);

  const close = useCallback(
    (reason: 'timeUp' | 'closed') => {
      if (closed.current) return;
      closed.current = true;
      onClosed(reason);
    },
    [onClosed],
  );

  const flushRef = useRef<() => Promise<boolean>>(async () => false);
  /** One save of `batch`; true when it was stored. A failure schedules a retry (flushRef, below). */
  const sendBatch = useCallback(
    async (batch: Answers, codes: string[]): Promise<boolean> => {
      setStatus({ kind: 'saving' });
      try {
        const saved = await examAttemptSave({ attemptCode, answers: codes.map((code) => ({ code, ...batch[code] })) }, { skipErrorHandler: true });
        // What was sent and not changed since is saved.
        for (const code of codes) if (pending.current[code] === batch[code]) delete pending.current[code];
        keepPending();
        adopt(toMap(saved.answers));
        setDeadlineMs(Date.now() + saved.secondsLeft * 1000);
        setStatus({ kind: 'saved', at: new Date(saved.savedAt) });
        retryMs.current = 2000;
        return true;
      } catch (error) {
        const code = envelopeOf(error)?.errorCode;
        if (code === ErrorCode.EXAM_TIME_UP || code === ErrorCode.EXAM_ATTEMPT_CLOSED) {
          close(code === ErrorCode.EXAM_TIME_UP ? 'timeUp' : 'closed');
          return false;
        }
        if (code === ErrorCode.EXAM_ANSWERS_INVALID) {
          // Nothing of the batch was stored: drop it rather than retry it forever; the message says why.
          pending.current = {};
          keepPending();
        }
        const wait = retryMs.current;
        retryMs.current = Math.min(RETRY_MAX_MS, wait * 2);
        setStatus({ kind: 'failed', retryInMs: wait });
        timer.current = setTimeout(() => void flushRef.current(), wait);
        return false;
      }
    },
    [attemptCode, adopt, close, keepPending],
  );

  /** Sends every unsaved answer; true once none is left unsaved (false: a save failed, or the attempt closed). */
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    if (closed.current) return false;
    const batch = { ...pending.current };
    const codes = Object.keys(batch);
    if (codes.length === 0) return true;
    const send = sendBatch(batch, codes);
    inFlight.current = send;
    const done = await send;
    inFlight.current = null;
    if (done && Object.keys(pending.current).length) return flush();
    return done;
  }, [sendBatch]);

  flushRef.current = flush;

  const change = useCallback(
    (code: string, answer: Answer, kind: 'choice' | 'text') => {
      pending.current = { ...pending.current, [code]: answer };
      keepPending();
      setAnswers((current) => ({ ...current, [code]: answer }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), kind === 'choice' ? 0 : TEXT_PAUSE_MS);
    },
    [flush, keepPending],
  );

  const load = useCallback(async () => {
    try {
      const loaded = await examAttemptPaper({ attemptCode }, { skipErrorHandler: true });
      setPaper(loaded);
      if (loaded.state !== 'inProgress') {
        close('closed');
        return;
      }
      pending.current = { ...readStored(attemptCode), ...pending.current };
      adopt(toMap(loaded.answers));
      setDeadlineMs(Date.now() + loaded.secondsLeft * 1000);
      if (Object.keys(pending.current).length) void flush();
    } catch (error) {
      setLoadError(error);
    }
  }, [attemptCode, adopt, close, flush]);

  useEffect(() => {
    void load();
    const poll = setInterval(() => {
      if (!closed.current && !inFlight.current) void load();
    }, POLL_MS);
    const online = () => void flush();
    window.addEventListener('online', online);
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (Object.keys(pending.current).length) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      clearInterval(poll);
      clearTimeout(timer.current);
      window.removeEventListener('online', online);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [load, flush]);

  /** After the attempt was submitted: nothing more is sent, the local copy is forgotten. */
  const submitted = useCallback(() => {
    closed.current = true;
    clearTimeout(timer.current);
    pending.current = {};
    localStorage.removeItem(storageKey(attemptCode));
  }, [attemptCode]);

  return { paper, loadError, answers, status, deadlineMs, change, flush, submitted, reload: load };
}
