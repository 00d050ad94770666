import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Group, SegmentedControl, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useApolloClient } from '@apollo/client/react';
import { IconCalendarMonth, IconLayoutGrid, IconPlus, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { EVENT_VIEW_MODES, EVENTS_PAGE_SIZE, type EventScope, type EventViewMode } from '@seedbed/contracts/events';
import { localDate } from '@seedbed/contracts/time';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { browserTimeZone } from '../shared/format';
import type { EventListItem } from '../shared/graphql';
import { eventEditPath, eventPath } from '../shared/paths';
import { holds, mayOpenScope, readsEventTags } from './access';
import { createEventAndEdit } from './createEvent';
import { EmptyEvents } from './EmptyEvents';
import { EventCalendar } from './EventCalendar';
import { EventCards } from './EventCards';
import { EventFilters } from './EventFilters';
import { EventsLayout } from './EventsLayout';
import { EventTable } from './EventTable';
import { INCUBATOR_EVENTS } from './graphql';
import { addMonths, firstDayOfWeek, gridRange, monthDays } from './monthGrid';
import { hasFilters, readParams, toEventFilter, writeParams, type EventListParams } from './params';
import { useEventChoices } from './useChoices';
import { rememberedViewMode, rememberViewMode } from './viewMode';

/** The calendar reads a whole month; past this many pages it waits for "Load more" like the other views. */
const CALENDAR_MAX_PAGES = 10;
const VIEW_ICONS: Record<EventViewMode, ReactNode> = {
  CARD: <IconLayoutGrid size={16} aria-hidden />,
  TABLE: <IconTable size={16} aria-hidden />,
  CALENDAR: <IconCalendarMonth size={16} aria-hidden />,
};

/**
 * /events, /events/my-events, /events/planning and /events/unpublished (spec 3 §2): one list per
 * scope as cards, a table or a month calendar, filtered, page by page with the server's cursor.
 * The view and filters live in the address; the view chosen last is remembered in this browser.
 * Times are shown in the viewer's zone, with the event's own named when it differs.
 */
export function EventsListPage({ scope, timeZone: givenZone }: { scope: EventScope; timeZone?: string }) {
  const { t, i18n } = useTranslation('events');
  const { user } = useShellUser();
  const client = useApolloClient();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readParams(searchParams), [searchParams]);
  const [remembered] = useState(rememberedViewMode);
  const view = params.view ?? remembered;
  const timeZone = useMemo(() => givenZone ?? browserTimeZone(), [givenZone]);
  const today = localDate(new Date(), timeZone);
  const month = params.month ?? today.slice(0, 7);
  const locale = typeof navigator !== 'undefined' && navigator.language?.startsWith(i18n.language) ? navigator.language : i18n.language;
  const days = useMemo(() => monthDays(month, firstDayOfWeek(locale)), [month, locale]);

  const [search] = useDebouncedValue(params.search, 300);
  // The list starts over when the filter changes by value (its key); typing waits for the debounce.
  const filter = toEventFilter({ ...params, search }, view === 'CALENDAR' ? gridRange(days, timeZone) : null);
  const list = usePagedList<EventListItem>(
    async (cursor) => {
      const { data } = await client.query({ query: INCUBATOR_EVENTS, variables: { scope, filter, cursor, limit: EVENTS_PAGE_SIZE }, fetchPolicy: 'network-only' });
      return data ? { ...data.incubatorEvents, totalCount: 0 } : undefined;
    },
    JSON.stringify([scope, filter]),
  );
  const { hasMore, loading, loadMore, rows } = list;
  useEffect(() => {
    if (view === 'CALENDAR' && hasMore && !loading && rows.length < EVENTS_PAGE_SIZE * CALENDAR_MAX_PAGES) void loadMore();
  }, [view, hasMore, loading, rows.length, loadMore]);
  const choices = useEventChoices(rows, readsEventTags(user));

  const change = useCallback((next: Partial<EventListParams>) => setSearchParams((current) => writeParams(current, next), { replace: true }), [setSearchParams]);
  const chooseView = (mode: string) => {
    const next = EVENT_VIEW_MODES.find((m) => m === mode);
    if (!next) return;
    rememberViewMode(next);
    change({ view: next });
  };
  const stepMonth = (step: -1 | 0 | 1) => setSearchParams((current) => writeParams(current, { month: step === 0 ? null : addMonths(month, step) }));

  const mayCreate = holds(user, 'EVENT:CREATE');
  const [creating, setCreating] = useState(false);
  const create = async () => {
    setCreating(true);
    try {
      await createEventAndEdit({ client, navigate });
    } catch {
      // The app-wide message for a refused change has said why.
    } finally {
      setCreating(false);
    }
  };
  // Drafts are worked on in the editor; everything else opens on its page.
  const hrefOf = (event: EventListItem) => ((scope === 'CREATED_BY_ME' || scope === 'UNPUBLISHED') && event.status === 'DRAFT' ? eventEditPath(event._id) : eventPath(event._id));

  if (user && !mayOpenScope(user, scope)) return <Navigate to="/events" replace />;
  const filtered = hasFilters(params);
  const empty = !list.loading && list.rows.length === 0 && !list.error && view !== 'CALENDAR';

  return (
    <EventsLayout
      scope={scope}
      actions={
        <Group gap="sm" wrap="wrap">
          {mayCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} loading={creating} onClick={() => void create()}>
              {t('actions.create')}
            </Button>
          )}
          <SegmentedControl
            value={view}
            onChange={chooseView}
            aria-label={t('view.label')}
            data={EVENT_VIEW_MODES.map((mode) => ({ value: mode, label: <ViewLabel icon={VIEW_ICONS[mode]} text={t(`view.${mode}`)} /> }))}
          />
        </Group>
      }
    >
      <EventFilters params={params} onChange={change} showType={Boolean(user?.flags.oneOnOneEvents)} showWhen={view !== 'CALENDAR'} tags={choices.tags} topics={choices.topics} />
      {Boolean(list.error) && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      {view === 'CARD' && <EventCards events={list.rows} timeZone={timeZone} hrefOf={hrefOf} />}
      {view === 'TABLE' && list.rows.length > 0 && <EventTable events={list.rows} timeZone={timeZone} hrefOf={hrefOf} />}
      {view === 'CALENDAR' && <EventCalendar events={list.rows} month={month} days={days} today={today} timeZone={timeZone} hrefOf={hrefOf} onMonth={stepMonth} />}
      {empty && (
        <EmptyEvents
          scope={scope}
          filtered={filtered}
          past={params.past}
          onClearFilters={() => change({ search: '', type: null, tagIds: [], topicIds: [] })}
          onCreate={mayCreate ? () => void create() : undefined}
        />
      )}
      <Text aria-live="polite" size="sm" c="dimmed">
        <VisuallyHidden>{list.loading ? '' : t('list.shown', { number: list.rows.length })}</VisuallyHidden>
      </Text>
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
    </EventsLayout>
  );
}

/** An icon with its word; on phones only the icon shows, the word stays for screen readers. */
function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <Text size="sm" visibleFrom="xs" span>
        {text}
      </Text>
      <VisuallyHidden hiddenFrom="xs">{text}</VisuallyHidden>
    </Group>
  );
}

export const FeedEventsPage = () => <EventsListPage scope="FEED" />;
export const MyEventsPage = () => <EventsListPage scope="MY" />;
export const PlanningEventsPage = () => <EventsListPage scope="CREATED_BY_ME" />;
export const UnpublishedEventsPage = () => <EventsListPage scope="UNPUBLISHED" />;
