import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Answers, type AnswerValue, type Question, pagesOf } from '@seedbed/contracts/forms';
import { type AnswerIssue, checkAnswers } from '@seedbed/contracts/forms-answers';
import { evaluateLogic, type QuestionState } from '@seedbed/contracts/forms-logic';

/** The checks' findings for one answer key (a question's id, or its write-in key). */
export interface KeyIssues {
  /** The first failure of the answer as a whole (or of its first part). */
  issue: AnswerIssue;
  /** A table's failures by `${row}.${columnId}`. */
  cells: Map<string, AnswerIssue>;
}

/** Groups checkAnswers' issues ('answers.<key>[.row.column]') by the answer key they belong to. */
export function issuesByKey(issues: ReadonlyArray<AnswerIssue & { field: string }>): Map<string, KeyIssues> {
  const found = new Map<string, KeyIssues>();
  for (const { field, ...issue } of issues) {
    const [, key, ...path] = field.split('.');
    if (!key) continue;
    const entry = found.get(key) ?? { issue, cells: new Map() };
    if (path.length === 2 && !entry.cells.has(path.join('.'))) entry.cells.set(path.join('.'), issue);
    found.set(key, entry);
  }
  return found;
}

/** The key a server message's field ('answers.<key>…') belongs to. */
export const answerKeyOf = (field: string) => field.split('.')[1] ?? field;

/**
 * Answers as the person gives them, with what conditional logic and the shared checks make of
 * them: which questions show and are required, and what is wrong (draft=false rules, exactly as
 * the server checks a submission).
 */
export function useAnswers(questions: readonly Question[], initial: Answers | undefined, customFields: ReadonlyMap<string, Question> | undefined) {
  const [answers, setAnswers] = useState<Answers>(() => ({ ...initial }));
  /** Counts the person's changes: autosave follows it, never the first render. */
  const [revision, setRevision] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());

  const states = useMemo(() => evaluateLogic(questions, answers, { customFields }), [questions, answers, customFields]);
  const checked = useMemo(() => checkAnswers(questions, answers, { customFields }), [questions, answers, customFields]);
  const issues = useMemo(() => issuesByKey(checked.issues), [checked]);

  const setAnswer = useCallback((key: string, value: AnswerValue) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setRevision((count) => count + 1);
  }, []);
  const touch = useCallback((...keys: string[]) => {
    setTouched((current) => (keys.every((key) => current.has(key)) ? current : new Set([...current, ...keys])));
  }, []);
  const reset = useCallback((next: Answers) => {
    setAnswers({ ...next });
    setTouched(new Set());
  }, []);

  return { answers, revision, states, checked, issues, touched, setAnswer, touch, reset };
}

/** The form's pages (a `section` starts one) and those that show: a page whose every item is hidden is skipped. */
export function usePages(questions: readonly Question[], states: ReadonlyMap<string, QuestionState>) {
  const pages = useMemo(() => pagesOf(questions), [questions]);
  const shown = pages.map((_, index) => index).filter((index) => pages[index].some((question) => states.get(question._id)?.visible));
  return { pages, shown: shown.length ? shown : [0] };
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** How long after the last change a draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

/**
 * Saves a draft once the person has stopped changing answers for a moment. `cancel` drops a
 * pending save (a submission supersedes it).
 */
export function useAutosave(revision: number, enabled: boolean, save: () => void | Promise<void>) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(save);
  latest.current = save;

  useEffect(() => {
    if (!enabled || revision === 0) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      let pending: void | Promise<void>;
      try {
        pending = latest.current();
      } catch {
        setStatus('failed');
        return;
      }
      if (!pending) {
        setStatus('saved');
        return;
      }
      setStatus('saving');
      pending.then(
        () => setStatus('saved'),
        () => setStatus('failed'),
      );
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [revision, enabled]);

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  return { status, cancel };
}
