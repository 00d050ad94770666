import { Badge, Group, Tooltip } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FormRowData } from '../graphql';

/** Draft, published (with its version) or published with changes not yet published; and whether its link is open. */
export function FormStatus({ form }: { form: Pick<FormRowData, 'currentVersion' | 'hasUnpublishedChanges' | 'shareId' | 'archived'> }) {
  const { t } = useTranslation('forms');
  const version = form.currentVersion?.number;
  return (
    <Group gap={6} wrap="nowrap">
      {form.archived ? (
        <Badge variant="light" color="gray">
          {t('status.archived')}
        </Badge>
      ) : version ? (
        <Badge variant="light" color={form.hasUnpublishedChanges ? 'yellow' : 'teal'}>
          {form.hasUnpublishedChanges ? t('status.changed', { version }) : t('status.published', { version })}
        </Badge>
      ) : (
        <Badge variant="light" color="blue">
          {t('status.draft')}
        </Badge>
      )}
      {form.shareId && (
        <Tooltip label={t('status.shared')}>
          <IconLink size={16} aria-label={t('status.shared')} role="img" />
        </Tooltip>
      )}
    </Group>
  );
}
