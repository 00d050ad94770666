import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Loader, Menu, Paper, Text, TextInput, Tooltip, useDirection } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconDotsVertical,
  IconDownload,
  IconEye,
  IconEyeOff,
  IconFileExport,
  IconHistory,
  IconLink,
  IconLinkOff,
  IconPrinter,
  IconRocket,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHAREABLE_FORM_KINDS, type FormKind } from '@seedbed/contracts/forms';
import { pickLabel, type Language } from '@seedbed/contracts/languages';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { downloadPath, fileNameOf, printPath, saveFile, shareUrl } from '../shared/formText';
import { BUILDER_PORTABLE, SHARE_FORM, UPDATE_FORM_TEXTS, type BuilderFormData } from './graphql';
import { plainTexts, textIn, withText } from './settings/LocalizedField';
import type { SaveStatus } from './useBuilderDraft';

interface BuilderHeaderProps {
  form: BuilderFormData;
  language: Language;
  readOnly: boolean;
  saveStatus: SaveStatus;
  publishing: boolean;
  publishDisabled: boolean;
  preview: boolean;
  onPublish: () => void;
  onTogglePreview: () => void;
  onOpenVersions: () => void;
}

/** The builder's bar: back, the title edited in place, what state the form is in, preview, publish and the form's other actions. */
export function BuilderHeader(props: BuilderHeaderProps) {
  const { form, readOnly, publishing, publishDisabled, preview, onPublish, onTogglePreview } = props;
  const { t } = useTranslation('forms');
  const BackIcon = useDirection().dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Paper component="header" withBorder radius={0} px="md" py="xs" style={{ position: 'sticky', top: 0, zIndex: 100 }}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Tooltip label={t('builder.header.back')}>
            <ActionIcon component={Link} to="/forms/management" variant="subtle" color="gray" size="lg" aria-label={t('builder.header.back')}>
              <BackIcon size={20} />
            </ActionIcon>
          </Tooltip>
          <TitleField {...props} />
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
            {t(`kinds.${form.kind}`)}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          <FormState form={form} />
          <SaveIndicator status={props.saveStatus} />
          <Button
            variant={preview ? 'filled' : 'default'}
            leftSection={preview ? <IconEyeOff size={16} /> : <IconEye size={16} />}
            onClick={onTogglePreview}
            aria-pressed={preview}
          >
            {preview ? t('builder.header.hidePreview') : t('builder.header.preview')}
          </Button>
          {!readOnly && (
            <Button
              leftSection={publishing ? <Loader size={14} color="currentColor" /> : <IconRocket size={16} />}
              onClick={onPublish}
              disabled={publishDisabled || publishing}
              aria-busy={publishing || undefined}
            >
              {publishing ? t('builder.publish.publishing') : t('builder.publish.button')}
            </Button>
          )}
          <MoreMenu {...props} />
        </Group>
      </Group>
    </Paper>
  );
}

/** The title in the language being edited, saved when the field is left or Enter is pressed. */
function TitleField({ form, language, readOnly }: BuilderHeaderProps) {
  const { t } = useTranslation('forms');
  const current = textIn(form.title, language);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string>();
  const [update] = useMutation(UPDATE_FORM_TEXTS, { context: { showsOwnError: true } });
  const errorMessage = useErrorMessage();
  useEffect(() => setValue(current), [current]);

  const save = async () => {
    const next = value.trim();
    if (next === current) return;
    const title = plainTexts(withText(plainTexts(form.title), language, next));
    if (!title.length) {
      setError(t('builder.header.titleRequired'));
      setValue(current);
      return;
    }
    setError(undefined);
    try {
      await update({ variables: { formId: form._id, data: { title } } });
    } catch (failure) {
      setError(errorMessage(failure));
      setValue(current);
    }
  };

  return (
    <TextInput
      aria-label={t('builder.header.title')}
      value={value}
      placeholder={pickLabel(form.title, language) ?? t('builder.header.title')}
      readOnly={readOnly}
      variant="unstyled"
      size="md"
      fw={600}
      dir="auto"
      lang={language}
      error={error}
      style={{ flex: 1, minWidth: 0 }}
      styles={{ input: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') setValue(current);
      }}
    />
  );
}

