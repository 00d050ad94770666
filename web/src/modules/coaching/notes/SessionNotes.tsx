import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Button, Card, Group, Loader, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showError } from '../../../ui/feedback/notify';
import { SAVE_SESSION_NOTES, SESSION_NOTES, SESSION_NOTES_UPDATED, SESSION_PRESENCE } from './graphql';
import { useNotesDraft, type NotesField } from './useNotesDraft';

// The editor (tiptap) is downloaded with the notes only.
const NotesEditor = lazy(async () => ({ default: (await import('./NotesEditor')).NotesEditor }));

const NOTE_KINDS = new Set(['NOTES', 'STAFF_NOTES', 'DETAILS']);
/** How long someone counts as typing after they last said so. */
const EDITING_MS = 30_000;
/** While typing, the others are told again this often. */
const PRESENCE_REPEAT_MS = 20_000;
/** An open page says it is there this often; someone unheard for longer than PRESENT_MS has left. */
const HEARTBEAT_MS = 60_000;
const PRESENT_MS = 90_000;

/**
 * A session's notes (spec 2 §3): the notes everyone taking part shares and, for the staff side,
 * the staff's own with a switch sharing them with the startup. Saved as the person types, shown
 * live to everyone else on the page, with who is typing; a save over someone else's newer one
 * asks what to keep.
 */
