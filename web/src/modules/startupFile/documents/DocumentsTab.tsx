import { useCallback, useEffect, useState } from 'react';
import { ActionIcon, Alert, Anchor, Breadcrumbs, Button, Center, Group, Loader, Menu, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconDots, IconDownload, IconEye, IconFile, IconFolder, IconFolderPlus, IconPencil, IconArrowsMove, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DOCUMENT_FOLDER_MAX_LENGTH } from '@seedbed/contracts/startups';
import { useRestErrorMessage } from '../../../app/http/useRestErrorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { useStartupFile } from '../StartupFileContext';
import { DropArea } from './DropArea';
import { FilePreview, type PreviewedFile } from './FilePreview';
import { deleteFile, listStartupFiles, listStartupFolders, moveFile, previewKind, renameFile, renameFolder, uploadFile, type DocumentFolder, type StoredFile } from './files';
import { childFolders, folderInside, folderTrail, parentFolder } from './folders';
import classes from './documents.module.css';

type Naming = { kind: 'newFolder' } | { kind: 'renameFolder'; folder: DocumentFolder } | { kind: 'renameFile'; file: StoredFile } | { kind: 'moveFile'; file: StoredFile };

/** documents (plan flag startupDocuments): the startup's files in folders, uploaded by dropping them, previewed in place. */
export function DocumentsTab({ startupId }: { startupId: string }) {
  const { t, i18n } = useTranslation('startupFile');
  const startup = useStartupFile();
  const canEdit = startup.viewerCan.editDocuments;
  const confirm = useConfirm();
  const restErrorMessage = useRestErrorMessage();
  const [params, setParams] = useSearchParams();
  const current = params.get('folder') ?? '';
  const [files, setFiles] = useState<StoredFile[] | null>(null);
  const [folders, setFolders] = useState<DocumentFolder[]>([]);
  const [pending, setPending] = useState<string[]>([]);
  const [failed, setFailed] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [previewed, setPreviewed] = useState<PreviewedFile | null>(null);
  const [naming, setNaming] = useState<Naming | null>(null);

  const open = (path: string) => setParams(path ? { folder: path } : {});

  const reload = useCallback(async () => {
    try {
      const [inFolder, allFolders] = await Promise.all([listStartupFiles(startupId, current), listStartupFolders(startupId)]);
      setFiles(inFolder);
      setFolders(allFolders);
      setFailed(undefined);
    } catch (error) {
      setFailed(restErrorMessage(error));
    }
  }, [startupId, current, restErrorMessage]);

  useEffect(() => {
    setFiles(null);
    void reload();
  }, [reload]);

  async function upload(chosen: File[]) {
    setUploading(true);
    const refused: string[] = [];
    for (const file of chosen) {
      try {
        await uploadFile(file, { referenceId: startupId, folder: current });
      } catch (error) {
        refused.push(`${file.name}: ${restErrorMessage(error)}`);
      }
    }
    setUploading(false);
    const done = chosen.length - refused.length;
    if (done > 0) showSuccess(t('documents.uploaded', { count: done }));
    if (refused.length) showError(refused.join('\n'));
    await reload();
  }

  async function remove(file: StoredFile) {
    const sure = await confirm({ title: t('documents.deleteTitle'), message: t('documents.deleteMessage', { name: file.name }), confirmLabel: t('documents.delete') });
    if (!sure) return;
    try {
      await deleteFile(startupId, file._id);
      showSuccess(t('documents.deleted', { name: file.name }));
      await reload();
    } catch (error) {
      showError(restErrorMessage(error));
    }
  }

  async function name(value: string) {
    if (!naming) return;
    try {
      if (naming.kind === 'newFolder') {
        const path = folderInside(current, value);
        if (path) setPending((list) => [...list, path]);
        setNaming(null);
        if (path) open(path);
        return;
      }
      if (naming.kind === 'renameFolder') {
        const to = folderInside(parentFolder(naming.folder.path), value);
        await renameFolder(startupId, naming.folder.path, to);
        showSuccess(t('documents.folderRenamed'));
      } else if (naming.kind === 'renameFile') {
        await renameFile(naming.file._id, value);
        showSuccess(t('documents.fileRenamed'));
      } else {
        await moveFile(naming.file._id, folderInside('', value));
        showSuccess(t('documents.fileMoved', { name: naming.file.name }));
      }
      setNaming(null);
      await reload();
    } catch (error) {
      showError(restErrorMessage(error));
    }
  }

  const size = (bytes: number) => {
    const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(1, bytes / 1024), 'kilobyte'];
    return new Intl.NumberFormat(i18n.language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  };
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const subfolders = childFolders(folders, current, pending);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Breadcrumbs separatorMargin={4} aria-label={t('documents.trail')} style={{ flexWrap: 'wrap' }}>
          <Anchor component="button" type="button" size="sm" onClick={() => open('')} aria-current={current === '' ? 'location' : undefined}>
            {t('documents.title')}
          </Anchor>
          {folderTrail(current).map((step) => (
            <Anchor key={step.path} component="button" type="button" size="sm" onClick={() => open(step.path)} aria-current={step.path === current ? 'location' : undefined}>
              {step.name}
            </Anchor>
          ))}
        </Breadcrumbs>
        {canEdit ? (
          <Button variant="default" size="sm" leftSection={<IconFolderPlus size={16} aria-hidden />} onClick={() => setNaming({ kind: 'newFolder' })}>
            {t('documents.newFolder')}
          </Button>
        ) : null}
      </Group>
      {canEdit ? (
        <DropArea onFiles={(chosen) => void upload(chosen)} busy={uploading} hint={current ? t('documents.dropInto', { folder: current }) : t('documents.dropHint')} />
      ) : null}
      {failed ? (
        <Alert color="red" role="alert">
          {failed}
        </Alert>
      ) : null}
      {files === null && !failed ? (
        <Center py="lg">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : files ? (
        <Paper withBorder radius="md" px="sm">
          {subfolders.length === 0 && files.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {current ? t('documents.emptyFolder') : t('documents.empty')}
            </Text>
          ) : null}
          <ul aria-label={t('documents.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {subfolders.map((folder) => (
              <li key={folder.path} className={classes.row}>
                <IconFolder size={20} aria-hidden />
                <UnstyledButton className={classes.name} onClick={() => open(folder.path)}>
                  <Text size="sm" fw={500}>
                    {folder.name}
                  </Text>
                </UnstyledButton>
                <Text size="xs" c="dimmed">
                  {t('documents.fileCount', { count: folder.count })}
                </Text>
                {canEdit && folder.count + folders.filter((f) => f.path.startsWith(`${folder.path}/`)).length > 0 ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('documents.renameFolderOf', { name: folder.name })}
                    onClick={() => setNaming({ kind: 'renameFolder', folder })}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                ) : null}
              </li>
            ))}
            {files.map((file) => (
              <li key={file._id} className={classes.row}>
                <IconFile size={20} aria-hidden />
                {previewKind(file.fileType) ? (
                  <UnstyledButton className={classes.name} onClick={() => setPreviewed(file)}>
                    <Text size="sm">{file.name}</Text>
                  </UnstyledButton>
                ) : (
                  <Anchor className={classes.name} href={file.url} download={file.name} size="sm">
                    {file.name}
                  </Anchor>
                )}
                <Text size="xs" c="dimmed" visibleFrom="xs">
                  {size(file.size)} · {date(file.createdAt)}
                </Text>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label={t('documents.actionsOf', { name: file.name })}>
                      <IconDots size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {previewKind(file.fileType) ? (
                      <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => setPreviewed(file)}>
                        {t('documents.preview')}
                      </Menu.Item>
                    ) : null}
                    <Menu.Item component="a" href={file.url} download={file.name} leftSection={<IconDownload size={16} aria-hidden />}>
                      {t('documents.download')}
                    </Menu.Item>
                    {canEdit ? (
                      <>
                        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setNaming({ kind: 'renameFile', file })}>
                          {t('documents.rename')}
                        </Menu.Item>
                        <Menu.Item leftSection={<IconArrowsMove size={16} aria-hidden />} onClick={() => setNaming({ kind: 'moveFile', file })}>
                          {t('documents.move')}
                        </Menu.Item>
                        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void remove(file)}>
                          {t('documents.delete')}
                        </Menu.Item>
                      </>
                    ) : null}
                  </Menu.Dropdown>
                </Menu>
              </li>
            ))}
          </ul>
        </Paper>
      ) : null}
      <FilePreview file={previewed} onClose={() => setPreviewed(null)} />
      <NameDialog naming={naming} current={current} onClose={() => setNaming(null)} onSave={(value) => name(value)} />
    </Stack>
  );
}

