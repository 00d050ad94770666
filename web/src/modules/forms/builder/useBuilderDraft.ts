import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { Question } from '@seedbed/contracts/forms';
import { questionInputSchema } from '@seedbed/contracts/forms-input';
import { formProblems } from '@seedbed/contracts/forms-problems';
import { fieldIssues, type FieldIssue } from '@seedbed/contracts/schemas';
import { fieldErrorsOf, getErrorMessage } from '../../../app/apollo/errorMessage';
import { DELETE_QUESTION, REORDER_QUESTIONS, UPSERT_QUESTION, type BuilderFormData } from './graphql';
import { blocksSaving } from './problems';

/** A question's shape, checked with the server's schema: what the settings show on each field. */
export function questionShapeIssues(question: Question): FieldIssue[] {
  const result = questionInputSchema.safeParse(question);
  return result.success ? [] : result.error.issues.flatMap(fieldIssues);
}

/** How long a question rests unchanged before it is saved: typing does not send every key. */
export const SAVE_DELAY_MS = 800;

export type SaveStatus = 'saved' | 'saving' | 'invalid' | 'failed';

/** What the server refused of a question: messages on its fields ('label', 'validations.pattern') and the rest. */
export interface ServerErrors {
  fields: Record<string, string>;
  general: string[];
}

/** A change refused before it was sent, with the problem that refused it. */
export type Refusal = { ok: true } | { ok: false; problems: ReturnType<typeof formProblems> };

const OWN_ERROR = { context: { showsOwnError: true } } as const;

export const parseQuestions = (form: Pick<BuilderFormData, 'questions'> | undefined): Question[] => (form?.questions ?? []).map((q) => JSON.parse(q.definition) as Question);

/**
 * The draft as the builder edits it. Every change shows at once; a question is saved when it has
 * rested SAVE_DELAY_MS, after the same checks the server makes (its shape, and the whole form's
 * problems with it in place), so that nothing the server would refuse is sent. Changes reach the
 * server one after another, never side by side: each one is applied to the form as the previous
 * one left it.
 */
