import './styles';
import { type FormEvent, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Answers, type Question, isLayout, resolveCustomField } from '@seedbed/contracts/forms';
import { checkAnswers } from '@seedbed/contracts/forms-answers';
import { type Language, pickLanguage } from '@seedbed/contracts/languages';
import { useToken } from '../../auth/token';
import { directionOf } from '../../../app/i18n/language';
import { FillerContext, type FillerSettings, useFiller } from './fillerContext';
import { type SaveStatus, useAnswers, useAutosave, usePages } from './fillerState';
import { answerMessage, textIn } from './labels';
import { LayoutElement } from './inputs/LayoutElement';
import { QuestionField } from './QuestionField';
import classes from './renderer.module.css';

export interface FormFillerProps {
  questions: Question[];
  /** The language of labels and messages; the interface language when left out. */
  language?: Language;
  /** Read once, when the filler first shows (give it a `key` to start over with others). */
  initialAnswers?: Answers;
  /**
   * fill: answered and sent; preview: fully interactive, logic live, but nothing is ever sent;
   * print: read-only, every page at once, every option visible.
   */
  mode: 'fill' | 'preview' | 'print';
  onSubmit?: (answers: Answers) => Promise<void>;
  /** Called with the draft's answers a moment after the person stops changing them. */
  onDraft?: (answers: Answers) => void | Promise<void>;
  /** The server's messages by question id (or write-in key), shown until that answer changes. */
  serverErrors?: Record<string, string>;
  /** The organisation's custom fields by id, for `custom_field` questions. */
  customFields?: ReadonlyMap<string, Question>;
}

/**
 * The one renderer of the forms engine: every place a form is filled, previewed or printed draws
 * it with this. It checks answers with the very checks the server runs (checkAnswers) and shows
 * and requires questions as the form's logic says (evaluateLogic).
 */
