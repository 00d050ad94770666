import { ActionIcon, Menu } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconArchive, IconArchiveOff, IconCopy, IconDots, IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { ARCHIVE_FUNNEL, DELETE_FUNNEL, type FunnelRowData } from '../graphql';
import { builderPath } from '../paths';

interface FunnelRowMenuProps {
  funnel: FunnelRowData;
  /** The row as it is now, or null once it left this list. */
  onChange: (funnel: FunnelRowData | null) => void;
  onClone: () => void;
  canClone: boolean;
}

/**
 * What may be done to one funnel from the list. A funnel that received applications is archived
 * before it can be deleted (the server says so when asked too early).
 */
export function FunnelRowMenu({ funnel, onChange, onClone, canClone }: FunnelRowMenuProps) {
  const { t } = useTranslation('funnels');
  const [archive] = useMutation(ARCHIVE_FUNNEL);
  const [remove] = useMutation(DELETE_FUNNEL);

  const setArchived = async (archived: boolean) => {
    try {
      await archive({ variables: { id: funnel._id, archived } });
      onChange(null);
      showSuccess(t(archived ? 'management.archivedDone' : 'management.unarchivedDone', { name: funnel.name }));
    } catch {
      // The app-wide toast has said why.
    }
  };

  const del = async () => {
    const ok = await confirm({
      title: t('management.deleteTitle'),
      message: t(funnel.applicationCount > 0 ? 'management.deleteWithApplications' : 'management.deleteConfirm', { name: funnel.name, count: funnel.applicationCount }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: funnel._id } });
      onChange(null);
      showSuccess(t('management.deleted', { name: funnel.name }));
    } catch {
      // The app-wide toast has said why.
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('management.actionsFor', { name: funnel.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {funnel.viewerCan.edit && (
          <Menu.Item component={Link} to={builderPath(funnel._id)} leftSection={<IconEdit size={16} aria-hidden />}>
            {t('management.openBuilder')}
          </Menu.Item>
        )}
        {canClone && (
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={onClone}>
            {t('management.clone')}
          </Menu.Item>
        )}
        {funnel.viewerCan.edit && (
          <Menu.Item
            leftSection={funnel.archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
            onClick={() => void setArchived(!funnel.archived)}
          >
            {t(funnel.archived ? 'management.unarchive' : 'management.archive')}
          </Menu.Item>
        )}
        {funnel.viewerCan.delete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void del()}>
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
