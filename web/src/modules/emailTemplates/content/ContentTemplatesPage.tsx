import { useState } from 'react';
import { ActionIcon, Alert, Button, Card, Container, Group, Menu, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconDots, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EMAIL_TEMPLATE_SEARCH_MAX, EMAIL_TEMPLATES_PAGE_SIZE } from '@seedbed/contracts/email-templates';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { CONTENTS, DELETE_CONTENT, type ContentData } from '../graphql';
import { ContentTemplateDialog } from './ContentTemplateDialog';

/** The words of a body, for a row's second line. */
const excerpt = (html: string) => {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
};

/**
 * /emails/content-templates (plan flag emailTemplates): reusable subjects and bodies by name,
 * searched by words of the name and subject; each written and edited in a dialog.
 */
export function ContentTemplatesPage() {
  const { t } = useTranslation('emailTemplates');
  usePageTitle(t('titles.contents'));
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = usePagedList(async (cursor) => {
    const page = (await client.query({ query: CONTENTS, variables: { search: debounced || null, cursor, limit: EMAIL_TEMPLATES_PAGE_SIZE }, fetchPolicy: 'network-only' })).data
      ?.contentTemplates;
    return page && { results: page.results, next: page.next ?? null, totalCount: 0 };
  }, debounced);
  const [editing, setEditing] = useState<{ content: ContentData | null } | null>(null);
  const [remove] = useMutation(DELETE_CONTENT);

  const del = async (content: ContentData) => {
    const ok = await confirm({
      title: t('content.deleteTitle'),
      message: t('content.deleteConfirm', { name: content.name }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: content._id } });
      list.patch(content._id, null);
      showSuccess(t('content.deleted', { name: content.name }));
    } catch {
      // The app-wide notice has said why.
    }
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {t('content.title')}
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ content: null })}>
            {t('content.create')}
          </Button>
        </Group>
        <Text c="dimmed" size="sm">
          {t('content.intro')}
        </Text>
        <TextInput
          type="search"
          label={t('content.search')}
          placeholder={t('content.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={EMAIL_TEMPLATE_SEARCH_MAX}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {Boolean(list.error) && (
          <Alert color="red" role="alert">
            {errorMessage(list.error)}
          </Alert>
        )}
        {!list.loading && !list.error && list.rows.length === 0 ? (
          <Alert color="gray" title={t(debounced ? 'content.noMatchTitle' : 'content.emptyTitle')}>
            {t(debounced ? 'content.noMatch' : 'content.empty')}
          </Alert>
        ) : null}
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {list.rows.map((content) => (
            <Card key={content._id} component="li" withBorder p="sm" data-testid="content-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <UnstyledButton onClick={() => setEditing({ content })} miw={0} style={{ flex: 1 }} aria-label={t('content.editNamed', { name: content.name })}>
                  <Stack gap={2} miw={0}>
                    <Text fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                      {content.name}
                    </Text>
                    {content.subject ? (
                      <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                        {t('content.subjectLine', { subject: content.subject })}
                      </Text>
                    ) : null}
                    <Text size="sm" c="dimmed" dir="auto" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {excerpt(content.body)}
                    </Text>
                  </Stack>
                </UnstyledButton>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label={t('content.actionsFor', { name: content.name })}>
                      <IconDots size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing({ content })}>
                      {t('actions.edit')}
                    </Menu.Item>
                    <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void del(content)}>
                      {t('actions.delete')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            </Card>
          ))}
        </Stack>
        <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      </Stack>
      <ContentTemplateDialog
        opened={Boolean(editing)}
        content={editing?.content ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          const isNew = !editing?.content;
          setEditing(null);
          showSuccess(t('content.saved', { name: saved.name }));
          if (isNew) void list.reload();
          else list.patch(saved._id, () => saved);
        }}
      />
    </Container>
  );
}