export function SessionNotes({ sessionId }: { sessionId?: string; startupId?: string }) {
  const { t } = useTranslation('coachingNotes');
  const errorMessage = useErrorMessage();
  const id = sessionId ?? '';
  const { data, refetch } = useQuery(SESSION_NOTES, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network' });
  const notes = data?.coachingSession ?? undefined;
  const draft = useNotesDraft(id, notes);
  const [announce] = useMutation(SESSION_PRESENCE, { context: { silent: true } });
  const [saveNow, sharing] = useMutation(SAVE_SESSION_NOTES, { context: { showsOwnError: true } });
  const [others, setOthers] = useState<Record<string, { name: string; editing: boolean; until: number }>>({});
  const [, tick] = useState(0);
  const lastAnnounced = useRef(0);

  useSubscription(SESSION_NOTES_UPDATED, {
    variables: { sessionId: id },
    skip: !notes,
    onData: ({ data: pushed }) => {
      const update = pushed.data?.coachingSessionUpdated;
      if (!update) return;
      if (update.kind === 'PRESENCE' && update.by) {
        const by = update.by;
        const editing = Boolean(update.editing);
        setOthers((current) => ({ ...current, [by._id]: { name: by.fullName, editing, until: Date.now() + (editing ? EDITING_MS : PRESENT_MS) } }));
        return;
      }
      // A save this page already holds is not read again.
      if (NOTE_KINDS.has(update.kind) && (update.notesRevision === null || update.notesRevision === undefined || update.notesRevision > (draft.base.current ?? -1)))
        void refetch().catch(() => undefined);
    },
  });

  // Someone who stopped saying they type counts as only looking; someone unheard for long has left.
  useEffect(() => {
    if (!Object.keys(others).length) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setOthers((current) =>
        Object.fromEntries(
          Object.entries(current)
            .map(([userId, o]) => [userId, o.until > now || !o.editing ? o : { ...o, editing: false, until: now + PRESENT_MS - EDITING_MS }] as const)
            .filter(([, o]) => o.until > now),
        ),
      );
      tick((n) => n + 1);
    }, 5000);
    return () => clearInterval(timer);
  }, [others]);

  // This page tells the others it is open, now and then, for as long as it is.
  const loaded = Boolean(notes);
  useEffect(() => {
    if (!loaded || !id) return;
    const present = () => void announce({ variables: { sessionId: id, editing: false } }).catch(() => undefined);
    present();
    const timer = setInterval(present, HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [loaded, id, announce]);

  const say = (editing: boolean) => {
    lastAnnounced.current = editing ? Date.now() : 0;
    void announce({ variables: { sessionId: id, editing } }).catch(() => undefined);
  };
  const change = (field: NotesField, html: string) => {
    draft.change(field, html);
    if (Date.now() - lastAnnounced.current > PRESENCE_REPEAT_MS) say(true);
  };

  if (!notes) return null;
  const readsStaff = notes.staffEditor !== null && notes.staffEditor !== undefined;
  const typing = Object.values(others)
    .filter((o) => o.editing)
    .map((o) => o.name);
  const looking = Object.values(others)
    .filter((o) => !o.editing)
    .map((o) => o.name);

  const editorFor = (field: NotesField, label: string, canWrite: boolean) => (
    <Suspense fallback={<Loader size="sm" aria-label={t('loading')} />}>
      <NotesEditor
        html={draft.html(field)}
        version={draft.versions[field]}
        label={label}
        readOnly={!canWrite}
        onChange={(html) => change(field, html)}
        onFocus={() => canWrite && say(true)}
        onBlur={() => {
          if (!canWrite) return;
          say(false);
          void draft.flush();
        }}
      />
    </Suspense>
  );

  const shareStaffNotes = async (shared: boolean) => {
    // Unsaved text goes first, so that this save starts from the revision it made.
    await draft.flush();
    try {
      await saveNow({ variables: { id, input: { staffEditorPublic: shared, revision: draft.base.current ?? notes.notesRevision } } });
    } catch (error) {
      showError(errorMessage(error));
      void refetch().catch(() => undefined);
    }
  };

  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="session-notes-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="session-notes-title">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {typing.length
              ? t('editing', { count: typing.length, names: typing.join(', ') })
              : draft.state === 'saving'
                ? t('saving')
                : draft.dirty
                  ? t('unsaved')
                  : draft.state === 'saved'
                    ? t('saved')
                    : ''}
          </Text>
        </Group>
        {looking.length ? (
          <Text size="xs" c="dimmed">
            {t('alsoHere', { names: looking.join(', ') })}
          </Text>
        ) : null}
        {draft.conflict ? (
          <Alert color="orange" title={t('conflict.title')} role="alert">
            <Stack gap="xs">
              <Text size="sm">{t('conflict.message')}</Text>
              <Group gap="xs" wrap="wrap">
                <Button size="xs" onClick={() => draft.resolve('both')}>
                  {t('conflict.keepBoth')}
                </Button>
                <Button size="xs" variant="light" onClick={() => draft.resolve('mine')}>
                  {t('conflict.keepMine')}
                </Button>
                <Button size="xs" variant="subtle" onClick={() => draft.resolve('theirs')}>
                  {t('conflict.useTheirs')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : draft.state === 'failed' ? (
          <Alert color="red" role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('failed')}</Text>
              <Button size="xs" variant="light" onClick={() => void draft.flush()}>
                {t('retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {readsStaff ? (
          <Tabs defaultValue="shared" keepMounted>
            <Tabs.List>
              <Tabs.Tab value="shared">{t('shared')}</Tabs.Tab>
              <Tabs.Tab value="staff">{t('staff')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="shared" pt="sm">
              {editorFor('editor', t('shared'), notes.viewerMayWriteNotes)}
            </Tabs.Panel>
            <Tabs.Panel value="staff" pt="sm">
              <Stack gap="xs">
                {notes.viewerMayWriteStaffNotes ? (
                  <Switch
                    checked={notes.staffEditorPublic}
                    disabled={sharing.loading}
                    onChange={(event) => void shareStaffNotes(event.currentTarget.checked)}
                    label={t('shareWithStartup')}
                    description={t('shareWithStartupHint')}
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('sharedByStaff')}
                  </Text>
                )}
                {editorFor('staffEditor', t('staff'), notes.viewerMayWriteStaffNotes)}
              </Stack>
            </Tabs.Panel>
          </Tabs>
        ) : (
          editorFor('editor', t('shared'), notes.viewerMayWriteNotes)
        )}
      </Stack>
    </Card>
  );
}
