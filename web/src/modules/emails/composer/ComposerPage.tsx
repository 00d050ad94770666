import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Box, Button, Container, Group, Input, Loader, Menu, Paper, Select, Stack, TagsInput, TextInput, Title } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { IconBraces, IconChevronLeft, IconClockPlay, IconEye, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { EMAIL_COPIES_MAX, EMAIL_PLACEHOLDERS, EMAIL_SUBJECT_MAX_LENGTH, unknownPlaceholders } from '@seedbed/contracts/emails';
import { fieldErrorsOf, useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { useShellUser } from '../../../shell/user/useShellUser';
import { confirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { useUnsavedGuard } from '../../../ui/form/useUnsavedGuard';
import { DELETE_EMAIL, DESIGN_CHOICES, EMAIL_FOR_EDIT, EMAIL_REACH, SCHEDULE_EMAIL, SEND_EMAIL, UPDATE_EMAIL, type ComposedEmailData, type EmailInput } from '../graphql';
import { EMAIL_PATHS } from '../paths';
import { RunAtDialog } from '../shared/RunAtDialog';
import { EmailStatusBadge } from '../shared/StatusBadge';
import { useDateTime } from '../shared/time';
import classes from './composer.module.css';
import { PreviewDialog } from './PreviewDialog';
import { RecipientsSection, type RecipientsValue } from './RecipientsSection';

const EmailBodyField = lazy(async () => ({ default: (await import('./EmailBodyField')).EmailBodyField }));
const OWN_ERRORS = { showsOwnError: true };

/** /emails/email/:id: the composer of a campaign not sent yet; a sent one opens on its report. */
export function ComposerPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('emails');
  const errorMessage = useErrorMessage();
  const { data, loading, error } = useQuery(EMAIL_FOR_EDIT, { variables: { id }, fetchPolicy: 'network-only' });
  usePageTitle(t('composer.pageTitle'));
  if (loading && !data)
    return (
      <Container py="xl">
        <Loader aria-label={t('loading')} />
      </Container>
    );
  if (error || !data)
    return (
      <Container py="xl">
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      </Container>
    );
  if (data.email.status === 'SENT' || data.email.status === 'SENDING') return <Navigate to={EMAIL_PATHS.report(id)} replace />;
  return <Composer key={data.email._id} email={data.email} />;
}

interface Draft {
  subject: string;
  content: string;
  recipients: RecipientsValue;
  cc: string[];
  bcc: string[];
  layoutId: string | null;
}

const draftOf = (email: ComposedEmailData): Draft => ({
  subject: email.subject,
  content: email.content,
  recipients: {
    userIds: [...email.recipients.userIds],
    startupIds: [...email.recipients.startupIds],
    applicants: email.recipients.applicants
      ? { ...email.recipients.applicants, roundIds: [...email.recipients.applicants.roundIds], statuses: [...email.recipients.applicants.statuses] }
      : null,
    savedViewId: email.recipients.savedViewId ?? null,
  },
  cc: [...email.cc],
  bcc: [...email.bcc],
  layoutId: email.layoutId ?? null,
});

const inputOf = (draft: Draft): EmailInput => ({
  subject: draft.subject,
  content: draft.content,
  recipients: draft.recipients as EmailInput['recipients'],
  cc: draft.cc,
  bcc: draft.bcc,
  layoutId: draft.layoutId,
});

function Composer({ email }: { email: ComposedEmailData }) {
  const { t } = useTranslation('emails');
  const navigate = useNavigate();
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const dateTime = useDateTime();
  const flags = useShellUser().user?.flags ?? {};
  const [status, setStatus] = useState(email.status);
  const [scheduledAt, setScheduledAt] = useState(email.scheduledAt ?? null);
  const [saved, setSaved] = useState(() => draftOf(email));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState<null | 'save' | 'send' | 'preview' | 'schedule'>(null);
  const [previewing, setPreviewing] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyId = useId();
  const [update] = useMutation(UPDATE_EMAIL);
  const [send] = useMutation(SEND_EMAIL);
  const [schedule] = useMutation(SCHEDULE_EMAIL);
  const [remove] = useMutation(DELETE_EMAIL);
  const designs = useQuery(DESIGN_CHOICES, { skip: !flags.emailTemplates }).data?.emailTemplates.results ?? [];
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  const guard = useUnsavedGuard(dirty);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((old) => ({ ...old, [key]: value }));
    setErrors((old) => ({ ...old, [key]: undefined }));
  };

  /** The placeholders typed by hand are checked as the server will: an unknown one is named at once. */
  const localErrors = (): Record<string, string> => {
    const found: Record<string, string> = {};
    const [inSubject] = unknownPlaceholders(draft.subject);
    const [inBody] = unknownPlaceholders(draft.content);
    if (inSubject !== undefined) found.subject = t('validation.unknownPlaceholder', { name: inSubject });
    if (inBody !== undefined) found.content = t('validation.unknownPlaceholder', { name: inBody });
    return found;
  };

  /** Saves what changed; answers false (and shows why) when the server refused. */
  const save = async (): Promise<boolean> => {
    const local = localErrors();
    if (Object.keys(local).length) {
      setErrors(local);
      return false;
    }
    if (!dirty) return true;
    try {
      const answer = await update({ variables: { id: email._id, data: inputOf(draft) }, context: OWN_ERRORS });
      if (answer.data) {
        const stored = draftOf(answer.data.updateEmail);
        setSaved(stored);
        setDraft(stored);
        setStatus(answer.data.updateEmail.status);
      }
      return true;
    } catch (failure) {
      refused(failure);
      return false;
    }
  };

  const refused = (failure: unknown) => {
    const fields = fieldErrorsOf(failure);
    if (Object.keys(fields).length) setErrors(fields);
    else showError(errorMessage(failure));
  };

  const run = async (what: 'save' | 'send' | 'preview' | 'schedule', work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const sendNow = () =>
    run('send', async () => {
      if (!(await save())) return;
      const reach = (await client.query({ query: EMAIL_REACH, variables: { id: email._id }, fetchPolicy: 'network-only' })).data?.email.reach ?? 0;
      const confirmed = await confirm({
        title: t('composer.sendTitle'),
        message: t('composer.sendMessage', { count: reach }),
        confirmLabel: t('composer.sendNow'),
        cancelLabel: t('actions.keep'),
        color: 'blue',
      });
      if (!confirmed) return;
      try {
        await send({ variables: { id: email._id }, context: OWN_ERRORS });
        guard.release();
        showSuccess(t('composer.sent', { count: reach }));
        await navigate(EMAIL_PATHS.report(email._id));
      } catch (failure) {
        refused(failure);
      }
    });

  const openPreview = () =>
    run('preview', async () => {
      if (await save()) setPreviewing(true);
    });

  const openSchedule = () =>
    run('schedule', async () => {
      if (await save()) setScheduling(true);
    });

  const discard = async () => {
    const confirmed = await confirm({ title: t('composer.deleteTitle'), message: t('composer.deleteMessage'), confirmLabel: t('composer.delete'), cancelLabel: t('actions.keep') });
    if (!confirmed) return;
    try {
      await remove({ variables: { id: email._id }, context: OWN_ERRORS });
      guard.release();
      showSuccess(t('composer.deleted'));
      await navigate(EMAIL_PATHS.management);
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  const insertInSubject = (name: string) => {
    const input = subjectRef.current;
    const at = input?.selectionStart ?? draft.subject.length;
    const end = input?.selectionEnd ?? at;
    set('subject', `${draft.subject.slice(0, at)}{{${name}}}${draft.subject.slice(end)}`.slice(0, EMAIL_SUBJECT_MAX_LENGTH));
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Anchor component={Link} to={EMAIL_PATHS.management} aria-label={t('composer.back')}>
              <Group gap={4} wrap="nowrap">
                <IconChevronLeft size={18} aria-hidden className={classes.backIcon} />
                {t('nav.management')}
              </Group>
            </Anchor>
            <EmailStatusBadge status={status} />
          </Group>
          <Group gap="xs" wrap="wrap">
            <Button
              variant="default"
              onClick={() => void run('save', async () => void ((await save()) && showSuccess(t('composer.saved'))))}
              loading={busy === 'save'}
              disabled={!dirty}
            >
              {t('composer.save')}
            </Button>
            <Button variant="default" leftSection={<IconEye size={16} aria-hidden />} onClick={() => void openPreview()} loading={busy === 'preview'}>
              {t('composer.preview')}
            </Button>
            <Button variant="light" leftSection={<IconClockPlay size={16} aria-hidden />} onClick={() => void openSchedule()} loading={busy === 'schedule'}>
              {status === 'SCHEDULED' ? t('composer.reschedule') : t('composer.schedule')}
            </Button>
            <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => void sendNow()} loading={busy === 'send'}>
              {t('composer.sendNow')}
            </Button>
          </Group>
        </Group>
        <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {draft.subject || t('list.noSubject')}
        </Title>
        {status === 'SCHEDULED' && scheduledAt ? (
          <Alert color="blue" title={t('composer.scheduledTitle')}>
            {t('composer.scheduledFor', { date: dateTime(scheduledAt) })}
          </Alert>
        ) : null}
        <Paper withBorder p="md">
          <Stack gap="md">
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                ref={subjectRef}
                style={{ flex: 1, minWidth: 0 }}
                label={t('composer.subject')}
                value={draft.subject}
                onChange={(event) => set('subject', event.currentTarget.value)}
                maxLength={EMAIL_SUBJECT_MAX_LENGTH}
                error={errors.subject}
                dir="auto"
                required
              />
              <Menu withinPortal position="bottom-end">
                <Menu.Target>
                  <Button variant="default" px="xs" aria-label={t('composer.insertPlaceholderSubject')} title={t('composer.insertPlaceholderSubject')}>
                    <IconBraces size={16} aria-hidden />
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {EMAIL_PLACEHOLDERS.filter((name) => !name.endsWith('Link')).map((name) => (
                    <Menu.Item key={name} onClick={() => insertInSubject(name)}>
                      {t(`placeholders.${name}`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            </Group>
            <Input.Wrapper label={t('composer.body')} required error={errors.content} id={bodyId}>
              <Box mt={4}>
                <Suspense fallback={<Loader size="sm" aria-label={t('loading')} />}>
                  <EmailBodyField
                    initialHtml={saved.content}
                    label={t('composer.body')}
                    onChange={(html) => set('content', html)}
                    invalid={Boolean(errors.content)}
                    describedBy={errors.content ? `${bodyId}-error` : undefined}
                    withTemplates={Boolean(flags.emailTemplates)}
                    onTemplate={(template) => {
                      if (!draft.subject.trim() && template.subject) set('subject', template.subject);
                    }}
                  />
                </Suspense>
              </Box>
            </Input.Wrapper>
          </Stack>
        </Paper>
        <RecipientsSection
          value={draft.recipients}
          onChange={(recipients) => set('recipients', recipients)}
          people={email.recipients.people}
          startups={email.recipients.startups}
          viewLists={{
            applications: Boolean(flags.savedViewsApplications),
            users: Boolean(flags.savedViewsUsers),
            startups: Boolean(flags.savedViewsStartups),
          }}
          errors={errors}
        />
        <Paper withBorder p="md">
          <Stack gap="sm">
            <TagsInput
              label={t('composer.cc')}
              description={t('composer.copiesHint')}
              value={draft.cc}
              onChange={(cc) => set('cc', cc)}
              maxTags={EMAIL_COPIES_MAX}
              error={errors.cc ?? Object.entries(errors).find(([key, v]) => key.startsWith('cc.') && v)?.[1]}
              splitChars={[',', ' ', ';']}
              clearable
            />
            <TagsInput
              label={t('composer.bcc')}
              value={draft.bcc}
              onChange={(bcc) => set('bcc', bcc)}
              maxTags={EMAIL_COPIES_MAX}
              error={errors.bcc ?? Object.entries(errors).find(([key, v]) => key.startsWith('bcc.') && v)?.[1]}
              splitChars={[',', ' ', ';']}
              clearable
            />
            {flags.emailTemplates ? (
              <Select
                label={t('composer.design')}
                placeholder={t('composer.defaultDesign')}
                data={designs.map((d) => ({ value: d._id, label: d.isDefault ? t('composer.designDefault', { name: d.name }) : d.name }))}
                value={draft.layoutId}
                onChange={(layoutId) => set('layoutId', layoutId)}
                clearable
                error={errors.layoutId}
                comboboxProps={{ withinPortal: true }}
              />
            ) : null}
          </Stack>
        </Paper>
        <Group justify="flex-start">
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void discard()}>
            {t('composer.delete')}
          </Button>
        </Group>
      </Stack>
      {previewing ? <PreviewDialog emailId={email._id} onClose={() => setPreviewing(false)} /> : null}
      {scheduling ? (
        <RunAtDialog
          opened
          title={t('composer.scheduleTitle')}
          submitLabel={t('composer.scheduleSubmit')}
          initial={scheduledAt}
          onClose={() => setScheduling(false)}
          onSubmit={async (runAt) => {
            const answer = await schedule({ variables: { id: email._id, runAt }, context: OWN_ERRORS });
            if (answer.data) {
              setStatus(answer.data.scheduleEmail.status);
              setScheduledAt(answer.data.scheduleEmail.scheduledAt ?? null);
            }
            setScheduling(false);
            showSuccess(t('composer.scheduled'));
          }}
        />
      ) : null}
    </Container>
  );
}
