import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useQuery, useMutation } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { feedbackRequestInputSchema, type FeedbackSubjectKind } from '@seedbed/contracts/feedback';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { DateField } from '../../../ui/form/DateField';
import { LazyDateTimeField } from '../../../ui/form/LazyDateTimeField';
import { MultiSelectField, SelectField } from '../../../ui/form/SelectFields';
import { TextAreaField, TextField } from '../../../ui/form/TextFields';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import { useForm } from '../../../ui/form/useForm';
import { CREATE_PLANNED_ACTION, EMAILS_VIEWER_CAN } from '../../emails/graphql';
import { plannedInstant, useDateTime } from '../../emails/shared/time';
import { localized } from '../../forms/shared/formText';
import { STARTUP_CHOICES } from '../../startups/graphql';
import { PeopleMultiPicker, PersonPicker } from '../../startups/shared/PeoplePicker';
import { CREATE_FEEDBACK_REQUEST, SENDABLE_FORMS, type FeedbackRequestRowData } from '../graphql';

interface Values {
  formId: string | null;
  recipientIds: string[];
  startupIds: string[];
  subjectKind: 'none' | FeedbackSubjectKind;
  subjectId: string | null;
  title: string;
  message: string;
  dueDate: Date | null;
}
const FIELDS = ['formId', 'recipientIds', 'startupIds', 'subjectId', 'title', 'message', 'dueDate'] as const;

