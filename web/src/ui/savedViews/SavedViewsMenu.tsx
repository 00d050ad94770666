import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconBookmark, IconBookmarkPlus, IconCheck, IconDeviceFloppy, IconEdit, IconSettings, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SavedViewList } from '@seedbed/contracts/saved-views';
import { Dialog } from '../dialog/Dialog';
import { confirm } from '../feedback/confirm';
import { showSuccess } from '../feedback/notify';
import { CREATE_SAVED_VIEW, DELETE_SAVED_VIEW, SAVED_VIEWS, UPDATE_SAVED_VIEW, type SavedViewEntry } from './graphql';
import type { SavedViewValues } from './SavedViewDialog';
import { sameFilters } from './sameFilters';

// The naming dialog (with the shared input checks) is downloaded when first opened.
const SavedViewDialog = lazy(async () => ({ default: (await import('./SavedViewDialog')).SavedViewDialog }));

export interface SavedViewsMenuProps<F extends object> {
  list: SavedViewList;
  /** The list's filters as they are now: what "Save current view…" keeps. */
  current: F;
  /** Puts a view's filters back on the list. */
  onApply: (filters: F) => void;
}

type Editing = { kind: 'new' } | { kind: 'rename'; view: SavedViewEntry } | null;

/**
 * The "Views" menu of a list: the person's own views, the views colleagues shared (named with
 * their owner), saving the current filters under a name, and renaming, updating or deleting
 * one's own. Offered by every list that has views (applications, users, startups), each behind its plan flag.
 */
export function SavedViewsMenu<F extends object>({ list, current, onApply }: SavedViewsMenuProps<F>) {
  const { t } = useTranslation('savedViews');
  const query = useQuery(SAVED_VIEWS, { variables: { list } });
  const views = query.data?.savedViews ?? [];
  const own = views.filter((v) => v.mine);
  const shared = views.filter((v) => !v.mine);
  const [editing, setEditingNow] = useState<Editing>(null);
  // Once opened the dialog stays mounted, so that it closes with its transition.
  const [everEdited, setEverEdited] = useState(false);
  const setEditing = (next: Editing) => {
    if (next) setEverEdited(true);
    setEditingNow(next);
  };
  const [managing, setManaging] = useState(false);
  const [create] = useMutation(CREATE_SAVED_VIEW);
  const [update] = useMutation(UPDATE_SAVED_VIEW);
  const [remove] = useMutation(DELETE_SAVED_VIEW);
  const refetch = () => void query.refetch();

  const apply = (view: SavedViewEntry) => {
    onApply(JSON.parse(view.filters) as F);
    showSuccess(t('applied', { name: view.name }));
  };

  const save = async ({ name, shared: isShared }: SavedViewValues) => {
    if (editing?.kind === 'rename') {
      await update({ variables: { id: editing.view._id, data: { name, shared: isShared } }, context: { showsOwnError: true } });
      showSuccess(t('renamed', { name }));
    } else {
      await create({ variables: { list, name, filters: JSON.stringify(current), shared: isShared }, context: { showsOwnError: true } });
      showSuccess(t('saved', { name }));
    }
    setEditing(null);
    refetch();
  };

  const replaceFilters = async (view: SavedViewEntry) => {
    try {
      await update({ variables: { id: view._id, data: { filters: JSON.stringify(current) } } });
      showSuccess(t('updated', { name: view.name }));
      refetch();
    } catch {
      // The app-wide toast has said why.
    }
  };

  const del = async (view: SavedViewEntry) => {
    const ok = await confirm({
      title: t('deleteTitle'),
      message: t(view.shared ? 'deleteSharedConfirm' : 'deleteConfirm', { name: view.name }),
      confirmLabel: t('delete'),
      cancelLabel: t('cancel'),
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: view._id } });
      showSuccess(t('deleted', { name: view.name }));
      refetch();
    } catch {
      // The app-wide toast has said why.
    }
  };

  const item = (view: SavedViewEntry) => {
    const active = sameFilters(view.filters, current);
    return (
      <Menu.Item
        key={view._id}
        onClick={() => apply(view)}
        leftSection={active ? <IconCheck size={16} aria-hidden /> : view.shared ? <IconUsers size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />}
        aria-current={active || undefined}
      >
        <Text size="sm" truncate="end">
          {view.name}
        </Text>
        {!view.mine && view.owner && (
          <Text size="xs" c="dimmed" truncate="end">
            {t('sharedBy', { name: view.owner.fullName })}
          </Text>
        )}
      </Menu.Item>
    );
  };

  return (
    <>
      <Menu position="bottom-end" width={300} withinPortal shadow="md">
        <Menu.Target>
          <Button variant="default" leftSection={<IconBookmark size={16} aria-hidden />} data-testid="saved-views-menu">
            {t('menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown style={{ maxWidth: 'calc(100vw - 24px)' }}>
          <Menu.Label>{t('mine')}</Menu.Label>
          {own.length ? (
            own.map(item)
          ) : (
            <Text size="sm" c="dimmed" px="sm" py={6}>
              {t('noneYet')}
            </Text>
          )}
          {shared.length > 0 && (
            <>
              <Menu.Divider />
              <Menu.Label>{t('shared')}</Menu.Label>
              {shared.map(item)}
            </>
          )}
          <Menu.Divider />
          <Menu.Item leftSection={<IconBookmarkPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'new' })}>
            {t('saveCurrent')}
          </Menu.Item>
          {own.length > 0 && (
            <Menu.Item leftSection={<IconSettings size={16} aria-hidden />} onClick={() => setManaging(true)}>
              {t('manage')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>

      {everEdited && (
        <Suspense fallback={null}>
          <SavedViewDialog
            opened={editing !== null}
            title={t(editing?.kind === 'rename' ? 'renameTitle' : 'saveTitle')}
            submitLabel={t(editing?.kind === 'rename' ? 'rename' : 'save')}
            initial={editing?.kind === 'rename' ? { name: editing.view.name, shared: editing.view.shared } : { name: '', shared: false }}
            onClose={() => setEditing(null)}
            onSubmit={save}
          />
        </Suspense>
      )}

      <Dialog opened={managing} onClose={() => setManaging(false)} title={t('manageTitle')} centered>
        <Stack gap="xs" data-testid="saved-views-manage">
          {own.length === 0 && <Text c="dimmed">{t('noneYet')}</Text>}
          {own.map((view) => (
            <Group key={view._id} justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text size="sm" truncate="end">
                  {view.name}
                </Text>
                {view.shared && (
                  <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                    {t('sharedBadge')}
                  </Badge>
                )}
              </Group>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" color="gray" aria-label={t('replaceWithCurrent', { name: view.name })} onClick={() => void replaceFilters(view)}>
                  <IconDeviceFloppy size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('renameView', { name: view.name })}
                  onClick={() => {
                    setManaging(false);
                    setEditing({ kind: 'rename', view });
                  }}
                >
                  <IconEdit size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={t('deleteView', { name: view.name })} onClick={() => void del(view)}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      </Dialog>
    </>
  );
}
