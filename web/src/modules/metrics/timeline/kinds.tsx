import { List, Text } from '@mantine/core';
import { IconCalendarDue, IconChartBar, IconCheckupList, IconPlayerSkipForward, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimelineKindItem, TimelineKindModule } from '../../../app/features/types';
import type { TimelineAuthor } from '../../startupFile/graphql';
import { DataValueTable, valuesCsv } from './dataValues';
import {
  CATEGORIZATION_SKIP_FIELDS,
  CATEGORIZATION_UPDATE_FIELDS,
  DATA_DUE_FIELDS,
  NON_TOP_LEVEL_SUBMITTED_FIELDS,
  TOP_LEVEL_SUBMITTED_FIELDS,
  type CategorizationUpdateItem,
  type DataDueItem,
  type SubmittedItem,
} from './graphql';
import { PostCard } from './PostCard';

type Shared = { _id: string; createdAt: string; createdBy?: TimelineAuthor | null };
const as = <T,>(item: TimelineKindItem) => item as unknown as T & Shared;

const day = (language: string, value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`)) : '';

function DataDueCard({ item }: { item: TimelineKindItem }) {
  const { t, i18n } = useTranslation('metrics');
  const post = as<DataDueItem>(item);
  return (
    <PostCard
      author={post.createdBy}
      createdAt={post.createdAt}
      label={t('timeline.kinds.DataDueEvent')}
      icon={<IconCalendarDue size={16} />}
      color="orange"
      title={t('timeline.due', { date: day(i18n.language, post.dueDate) })}
    >
      {post.from && post.to ? (
        <Text size="sm" c="dimmed">
          {t('timeline.period', { from: day(i18n.language, post.from), to: day(i18n.language, post.to) })}
        </Text>
      ) : null}
    </PostCard>
  );
}

function SubmittedCard({ item, own }: { item: TimelineKindItem; own: boolean }) {
  const { t, i18n } = useTranslation('metrics');
  const post = as<SubmittedItem>(item);
  const kind = own ? 'NonTopLevelDataSubmittedEvent' : 'TopLevelDataSubmittedEvent';
  const edit = post.editedBy;
  const editedAt = edit ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(edit.editedAt)) : '';
  const editLine = !edit
    ? null
    : edit.editedBy
      ? t(edit.onBehalf ? 'timeline.editedOnBehalf' : 'timeline.edited', { name: edit.editedBy.fullName, date: editedAt })
      : t('timeline.editedByLink', { date: editedAt });
  return (
    <PostCard
      author={post.createdBy}
      createdAt={post.createdAt}
      label={t(`timeline.kinds.${kind}`)}
      icon={own ? <IconListDetails size={16} /> : <IconChartBar size={16} />}
      color="teal"
      title={t(own ? 'timeline.ownSubmitted' : 'timeline.submitted', { date: day(i18n.language, post.from ?? post.dueDate) })}
    >
      <DataValueTable items={post.data} />
      {editLine ? (
        <Text size="xs" c="dimmed">
          {editLine}
        </Text>
      ) : null}
    </PostCard>
  );
}

function CategorizationCard({ item }: { item: TimelineKindItem }) {
  const { t } = useTranslation('metrics');
  const post = as<CategorizationUpdateItem>(item);
  const answer = (value: boolean | null | undefined) =>
    value === true ? t('founder.categorization.yes') : value === false ? t('founder.categorization.no') : t('timeline.unanswered');
  return (
    <PostCard
      author={post.createdBy}
      createdAt={post.createdAt}
      label={t('timeline.kinds.DataCategorizationUpdate')}
      icon={<IconCheckupList size={16} />}
      color="grape"
      title={t('timeline.categorized')}
    >
      <List size="sm" spacing={2}>
        <List.Item>
          {t('founder.categorization.delay')} <strong>{answer(post.delayReporting)}</strong>
        </List.Item>
        {post.answers.map((a) => (
          <List.Item key={a.key}>
            {a.label} <strong>{answer(a.value)}</strong>
          </List.Item>
        ))}
      </List>
    </PostCard>
  );
}

function CategorizationSkipCard({ item }: { item: TimelineKindItem }) {
  const { t } = useTranslation('metrics');
  const post = as<object>(item);
  return (
    <PostCard
      author={post.createdBy}
      createdAt={post.createdAt}
      label={t('timeline.kinds.DataCategorizationSkip')}
      icon={<IconPlayerSkipForward size={16} />}
      color="gray"
      title={t('timeline.categorizationSkipped')}
    />
  );
}

export const dataDueKind: TimelineKindModule = {
  fragment: DATA_DUE_FIELDS,
  Component: ({ item }) => <DataDueCard item={item} />,
  csvText: (item, t) => t('metrics:timeline.due', { date: as<DataDueItem>(item).dueDate ?? '' }),
};

export const topLevelSubmittedKind: TimelineKindModule = {
  fragment: TOP_LEVEL_SUBMITTED_FIELDS,
  Component: ({ item }) => <SubmittedCard item={item} own={false} />,
  csvText: (item, t) => valuesCsv(as<SubmittedItem>(item).data, t),
};

export const nonTopLevelSubmittedKind: TimelineKindModule = {
  fragment: NON_TOP_LEVEL_SUBMITTED_FIELDS,
  Component: ({ item }) => <SubmittedCard item={item} own />,
  csvText: (item, t) => valuesCsv(as<SubmittedItem>(item).data, t),
};

export const categorizationUpdateKind: TimelineKindModule = {
  fragment: CATEGORIZATION_UPDATE_FIELDS,
  Component: ({ item }) => <CategorizationCard item={item} />,
  csvText: (item, t) =>
    as<CategorizationUpdateItem>(item)
      .answers.map((a) => `${a.label} ${a.value === true ? t('metrics:founder.categorization.yes') : a.value === false ? t('metrics:founder.categorization.no') : ''}`.trim())
      .join('; '),
};

export const categorizationSkipKind: TimelineKindModule = {
  fragment: CATEGORIZATION_SKIP_FIELDS,
  Component: ({ item }) => <CategorizationSkipCard item={item} />,
  csvText: (_item, t) => t('metrics:timeline.categorizationSkipped'),
};
