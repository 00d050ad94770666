import { lazy, Suspense, useId, useState } from 'react';
import { ActionIcon, CloseButton, Group, SegmentedControl, Stack, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencilPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_SEARCH_MAX } from '@seedbed/contracts/messages-input';
import { useShellUser } from '../../../shell/user/useShellUser';
import classes from '../messages.module.css';
import { ConversationList } from './ConversationList';
import { HistoryResults } from './HistoryResults';

const NewConversationDialog = lazy(async () => ({ default: (await import('../dialogs/NewConversationDialog')).NewConversationDialog }));

type Scope = 'conversations' | 'messages';

/** The inbox: one's conversations, searched by name or through the history of their messages, and a way to start one. */
export function Inbox({ selectedId }: { selectedId: string | null }) {
  const { t } = useTranslation('messages');
  const { user } = useShellUser();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [scope, setScope] = useState<Scope>('conversations');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [creating, setCreating] = useState(false);
  if (!user) return null;
  const searchingHistory = Boolean(debounced) && scope === 'messages';
  return (
    <section className={classes.inbox} aria-labelledby={headingId}>
      <div className={classes.header}>
        <Title order={2} size="h4" id={headingId} style={{ flex: 1 }}>
          {t('inbox.title')}
        </Title>
        <Tooltip label={t('new.open')}>
          <ActionIcon variant="light" size="lg" aria-label={t('new.open')} onClick={() => setCreating(true)}>
            <IconPencilPlus size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </div>
      <Stack gap="xs" px="md" py="sm">
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={MESSAGE_SEARCH_MAX}
          placeholder={t('inbox.searchPlaceholder')}
          aria-label={t('inbox.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search ? <CloseButton size="sm" aria-label={t('inbox.clearSearch')} onClick={() => setSearch('')} /> : null}
        />
        <Group gap="xs" wrap="wrap">
          {debounced ? (
            <SegmentedControl
              size="xs"
              value={scope}
              onChange={(value) => setScope(value as Scope)}
              aria-label={t('inbox.scope.label')}
              data={[
                { value: 'conversations', label: t('inbox.scope.conversations') },
                { value: 'messages', label: t('inbox.scope.messages') },
              ]}
            />
          ) : null}
          {searchingHistory ? null : (
            <SegmentedControl
              size="xs"
              value={unreadOnly ? 'unread' : 'all'}
              onChange={(value) => setUnreadOnly(value === 'unread')}
              aria-label={t('inbox.show.label')}
              data={[
                { value: 'all', label: t('inbox.show.all') },
                { value: 'unread', label: t('inbox.show.unread') },
              ]}
            />
          )}
        </Group>
      </Stack>
      <div className={classes.scroll}>
        {searchingHistory ? (
          <HistoryResults text={debounced} viewerId={user._id} />
        ) : (
          <ConversationList viewerId={user._id} selectedId={selectedId} search={debounced} unreadOnly={unreadOnly} onStart={() => setCreating(true)} />
        )}
      </div>
      {creating ? (
        <Suspense fallback={null}>
          <NewConversationDialog opened onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
