import { ActionIcon, Menu } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconArchive, IconCopy, IconDots, IconDownload, IconEdit, IconFileExport, IconLink, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { DELETE_FORM, DUPLICATE_FORM, FORM_PORTABLE, UPDATE_FORM_ROW, type FormRowData } from '../graphql';
import { builderPath, downloadPath, fileNameOf, printPath, saveFile, shareUrl } from '../shared/formText';

interface FormRowMenuProps {
  form: FormRowData;
  title: string;
  /** The row as it is now, or null once it left this list. */
  onChange: (form: FormRowData | null) => void;
  onReload: () => void;
}

/** What may be done to one form from the list; only shown to whoever may edit it. */
export function FormRowMenu({ form, title, onChange, onReload }: FormRowMenuProps) {
  const { t } = useTranslation('forms');
  const client = useApolloClient();
  const navigate = useNavigate();
  const [archive] = useMutation(UPDATE_FORM_ROW);
  const [duplicate] = useMutation(DUPLICATE_FORM);
  const [remove] = useMutation(DELETE_FORM);

  const setArchived = async (archived: boolean) => {
    try {
      await archive({ variables: { formId: form._id, data: { archived } } });
      onChange(null);
      showSuccess(t(archived ? 'management.archived' : 'management.unarchived', { title }), {
        undo: () => void archive({ variables: { formId: form._id, data: { archived: !archived } } }).then(onReload),
      });
    } catch {
      // The app-wide toast has said why.
    }
  };

  const copy = async () => {
    try {
      const answer = await duplicate({ variables: { formId: form._id } });
      if (answer.data) void navigate(builderPath(answer.data.duplicateForm._id));
    } catch {
      // The app-wide toast has said why.
    }
  };

  const exportFile = async () => {
    try {
      const answer = await client.query({ query: FORM_PORTABLE, variables: { id: form._id }, fetchPolicy: 'network-only' });
      if (answer.data) saveFile(fileNameOf(title, 'json'), answer.data.form.portable, 'application/json');
    } catch {
      // The app-wide toast has said why.
    }
  };

  const del = async () => {
    const ok = await confirm({
      title: t('management.deleteTitle'),
      message: t('management.deleteConfirm', { title }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
    });
    if (!ok) return;
    try {
      await remove({ variables: { formId: form._id } });
      onChange(null);
      showSuccess(t('management.deleted', { title }));
    } catch {
      // The app-wide toast has said why (a form with answers is archived instead).
    }
  };

  const copyLink = async () => {
    if (!form.shareId) return;
    await navigator.clipboard?.writeText(shareUrl(form.shareId));
    showSuccess(t('management.linkCopied'));
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('management.actionsFor', { title })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={builderPath(form._id)} leftSection={<IconEdit size={16} aria-hidden />}>
          {t('actions.edit')}
        </Menu.Item>
        {form.shareId && (
          <>
            <Menu.Item leftSection={<IconLink size={16} aria-hidden />} onClick={() => void copyLink()}>
              {t('actions.copyLink')}
            </Menu.Item>
            <Menu.Item component={Link} to={printPath(form.shareId)} target="_blank" leftSection={<IconPrinter size={16} aria-hidden />}>
              {t('actions.print')}
            </Menu.Item>
          </>
        )}
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
          {t('actions.duplicate')}
        </Menu.Item>
        {form.submissionCount > 0 && (
          <Menu.Item component={Link} to={downloadPath(form._id)} leftSection={<IconDownload size={16} aria-hidden />}>
            {t('actions.downloadAnswers')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconFileExport size={16} aria-hidden />} onClick={() => void exportFile()}>
          {t('actions.exportFile')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArchive size={16} aria-hidden />} onClick={() => void setArchived(!form.archived)}>
          {t(form.archived ? 'actions.unarchive' : 'actions.archive')}
        </Menu.Item>
        {form.submissionCount === 0 && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void del()}>
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
