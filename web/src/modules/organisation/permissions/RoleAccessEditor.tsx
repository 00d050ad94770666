import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROLE_TYPES } from '@seedbed/contracts/roles';
import { VISIBILITY_SETTINGS, type RoleDraft, type Visibility } from './matrix';

interface Props {
  name: string;
  draft: RoleDraft;
  dirty: boolean;
  saving: boolean;
  onChange: (change: (draft: RoleDraft) => RoleDraft) => void;
  onSave: () => void;
  onDiscard: () => void;
}

/** Whom a role may see (people by role type, startups) and how far; None means no access. */
export function RoleAccessEditor({ name, draft, dirty, saving, onChange, onSave, onDiscard }: Props) {
  const { t } = useTranslation('access');
  const visibility = VISIBILITY_SETTINGS.map((value) => ({ value, label: t(`visibility.${value}`) }));
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          {t('matrix.accessTitle', { name })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MultiSelect
            label={t('matrix.userRoles')}
            description={t('matrix.userRolesHint')}
            data={ROLE_TYPES.map((value) => ({ value, label: t(`common:roles.${value}`) }))}
            value={draft.userRoles}
            onChange={(userRoles) => onChange((d) => ({ ...d, userRoles }))}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('matrix.userVisibility')}
            description={t('matrix.userVisibilityHint')}
            data={visibility}
            value={draft.userVisibility}
            allowDeselect={false}
            onChange={(value) => value && onChange((d) => ({ ...d, userVisibility: value as Visibility }))}
          />
          <Select
            label={t('matrix.startupVisibility')}
            description={t('matrix.startupVisibilityHint')}
            data={visibility}
            value={draft.startupVisibility}
            allowDeselect={false}
            onChange={(value) => value && onChange((d) => ({ ...d, startupVisibility: value as Visibility }))}
          />
        </SimpleGrid>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c={dirty ? 'orange' : 'dimmed'} role="status">
            {dirty ? t('matrix.unsaved') : t('matrix.allSaved')}
          </Text>
          <Group gap="xs">
            <Button variant="default" disabled={!dirty} onClick={onDiscard}>
              {t('matrix.discard')}
            </Button>
            <Button disabled={!dirty} loading={saving} onClick={onSave}>
              {t('matrix.saveRole', { name })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
