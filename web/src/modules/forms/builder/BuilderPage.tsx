import '../styles';
import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { Alert, Anchor, Box, Center, Drawer, Grid, Group, Loader, Paper, ScrollArea, Select, Stack, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconArchive, IconLanguage, IconLock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Question, QuestionType } from '@seedbed/contracts/forms';
import { logicReport } from '@seedbed/contracts/forms-problems';
import { LANGUAGES, LANGUAGE_NAMES, pickLanguage, type Language } from '@seedbed/contracts/languages';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { useCustomFields } from '../../profiles/useCustomFieldsMap';
import { AddQuestionMenu } from './AddQuestionMenu';
import { BuilderHeader } from './BuilderHeader';
import { FormDetails } from './FormDetails';
import { BUILDER_FORM, type BuilderFormData } from './graphql';
import { LogicChecker } from './LogicChecker';
import { problemMessage, questionName } from './problems';
import { PublishResult } from './PublishResult';
import { QuestionList } from './QuestionList';
import { newQuestion } from './questionTypes';
import type { BuilderFlags } from './settings/TypeSettings';
import { questionShapeIssues, useBuilderDraft } from './useBuilderDraft';
import { usePublish } from './usePublish';
import { VersionsDialog } from './VersionsDialog';

// The preview loads the renderer, which the rest of the builder does not need.
const PreviewPane = lazy(() => import('./PreviewPane').then((m) => ({ default: m.PreviewPane })));
// The settings of a question (with the logic editor and the number and choice inputs) arrive when one is selected.
const SettingsPanel = lazy(() => import('./SettingsPanel').then((m) => ({ default: m.SettingsPanel })));

const PHONE_QUERY = `(max-width: ${em(575.98)})`;

