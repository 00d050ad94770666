import { useId, useMemo, useState, type FormEvent } from 'react';
import { Box, Grid, Paper, Stack, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { useForm } from '../../../ui/form/useForm';
import { EventSummary } from '../page/EventSummary';
import { CancelEventDialog } from './CancelEventDialog';
import { EditorHeader } from './EditorHeader';
import { eventRules, eventValues, serverFieldErrors, toEventInput, type EventFormField, type EventFormValues } from './eventForm';
import { UPDATE_EVENT, type EditedEvent } from './graphql';
import { previewProps } from './preview';
import { useScopeQuestion } from './ScopeDialog';
import { BasicsSection } from './sections/BasicsSection';
import { LinksSection } from './sections/LinksSection';
import { OneOnOneSection } from './sections/OneOnOneSection';
import type { SectionProps } from './sections/types';
import { VisibilitySection } from './sections/VisibilitySection';
import { WhenSection } from './sections/WhenSection';
import { WhereSection } from './sections/WhereSection';
import { WhoSection } from './sections/WhoSection';
import { useEditorChoices } from './useEditorChoices';
import { useEventActions } from './useEventActions';
import { usePeopleNames } from './usePeopleNames';
import { useUnsavedGuard } from '../../../ui/form/useUnsavedGuard';

/** The form shows a failed save itself: on its fields, else in one toast. */
const OWN_ERRORS = { showsOwnError: true };

/** The event editor (spec 3 §2, /events/:id/edit): the form in sections, a live preview beside it (below it on a phone). */
export function EventEditor({ initialEvent }: { initialEvent: EditedEvent }) {
  const { t: translate } = useTranslation(['eventEditor', 'common', 'validation']);
  const t = translate as SectionProps['t'];
  const tf = translate as unknown as TFunction;
  const errorMessage = useErrorMessage();
  const { user } = useShellUser();
  const formId = useId();
  const [event, setEvent] = useState(initialEvent);
  const [saved, setSaved] = useState(() => eventValues(initialEvent));
  const rules = useMemo(() => eventRules(tf, (field) => labelOf(tf, field)), [tf]);
  const form = useForm<EventFormValues>(saved, rules);
  const [serverErrors, setServerErrors] = useState<Partial<Record<EventFormField, string>>>({});
  const [update, updating] = useMutation(UPDATE_EVENT, { refetchQueries: ['IncubatorEvents', 'IncubatorEventPage'] });
  const inSeries = Boolean(event.seriesId);
  const scope = useScopeQuestion(inSeries, tf);
  const guard = useUnsavedGuard(form.dirty);
  const choices = useEditorChoices(event, tf);
  const names = usePeopleNames(form.values.hostIds, event.hosts);

  /** The server's event after a change: the form starts again from it, keeping edits not saved. */
  const takeEvent = (next: EditedEvent, replaceValues: boolean) => {
    setEvent(next);
    if (!replaceValues) return;
    const values = eventValues(next);
    setSaved(values);
    form.reset(values);
  };
  const actions = useEventActions({ event, t: tf, askScope: scope.ask, onChanged: (next) => takeEvent(next, !form.dirty), release: guard.release });

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    const chosen = await scope.ask(t('actions.save'), t('actions.save'));
    if (!chosen) return;
    try {
      const answer = await update({ variables: { eventId: event._id, data: toEventInput(values), scope: chosen }, context: OWN_ERRORS });
      if (answer.data) takeEvent(answer.data.updateIncubatorEvent, true);
      showSuccess(t('done.saved'));
    } catch (error) {
      const fields = serverFieldErrors(error);
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) showError(errorMessage(error));
    }
  });

  const field: SectionProps['field'] = (name) => {
    const props = form.field(name);
    return {
      ...props,
      error: props.error ?? serverErrors[name],
      onChange: (next) => {
        setServerErrors(({ [name]: _dropped, ...rest }) => rest as typeof serverErrors);
        props.onChange(next);
      },
    };
  };
  const sectionProps: SectionProps = { form, field, t };
  const oneOnOneAllowed = Boolean(user?.flags.oneOnOneEvents);
  const preview = previewProps(form.values, { status: event.status, names, tags: choices.tagMap });

  return (
    <Box p={{ base: 'sm', sm: 'lg' }} maw={1400} mx="auto">
      <Stack gap="lg">
        <EditorHeader
          event={event}
          t={tf}
          formId={formId}
          saving={updating.loading}
          dirty={form.dirty}
          mayDuplicate={Boolean(user?.permissions['EVENT:CREATE'] || user?.permissions['EVENT:EDIT'])}
          actions={actions}
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <form id={formId} onSubmit={(e: FormEvent) => submit(e)} noValidate aria-label={t('formLabel')}>
              <Stack gap="md">
                <BasicsSection {...sectionProps} oneOnOneAllowed={oneOnOneAllowed} tagChoices={choices.tags} topicChoices={choices.topics} />
                <WhenSection {...sectionProps} inSeries={inSeries} />
                <WhereSection {...sectionProps} />
                <WhoSection {...sectionProps} hosts={event.hosts} names={names} />
                {form.values.eventType === 'ONE_ON_ONE' ? <OneOnOneSection {...sectionProps} /> : null}
                <VisibilitySection
                  {...sectionProps}
                  choices={{ userRoles: choices.roles, userTags: choices.userTags, startupTags: choices.startupTags, startupPrograms: choices.programs }}
                />
                <LinksSection {...sectionProps} />
              </Stack>
            </form>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper component="aside" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} pos={{ base: 'static', md: 'sticky' }} top={16} aria-labelledby={`${formId}-preview`}>
              <Stack gap="sm">
                <Title order={2} size="h4" id={`${formId}-preview`}>
                  {t('preview')}
                </Title>
                <Box data-testid="event-preview">
                  <EventSummary {...preview} />
                </Box>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
      {scope.dialog}
      <CancelEventDialog opened={actions.cancelling} busy={actions.cancelBusy} t={tf} onClose={actions.closeCancel} onConfirm={(message) => void actions.confirmCancel(message)} />
    </Box>
  );
}

/** A field's name in messages ("Title is a required field"). */
function labelOf(t: TFunction, field: EventFormField): string {
  const own: Partial<Record<EventFormField, string>> = {
    tagIds: 'fields.tags',
    topicIds: 'fields.topics',
    hostIds: 'fields.hosts',
    calendarHostId: 'fields.calendarHost',
    interval: 'fields.repeat',
    noticeEnabled: 'fields.notice',
    visibility: 'sections.visibility',
    oneOnOneDates: 'oneOnOne.windows',
    attachmentLinks: 'sections.links',
  };
  return t(own[field] ?? `fields.${field}`);
}