export function useBuilderDraft(formId: string, form: BuilderFormData | undefined) {
  const { t } = useTranslation();
  const [questions, setQuestions] = useState<Question[]>([]);
  const latest = useRef<Question[]>([]);
  /** The questions as the server holds them. */
  const saved = useRef<Question[]>([]);
  const loadedFor = useRef<string | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [running, setRunning] = useState(0);
  const [scheduled, setScheduled] = useState(0);
  const [blocked, setBlocked] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, ServerErrors>>({});
  const [failed, setFailed] = useState(false);

  const [upsert] = useMutation(UPSERT_QUESTION, OWN_ERROR);
  const [remove] = useMutation(DELETE_QUESTION, OWN_ERROR);
  const [reorder] = useMutation(REORDER_QUESTIONS, OWN_ERROR);

  // The draft is read from the server once; afterwards the builder's own copy leads and the
  // server's answers only tell what it holds.
  useEffect(() => {
    if (!form || loadedFor.current === form._id) return;
    loadedFor.current = form._id;
    const loaded = parseQuestions(form);
    saved.current = loaded;
    latest.current = loaded;
    setQuestions(loaded);
  }, [form]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const apply = useCallback((next: Question[]) => {
    latest.current = next;
    setQuestions(next);
  }, []);

  const enqueue = useCallback(<T>(send: () => Promise<T>): Promise<T> => {
    setRunning((n) => n + 1);
    const next = queue.current.then(send).finally(() => setRunning((n) => n - 1));
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const setErrorsOf = useCallback((id: string, errors: ServerErrors | null) => {
    setServerErrors((old) => {
      if (!errors && !(id in old)) return old;
      const next = { ...old };
      if (errors) next[id] = errors;
      else delete next[id];
      return next;
    });
  }, []);

  const setBlockedOf = useCallback((id: string, isBlocked: boolean) => {
    setBlocked((old) => {
      if (old.has(id) === isBlocked) return old;
      const next = new Set(old);
      if (isBlocked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  /** A refusal's messages by question: those naming a question go to it, the rest to `id`. */
  const refused = useCallback(
    (id: string, error: unknown) => {
      const fields: Record<string, string> = {};
      const byQuestion: Record<string, string[]> = {};
      const toQuestion = (questionId: string, message: string) => {
        byQuestion[questionId] = [...(byQuestion[questionId] ?? []), message];
      };
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        const [head, ...rest] = field.split('.');
        if (head === 'question' && rest.length) fields[rest.join('.')] = message;
        else toQuestion(head === 'questions' && rest.length ? rest.join('.') : id, message);
      }
      if (!Object.keys(fields).length && !Object.keys(byQuestion).length) byQuestion[id] = [getErrorMessage(error, { networkError: t('networkError') })];
      setErrorsOf(id, { fields, general: byQuestion[id] ?? [] });
      for (const [other, messages] of Object.entries(byQuestion)) if (other !== id) setErrorsOf(other, { fields: {}, general: messages });
      setFailed(true);
    },
    [setErrorsOf, t],
  );

  /** What the server answered a change with: the questions it now holds. */
  const settle = useCallback((next: BuilderFormData | undefined) => {
    if (next) saved.current = parseQuestions(next);
    setFailed(false);
  }, []);

  const save = useCallback(
    async (id: string) => {
      const index = latest.current.findIndex((q) => q._id === id);
      if (index < 0) return;
      const question = latest.current[index];
      const parsed = questionInputSchema.safeParse(question);
      const isNew = !saved.current.some((q) => q._id === id);
      const savedIds = new Set(saved.current.map((q) => q._id));
      const position = latest.current.slice(0, index).filter((q) => savedIds.has(q._id)).length;
      if (!parsed.success) return setBlockedOf(id, true);
      const candidate = isNew ? saved.current.toSpliced(position, 0, parsed.data) : saved.current.map((q) => (q._id === id ? parsed.data : q));
      if (formProblems(candidate).some(blocksSaving)) return setBlockedOf(id, true);
      setBlockedOf(id, false);
      try {
        const { data } = await enqueue(() => upsert({ variables: { formId, question: JSON.stringify(question), position: isNew ? position : null } }));
        settle(data?.upsertFormQuestion);
        setErrorsOf(id, null);
      } catch (error) {
        refused(id, error);
      }
    },
    [enqueue, formId, refused, setBlockedOf, setErrorsOf, settle, upsert],
  );

  const schedule = useCallback(
    (id: string) => {
      const old = timers.current.get(id);
      if (old) clearTimeout(old);
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          setScheduled(timers.current.size);
          void save(id);
        }, SAVE_DELAY_MS),
      );
      setScheduled(timers.current.size);
    },
    [save],
  );

  /** Changes one question; it is saved once the changes rest. */
  const change = useCallback(
    (id: string, update: (question: Question) => Question) => {
      apply(latest.current.map((q) => (q._id === id ? update(q) : q)));
      schedule(id);
    },
    [apply, schedule],
  );

  /** Adds a question (last, or at `at`) and saves it at once, so that it can be moved and named by logic. */
  const add = useCallback(
    async (question: Question, at = latest.current.length) => {
      apply(latest.current.toSpliced(at, 0, question));
      await save(question._id);
    },
    [apply, save],
  );

  /** Whether the form would still hold together without the question: nothing else reads it. */
  const checkRemoval = useCallback((id: string): Refusal => {
    const problems = formProblems(latest.current.filter((q) => q._id !== id)).filter((p) => p.key === 'forms.logicUnknownQuestion' || p.key === 'forms.formulaUnknownQuestion');
    return problems.length ? { ok: false, problems } : { ok: true };
  }, []);

  const deleteQuestion = useCallback(
    async (id: string): Promise<boolean> => {
      const timer = timers.current.get(id);
      if (timer) clearTimeout(timer);
      timers.current.delete(id);
      setScheduled(timers.current.size);
      if (saved.current.some((q) => q._id === id)) {
        try {
          const { data } = await enqueue(() => remove({ variables: { formId, questionId: id } }));
          settle(data?.deleteFormQuestion);
        } catch (error) {
          refused(id, error);
          return false;
        }
      }
      apply(latest.current.filter((q) => q._id !== id));
      setBlockedOf(id, false);
      setErrorsOf(id, null);
      return true;
    },
    [apply, enqueue, formId, refused, remove, setBlockedOf, setErrorsOf, settle],
  );

  /**
   * Moves a question. A section moved changes which questions are on its page, which may close a
   * loop of logic: such a move is refused with the problem.
   */
  const move = useCallback(
    async (from: number, to: number): Promise<Refusal> => {
      const list = latest.current;
      if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return { ok: true };
      const next = list.toSpliced(from, 1).toSpliced(to, 0, list[from]);
      const savedById = new Map(saved.current.map((q) => [q._id, q]));
      const order = next.filter((q) => savedById.has(q._id));
      const problems = formProblems(order.map((q) => savedById.get(q._id)!)).filter((p) => p.key === 'forms.logicCycle');
      if (problems.length) return { ok: false, problems };
      apply(next);
      try {
        const { data } = await enqueue(() => reorder({ variables: { formId, questionIds: order.map((q) => q._id) } }));
        settle(data?.reorderFormQuestions);
      } catch (error) {
        refused(list[from]._id, error);
      }
      return { ok: true };
    },
    [apply, enqueue, formId, refused, reorder, settle],
  );

  /** Starts again from the server's draft (after someone else changed it), dropping what was not saved. */
  const reload = useCallback(
    (next: BuilderFormData | undefined) => {
      if (!next) return;
      for (const timer of timers.current.values()) clearTimeout(timer);
      timers.current.clear();
      setScheduled(0);
      saved.current = parseQuestions(next);
      apply(saved.current);
      setBlocked(new Set());
      setServerErrors({});
      setFailed(false);
    },
    [apply],
  );

  /** Sends every change waiting for its delay now, and resolves once the server has them all. */
  const flush = useCallback(async () => {
    const waiting = [...timers.current.keys()];
    for (const id of waiting) clearTimeout(timers.current.get(id));
    timers.current.clear();
    setScheduled(0);
    await Promise.all(waiting.map(save));
    await queue.current;
  }, [save]);

  const status: SaveStatus = running > 0 || scheduled > 0 ? 'saving' : blocked.size > 0 ? 'invalid' : failed ? 'failed' : 'saved';
  const problems = useMemo(() => formProblems(questions), [questions]);

  return { questions, problems, status, blocked, serverErrors, change, add, deleteQuestion, checkRemoval, move, flush, reload };
}

export type BuilderDraft = ReturnType<typeof useBuilderDraft>;