function FormState({ form }: { form: BuilderFormData }) {
  const { t } = useTranslation('forms');
  if (form.hasUnpublishedChanges || !form.currentVersion) {
    return (
      <Badge color="yellow" variant="light">
        {form.currentVersion ? t('builder.header.unpublished') : t('builder.header.neverPublished')}
      </Badge>
    );
  }
  return (
    <Badge color="teal" variant="light">
      {t('builder.header.published', { number: form.currentVersion.number })}
    </Badge>
  );
}

/** "All changes saved" / "Saving…": said quietly to screen readers too. */
function SaveIndicator({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('forms');
  const icon =
    status === 'saving' ? (
      <Loader size={12} />
    ) : status === 'saved' ? (
      <IconCheck size={14} color="var(--mantine-color-teal-filled)" />
    ) : (
      <IconAlertTriangle size={14} color="var(--mantine-color-red-filled)" />
    );
  return (
    <Group gap={4} wrap="nowrap" role="status" aria-live="polite">
      <span aria-hidden style={{ display: 'inline-flex' }}>
        {icon}
      </span>
      <Text size="sm" c={status === 'saved' || status === 'saving' ? 'dimmed' : 'red'}>
        {t(`builder.save.${status}`)}
      </Text>
    </Group>
  );
}

function MoreMenu({ form, readOnly, onOpenVersions }: BuilderHeaderProps) {
  const { t, i18n } = useTranslation('forms');
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const [share, sharing] = useMutation(SHARE_FORM);
  const shareable = SHAREABLE_FORM_KINDS.includes(form.kind as FormKind);

  const copy = async (shareId: string) => {
    try {
      await navigator.clipboard.writeText(shareUrl(shareId));
      showSuccess(t('builder.share.copied'));
    } catch {
      showError(t('builder.share.copyFailed', { url: shareUrl(shareId) }));
    }
  };
  const setShared = async (shared: boolean) => {
    try {
      const { data } = await share({ variables: { formId: form._id, shared } });
      const shareId = data?.shareForm.shareId;
      if (shared && shareId) await copy(shareId);
      if (!shared) showSuccess(t('builder.share.stopped'));
    } catch {
      // The app-wide toast has said why.
    }
  };
  const exportFile = async () => {
    try {
      const { data } = await client.query({ query: BUILDER_PORTABLE, variables: { id: form._id }, fetchPolicy: 'network-only' });
      if (!data) return;
      saveFile(fileNameOf(pickLabel(form.title, i18n.language) ?? '', 'json'), data.form.portable, 'application/json');
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('builder.header.more')} loading={sharing.loading}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {shareable && form.shareId && (
          <Menu.Item leftSection={<IconLink size={14} />} onClick={() => void copy(form.shareId!)}>
            {t('builder.share.copy')}
          </Menu.Item>
        )}
        {shareable && !form.shareId && !readOnly && (
          <Menu.Item leftSection={<IconLink size={14} />} onClick={() => void setShared(true)}>
            {t('builder.share.open')}
          </Menu.Item>
        )}
        {shareable && form.shareId && !readOnly && (
          <Menu.Item leftSection={<IconLinkOff size={14} />} onClick={() => void setShared(false)}>
            {t('builder.share.close')}
          </Menu.Item>
        )}
        {form.shareId && (
          <Menu.Item leftSection={<IconPrinter size={14} />} component="a" href={printPath(form.shareId)} target="_blank" rel="noopener">
            {t('builder.menu.print')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconHistory size={14} />} onClick={onOpenVersions}>
          {t('builder.menu.versions')}
        </Menu.Item>
        <Menu.Item leftSection={<IconDownload size={14} />} component={Link} to={downloadPath(form._id)}>
          {t('builder.menu.download')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileExport size={14} />} onClick={() => void exportFile()}>
          {t('builder.menu.export')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