export function FormFiller(props: FormFillerProps) {
  const { i18n } = useTranslation();
  const language = props.language ?? pickLanguage(i18n.resolvedLanguage, i18n.language);
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <Filler {...props} language={language} />
    </Suspense>
  );
}

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select, button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function Filler({ questions, language, initialAnswers, mode, onSubmit, onDraft, serverErrors, customFields }: FormFillerProps & { language: Language }) {
  const { t } = useTranslation(['forms', 'validation'], { lng: language });
  const signedIn = !!useToken();
  const dir = directionOf(language);
  const preview = mode === 'preview';
  const settings = useMemo<FillerSettings>(() => ({ language, dir, t, signedIn, preview, customFields }), [language, dir, t, signedIn, preview, customFields]);
  const print = mode === 'print';

  const { answers, revision, states, checked, issues, touched, setAnswer, touch } = useAnswers(questions, initialAnswers, customFields);
  const { pages, shown } = usePages(questions, states);
  const [pageAt, setPageAt] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [previewAccepted, setPreviewAccepted] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const pageHeadingRef = useRef<HTMLParagraphElement>(null);

  // A page hidden by a changed answer gives way to the nearest shown page after it (or before).
  const page = shown.includes(pageAt) ? pageAt : (shown.find((index) => index > pageAt) ?? shown[shown.length - 1]);
  const position = shown.indexOf(page);
  const last = position === shown.length - 1;

  const draftAnswers = () => checkAnswers(questions, answers, { draft: true, customFields }).answers;
  const autosave = useAutosave(revision, mode === 'fill' && !!onDraft, () => onDraft?.(draftAnswers()));

  // A server message stands until the person changes that answer; new messages replace the old.
  const [changedSinceServer, setChangedSinceServer] = useState<ReadonlySet<string>>(() => new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new server messages move the person to them, not edits of the form.
  useEffect(() => {
    setChangedSinceServer(new Set());
    const first = questions.find((question) => serverErrors?.[question._id]);
    if (first) goToQuestion(first._id);
  }, [serverErrors]);

  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    if (focusTarget === 'page') {
      pageHeadingRef.current?.focus();
      rootRef.current?.scrollIntoView?.({ block: 'start' });
      return;
    }
    const box = rootRef.current?.querySelector<HTMLElement>(`[data-question-id="${focusTarget}"]`);
    const control = box?.querySelector<HTMLElement>(FOCUSABLE);
    box?.scrollIntoView?.({ block: 'center' });
    control?.focus();
  }, [focusTarget]);

  const pageOf = (questionId: string) => pages.findIndex((list) => list.some((question) => question._id === questionId));
  function goToQuestion(questionId: string) {
    const index = pageOf(questionId);
    if (index >= 0) setPageAt(index);
    setFocusTarget(questionId);
  }

  const answerKeys = (question: Question) => [question._id, `${question._id}__other`];
  const messageFor = (key: string, label: string) => {
    const found = issues.get(key);
    const base = key.endsWith('__other') ? key.slice(0, -'__other'.length) : key;
    if (found && (attempted || touched.has(key) || touched.has(base))) return answerMessage(t, found.issue, label);
    return serverErrors?.[key] && !changedSinceServer.has(key) ? serverErrors[key] : undefined;
  };

  const change = (key: string, value: Answers[string]) => {
    setAnswer(key, value);
    setPreviewAccepted(false);
    if (serverErrors?.[key]) setChangedSinceServer((current) => new Set([...current, key]));
  };

  /** The first question of these with something wrong, in the form's order. */
  const firstProblem = (list: readonly Question[]) => list.find((question) => states.get(question._id)?.visible && answerKeys(question).some((key) => issues.has(key)));

  function next() {
    const problem = firstProblem(pages[page]);
    if (problem) {
      touch(...pages[page].flatMap(answerKeys));
      setFocusTarget(problem._id);
      return;
    }
    setPageAt(shown[position + 1]);
    setFocusTarget('page');
  }

  function back() {
    setPageAt(shown[Math.max(position - 1, 0)]);
    setFocusTarget('page');
  }

  async function submit() {
    setAttempted(true);
    const problem = firstProblem(questions);
    if (problem) {
      goToQuestion(problem._id);
      return;
    }
    if (mode === 'preview') {
      setPreviewAccepted(true);
      return;
    }
    if (!onSubmit) return;
    autosave.cancel();
    setSubmitting(true);
    try {
      await onSubmit(checked.answers);
    } catch {
      // The caller shows why its submission failed (serverErrors, or its own message).
    } finally {
      setSubmitting(false);
    }
  }

  function onFormSubmit(event: FormEvent) {
    event.preventDefault();
    // Enter in a field moves on a page, and sends only from the last.
    if (last) void submit();
    else next();
  }

  // A blank printout is filled by hand: every question is on it, whatever the answers would show.
  const everything = print && Object.keys(answers).length === 0;

  const renderQuestion = (question: Question) => {
    const state = states.get(question._id);
    if (!state?.visible && !everything) return null;
    if (isLayout(question)) return <LayoutElement key={question._id} question={question} />;
    const asked = question.questionType === 'custom_field' ? resolveCustomField(question, customFields) : question;
    if (!asked) return null;
    const label = textIn(question.label, language);
    const found = issues.get(question._id);
    const showCells = found && (attempted || touched.has(question._id));
    return (
      <QuestionField
        key={question._id}
        question={asked}
        required={!!state?.required}
        answers={answers}
        computed={state?.value}
        error={messageFor(question._id, label)}
        writeInError={messageFor(`${question._id}__other`, label)}
        cellErrors={showCells && found.cells.size ? new Map([...found.cells].map(([cell, issue]) => [cell, answerMessage(t, issue, label)])) : undefined}
        print={print}
        onAnswer={change}
        onTouch={touch}
      />
    );
  };

  if (print) {
    return (
      <FillerContext.Provider value={settings}>
        <Box ref={rootRef} dir={dir} lang={language} className={classes.filler}>
          {pages.map((list, index) =>
            everything || shown.includes(index) ? (
              <Stack key={index} gap="lg" className={classes.printPage}>
                {list.map(renderQuestion)}
              </Stack>
            ) : null,
          )}
        </Box>
      </FillerContext.Provider>
    );
  }

  const problems = attempted ? questions.filter((question) => states.get(question._id)?.visible && answerKeys(question).some((key) => issues.has(key))).length : 0;
  // Arrows point the way the page reads: forward is to the left in Arabic.
  const NextIcon = dir === 'rtl' ? IconArrowLeft : IconArrowRight;
  const BackIcon = dir === 'rtl' ? IconArrowRight : IconArrowLeft;

  return (
    <FillerContext.Provider value={settings}>
      <Box ref={rootRef} dir={dir} lang={language} className={classes.filler}>
        <form noValidate onSubmit={onFormSubmit}>
          <Stack gap="lg">
            {mode === 'preview' ? (
              <Alert color="blue" variant="light" icon={<IconEye size={18} aria-hidden />} p="xs">
                {t('forms:renderer.previewNote')}
              </Alert>
            ) : null}
            {shown.length > 1 ? (
              <Stack gap={4}>
                <Text ref={pageHeadingRef} size="sm" c="dimmed" tabIndex={-1} className={classes.pageHeading}>
                  {t('forms:renderer.pageOf', { page: position + 1, count: shown.length })}
                </Text>
                <Progress value={((position + 1) / shown.length) * 100} size="sm" aria-hidden />
              </Stack>
            ) : null}
            <Stack gap="lg">{pages[page].map(renderQuestion)}</Stack>
            {problems ? (
              <Alert color="red" variant="light" p="xs" role="alert">
                {t('forms:renderer.problems', { count: problems })}
              </Alert>
            ) : null}
            {previewAccepted ? (
              <Alert color="teal" variant="light" p="xs" role="status" icon={<IconCheck size={18} aria-hidden />}>
                {t('forms:renderer.previewAccepted')}
              </Alert>
            ) : null}
            <Group justify="space-between" gap="sm" className={classes.actions}>
              <Group gap="sm">
                {position > 0 ? (
                  <Button variant="default" onClick={back} leftSection={<BackIcon size={16} aria-hidden />}>
                    {t('forms:renderer.back')}
                  </Button>
                ) : null}
                <SaveState status={mode === 'fill' && onDraft ? autosave.status : 'idle'} />
              </Group>
              {last ? (
                mode === 'preview' || onSubmit ? (
                  <Button type="submit" loading={submitting}>
                    {t('forms:renderer.submit')}
                  </Button>
                ) : null
              ) : (
                <Button type="submit" rightSection={<NextIcon size={16} aria-hidden />}>
                  {t('forms:renderer.next')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Box>
    </FillerContext.Provider>
  );
}

/** "Saving…" / "Saved", said quietly beside the buttons. */
function SaveState({ status }: { status: SaveStatus }) {
  const { t } = useFiller();
  return (
    <Text size="xs" c={status === 'failed' ? 'red' : 'dimmed'} role="status" aria-live="polite">
      {status === 'saving' ? t('forms:renderer.saving') : status === 'saved' ? t('forms:renderer.saved') : status === 'failed' ? t('forms:renderer.notSaved') : ''}
    </Text>
  );
}