/** /forms/management/:id/edit: the form builder (spec 3 §2 Forms), without the navigation bar. */
export function BuilderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('forms');
  const errorMessage = useErrorMessage();
  const { data, loading, error, refetch } = useQuery(BUILDER_FORM, { variables: { id }, fetchPolicy: 'cache-and-network' });
  if (data?.form) return <Builder form={data.form} reloadForm={async () => (await refetch()).data?.form} />;
  if (loading) {
    return (
      <Center mih="60vh">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  return (
    <Stack p="xl" maw={640} mx="auto">
      <Alert color="red" role="alert">
        {errorMessage(error)}
      </Alert>
      <Anchor component={Link} to="/forms/management">
        {t('builder.header.back')}
      </Anchor>
    </Stack>
  );
}

interface BuilderProps {
  form: BuilderFormData;
  /** The server's draft read again. */
  reloadForm: () => Promise<BuilderFormData | undefined>;
}

function Builder({ form, reloadForm }: BuilderProps) {
  const { t, i18n } = useTranslation('forms');
  const tf = t as unknown as TFunction;
  const confirm = useConfirm();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const { user } = useShellUser();
  const flags: BuilderFlags = { qNumericalChoice: !!user?.flags.qNumericalChoice, qUserAddRow: !!user?.flags.qUserAddRow, qVideo: !!user?.flags.qVideo };
  const readOnly = !form.canEdit;
  const [language, setLanguage] = useState<Language>(pickLanguage(i18n.language));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);

  const customFields = useCustomFields();
  const draft = useBuilderDraft(form._id, form);
  const { questions } = draft;
  const questionsNow = useCallback(() => questions, [questions]);
  const { publishing, publish, dismiss } = usePublish({ formId: form._id, language, flush: draft.flush, questions: questionsNow });
  const name = (questionId: string) => questionName(questions, questionId, language);

  const problems = useMemo(() => [...draft.problems, ...logicReport(questions)], [draft.problems, questions]);
  const flagged = useMemo(() => new Set(problems.map((p) => p.questionId)), [problems]);
  const selected = questions.find((q) => q._id === selectedId) ?? null;

  const open = (questionId: string) => {
    setSelectedId(questionId);
    requestAnimationFrame(() => document.getElementById(`builder-settings`)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }));
  };

  const add = async (type: QuestionType) => {
    const question = newQuestion(type, language, {
      label: t(`builder.types.${type}`),
      option: (n) => t('builder.options.newOption', { n }),
      row: (n) => t('builder.matrix.newRow', { n }),
      column: (n) => t('builder.table.newColumn', { n }),
    });
    setSelectedId(question._id);
    await draft.add(question);
  };

  /** A question standing for one of the organisation's custom fields, labelled as the field. */
  const addCustomField = async (field: Question) => {
    const question: Question = {
      ...newQuestion('custom_field', language, { label: '', option: () => '', row: () => '', column: () => '' }),
      label: field.label,
      customFieldId: field._id,
    };
    setSelectedId(question._id);
    await draft.add(question);
  };

  const remove = async (question: Question) => {
    const check = draft.checkRemoval(question._id);
    if (!check.ok) {
      showError(t('builder.question.inUse', { names: [...new Set(check.problems.map((p) => name(p.questionId)))].join(', ') }));
      return;
    }
    const ok = await confirm({
      title: t('builder.question.deleteTitle'),
      message: t('builder.question.deleteConfirm', { name: name(question._id) }),
      confirmLabel: t('builder.question.delete'),
    });
    if (!ok) return;
    if (await draft.deleteQuestion(question._id)) {
      if (selectedId === question._id) setSelectedId(null);
      showSuccess(t('builder.question.deleted'));
    }
  };

  const move = async (from: number, to: number) => {
    const result = await draft.move(from, to);
    if (!result.ok) showError(problemMessage(tf, result.problems[0].key, result.problems[0].params, name));
  };

  const reload = async () => {
    draft.reload(await reloadForm());
    dismiss();
  };

  const nothingToPublish = !form.hasUnpublishedChanges && !!form.currentVersion && draft.status === 'saved';
  const settings = selected ? (
    <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
      <SettingsPanel
        key={selected._id}
        question={selected}
        questions={questions}
        issues={questionShapeIssues(selected)}
        language={language}
        flags={flags}
        readOnly={readOnly}
        quiz={form.kind === 'quiz'}
        problems={problems.filter((p) => p.questionId === selected._id)}
        serverErrors={draft.serverErrors[selected._id]}
        blocked={draft.blocked.has(selected._id)}
        onChange={(update) => draft.change(selected._id, update)}
        onDelete={() => void remove(selected)}
      />
    </Suspense>
  ) : (
    <FormDetails key={form._id} form={form} language={language} readOnly={readOnly} />
  );
  const previewPane = (
    <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
      <PreviewPane questions={questions} initialLanguage={language} customFields={customFields.map} />
    </Suspense>
  );

  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <BuilderHeader
        form={form}
        language={language}
        readOnly={readOnly}
        saveStatus={draft.status}
        publishing={publishing.state === 'publishing'}
        publishDisabled={nothingToPublish}
        preview={preview}
        onPublish={() => void publish()}
        onTogglePreview={() => setPreview((on) => !on)}
        onOpenVersions={() => setVersionsOpen(true)}
      />
      <Stack gap="md" p={{ base: 'xs', sm: 'md' }}>
        {readOnly && (
          <Alert color="gray" icon={<IconLock />} title={t('builder.notices.readOnlyTitle')}>
            {t('builder.notices.readOnly')}
          </Alert>
        )}
        {form.archived && (
          <Alert color="yellow" icon={<IconArchive />} title={t('builder.notices.archivedTitle')}>
            {t('builder.notices.archived')}
          </Alert>
        )}
        <PublishResult publishing={publishing} questions={questions} language={language} onOpen={open} onReload={() => void reload()} onDismiss={dismiss} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 5, lg: preview ? 3 : 4 }}>
            <Stack gap="sm">
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <Box style={{ flex: 1 }}>
                  {!readOnly && (
                    <AddQuestionMenu flags={flags} onAdd={(type) => void add(type)} customFields={customFields.groups} onAddCustomField={(field) => void addCustomField(field)} />
                  )}
                </Box>
                <Select
                  w={150}
                  leftSection={<IconLanguage size={14} />}
                  aria-label={t('builder.language')}
                  data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
                  value={language}
                  allowDeselect={false}
                  onChange={(value) => value && setLanguage(value as Language)}
                />
              </Group>
              <QuestionList
                questions={questions}
                selectedId={selectedId}
                language={language}
                readOnly={readOnly}
                flagged={flagged}
                blocked={draft.blocked}
                onSelect={open}
                onMove={(from, to) => void move(from, to)}
                onDelete={(questionId) => {
                  const question = questions.find((q) => q._id === questionId);
                  if (question) void remove(question);
                }}
              />
              <Paper withBorder p="sm">
                <LogicChecker questions={questions} problems={problems} language={language} onOpen={open} />
              </Paper>
            </Stack>
          </Grid.Col>
          {!phone && (
            <Grid.Col span={{ base: 12, sm: 7, lg: preview ? 5 : 8 }}>
              <Paper withBorder p="md" id="builder-settings" component="section" aria-label={t('builder.settings.region')}>
                {settings}
              </Paper>
            </Grid.Col>
          )}
          {preview && (
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Paper withBorder p="md">
                {previewPane}
              </Paper>
            </Grid.Col>
          )}
        </Grid>
      </Stack>
      {phone && (
        <Drawer
          opened={!!selected}
          onClose={() => setSelectedId(null)}
          position="bottom"
          size="92%"
          title={t('builder.settings.title')}
          closeButtonProps={{ 'aria-label': t('common:close') }}
          scrollAreaComponent={ScrollArea.Autosize}
        >
          {settings}
        </Drawer>
      )}
      <VersionsDialog formId={form._id} opened={versionsOpen} onClose={() => setVersionsOpen(false)} />
    </Box>
  );
}