const day = (date: Date | null) => (date ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}` : null);

const toInput = (v: Values) => ({
  formId: v.formId ?? '',
  recipientIds: v.recipientIds,
  startupIds: v.startupIds,
  subjectKind: v.subjectKind === 'none' ? null : v.subjectKind,
  subjectId: v.subjectKind === 'none' ? null : v.subjectId,
  title: v.title,
  message: v.message || null,
  dueDate: day(v.dueDate),
});

/** Startups found by name as the person types, with those already chosen kept. */
function useStartupSearch(chosen: readonly string[]) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data } = useQuery(STARTUP_CHOICES, { variables: { search: debounced || null }, fetchPolicy: 'cache-and-network' });
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const results = data?.startups.results;
  useEffect(() => {
    if (results?.length) setKnown((old) => new Map([...old, ...results.map((s) => [s._id, s.name] as const)]));
  }, [results]);
  const options = useMemo(() => {
    const list = (results ?? []).map((s) => ({ value: s._id, label: s.name }));
    for (const id of chosen) if (!list.some((o) => o.value === id) && known.has(id)) list.push({ value: id, label: known.get(id)! });
    return list;
  }, [results, chosen, known]);
  return { options, search, setSearch };
}

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreated: (request: FeedbackRequestRowData) => void;
  /** A request about this startup, asked of its founders (the startup file's tab). */
  startup?: { id: string; name: string };
}

/** A new request: the feedback form, who is asked (people, startups' founders), what about, and by when. */
export function CreateRequestDialog({ opened, onClose, onCreated, startup }: Props) {
  const { t } = useTranslation('feedback');
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} dirty={dirty} title={t('create.title')} size="lg" centered>
      {opened && <CreateForm onDone={onClose} onCreated={onCreated} onDirtyChange={setDirty} startup={startup} />}
    </Dialog>
  );
}

function CreateForm({ onDone, onCreated, onDirtyChange, startup }: { onDone: () => void; onDirtyChange: (dirty: boolean) => void } & Pick<Props, 'onCreated' | 'startup'>) {
  const { t, i18n } = useTranslation(['feedback', 'validation', 'emails']);
  const timeZone = useTenant().incubator?.timezone || 'UTC';
  const labels: Record<string, string> = useMemo(
    () => ({
      formId: t('feedback:fields.form'),
      recipientIds: t('feedback:fields.people'),
      startupIds: t('feedback:fields.startups'),
      subjectId: t('feedback:fields.subject'),
      title: t('feedback:fields.title'),
      message: t('feedback:fields.message'),
      dueDate: t('feedback:fields.dueDate'),
    }),
    [t],
  );
  const rules = useMemo(
    () =>
      schemaRules<Values>(feedbackRequestInputSchema({ timeZone }), toInput, FIELDS, (issue) =>
        issueMessage(t as unknown as TFunction, issue, labels[issue.field.split('.')[0]] ?? ''),
      ),
    [t, timeZone, labels],
  );
  const form = useForm<Values>(
    {
      formId: null,
      recipientIds: [],
      startupIds: startup ? [startup.id] : [],
      subjectKind: startup ? 'startup' : 'none',
      subjectId: startup?.id ?? null,
      title: '',
      message: '',
      dueDate: null,
    },
    rules,
  );
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const forms = useQuery(SENDABLE_FORMS, { fetchPolicy: 'cache-and-network' });
  const formChoices = (forms.data?.sendableFeedbackForms ?? []).map((f) => ({ value: f._id, label: localized(f.title, i18n.language) || t('feedback:create.untitledForm') }));
  const startups = useStartupSearch(form.values.startupIds);
  const subjectStartups = useStartupSearch(form.values.subjectKind === 'startup' && form.values.subjectId ? [form.values.subjectId] : []);
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [create, created] = useMutation(CREATE_FEEDBACK_REQUEST);
  // Sent later (CREATE:PLANNED_ACTION): the same request, made at a chosen time on the organisation's clock.
  const mayPlan = useQuery(EMAILS_VIEWER_CAN).data?.emailsViewerCan.plan === true;
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState<string | null>(null);
  const [sendAtError, setSendAtError] = useState<string>();
  const [plan, planned] = useMutation(CREATE_PLANNED_ACTION);
  const dateTime = useDateTime();

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setSendAtError(undefined);
    const at = later ? plannedInstant(sendAt, timeZone) : null;
    if (typeof at === 'string') return setSendAtError(t(`emails:${at}`));
    try {
      if (at) {
        const answer = await plan({
          variables: { kind: 'FEEDBACK_REQUEST', runAt: at.toISOString(), payload: JSON.stringify(toInput(values)) },
          context: { showsOwnError: true },
        });
        if (answer.data) {
          showSuccess(t('feedback:create.planned', { title: values.title.trim(), date: dateTime(at.toISOString()) }));
          onDone();
        }
        return;
      }
      const answer = await create({ variables: { data: toInput(values) }, context: { showsOwnError: true } });
      if (answer.data) onCreated(answer.data.createFeedbackRequest);
    } catch (error) {
      const own: Record<string, string> = {};
      // A planned request's fields come back under `payload.`, its time as `runAt`.
      for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
        if (path === 'runAt') setSendAtError(message);
        else own[path.replace(/^payload\./, '').split('.')[0]] ??= message;
      }
      setServerErrors(own);
      setFailure(
        messageBesideFields(error, (path) => path === 'runAt' || (FIELDS as readonly string[]).includes(path.replace(/^payload\./, '').split('.')[0]), {
          networkError: t('common:networkError'),
        }),
      );
    }
  });
  const field = <K extends keyof Values>(name: K) => {
    const props = form.field(name);
    return { ...props, error: props.error ?? serverErrors[name] };
  };
  const subject = field('subjectId');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <SelectField
          {...field('formId')}
          label={labels.formId}
          description={formChoices.length || forms.loading ? undefined : t('feedback:create.noForms')}
          data={formChoices}
          searchable
          required
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        <TextField {...field('title')} label={labels.title} required />
        <TextAreaField {...field('message')} label={labels.message} optional autosize minRows={2} maxRows={6} />
        <PeopleMultiPicker {...field('recipientIds')} roleTypes={null} label={labels.recipientIds} description={t('feedback:create.peopleHelp')} />
        {startup ? (
          <Text size="sm" c="dimmed">
            {t('feedback:create.aboutStartup', { name: startup.name })}
          </Text>
        ) : (
          <>
            <MultiSelectField
              {...field('startupIds')}
              label={labels.startupIds}
              description={t('feedback:create.startupsHelp')}
              optional
              data={startups.options}
              searchable
              searchValue={startups.search}
              onSearchChange={startups.setSearch}
              filter={({ options }) => options}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            <Stack gap={6}>
              <Text size="sm" fw={500} id="feedback-subject-kind">
                {t('feedback:fields.about')}
              </Text>
              <SegmentedControl
                aria-labelledby="feedback-subject-kind"
                value={form.values.subjectKind}
                onChange={(value) => {
                  form.setValue('subjectKind', value as Values['subjectKind']);
                  form.setValue('subjectId', null);
                }}
                data={(['none', 'startup', 'person'] as const).map((value) => ({ value, label: t(`feedback:subjectKinds.${value}`) }))}
              />
              {form.values.subjectKind === 'startup' && (
                <SelectField
                  {...subject}
                  label={labels.subjectId}
                  data={subjectStartups.options}
                  searchable
                  searchValue={subjectStartups.search}
                  onSearchChange={subjectStartups.setSearch}
                  filter={({ options }) => options}
                  required
                  comboboxProps={{ withinPortal: true }}
                />
              )}
              {form.values.subjectKind === 'person' && (
                <PersonPicker roleTypes={null} label={labels.subjectId} value={subject.value} onChange={(id) => form.setValue('subjectId', id)} error={subject.error} required />
              )}
            </Stack>
          </>
        )}
        <DateField {...field('dueDate')} label={labels.dueDate} optional minDate={new Date()} popoverProps={{ withinPortal: true }} />
        {mayPlan && (
          <Stack gap="xs">
            <Switch label={t('feedback:create.later')} checked={later} onChange={(event) => setLater(event.currentTarget.checked)} />
            {later && (
              <LazyDateTimeField
                label={t('feedback:create.sendAt')}
                description={t('emails:runAt.zone', { zone: timeZone })}
                loadingLabel={t('feedback:create.sendAtLoading')}
                value={sendAt}
                onChange={setSendAt}
                error={sendAtError}
                clearable={false}
                required
              />
            )}
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('feedback:actions.cancel')}
          </Button>
          <Button type="submit" loading={created.loading || planned.loading}>
            {later ? t('feedback:actions.plan') : t('feedback:actions.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