/** One text asked for: a new folder's name, a new name, or the folder a file moves to. */
function NameDialog({ naming, current, onClose, onSave }: { naming: Naming | null; current: string; onClose: () => void; onSave: (value: string) => Promise<void> }) {
  const { t } = useTranslation('startupFile');
  const initial = !naming
    ? ''
    : naming.kind === 'renameFolder'
      ? naming.folder.name
      : naming.kind === 'renameFile'
        ? naming.file.name
        : naming.kind === 'moveFile'
          ? (naming.file.folder ?? current)
          : '';
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => setValue(initial), [initial]);
  const title = !naming
    ? ''
    : {
        newFolder: t('documents.newFolder'),
        renameFolder: t('documents.renameFolder'),
        renameFile: t('documents.rename'),
        moveFile: t('documents.move'),
      }[naming.kind];
  const label = naming?.kind === 'moveFile' ? t('documents.folderPath') : t('documents.name');
  const empty = !value.trim() && naming?.kind !== 'moveFile';
  return (
    <Dialog opened={naming !== null} onClose={onClose} title={title} dirty={value !== initial}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (empty || busy) return;
          setBusy(true);
          void onSave(value).finally(() => setBusy(false));
        }}
      >
        <Stack gap="md">
          <TextInput
            label={label}
            description={naming?.kind === 'moveFile' ? t('documents.folderPathHint') : undefined}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            maxLength={DOCUMENT_FOLDER_MAX_LENGTH}
            data-autofocus
            error={empty && value !== initial ? t('documents.nameRequired') : undefined}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common:feedback.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={empty}>
              {t('documents.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
