import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_PROGRAMS_MAX, RESOURCE_ROLE_TYPES } from '@seedbed/contracts/resources-input';
import { useShellUser } from '../../../shell/user/useShellUser';
import { MultiSelectField } from '../../../ui/form/SelectFields';
import { PROGRAM_CHOICES } from './graphql';

export interface Audience {
  roleTypes: string[];
  programIds: string[];
}

export interface Choice {
  value: string;
  label: string;
}

/** The roles offered, in the interface language. */
export const roleChoices = (t: TFunction): Choice[] => RESOURCE_ROLE_TYPES.map((type) => ({ value: type, label: t(`common:roles.${type}`) }));

/**
 * What the pickers need: whether the plan keeps resources to roles and programmes at all
 * (resourceVisibility: without it they are not shown, and nothing is kept), and the programmes.
 */
export function useVisibilityChoices() {
  const { t } = useTranslation();
  const { user } = useShellUser();
  const enabled = Boolean(user?.flags.resourceVisibility);
  const programs = useQuery(PROGRAM_CHOICES, { skip: !enabled, errorPolicy: 'all', fetchPolicy: 'cache-first' });
  return useMemo(
    () => ({
      enabled,
      roles: roleChoices(t as unknown as TFunction),
      programs: (programs.data?.programs ?? []).map((p) => ({ value: p._id, label: p.name })),
    }),
    [enabled, programs.data, t],
  );
}

interface VisibilityPickersProps {
  enabled: boolean;
  value: Audience;
  onChange: (next: Audience) => void;
  roles: Choice[];
  programs: Choice[];
  /** What the lists narrow: a section (everyone) or a resource (everyone who sees its section). */
  scope: 'section' | 'resource';
  errors?: Partial<Record<keyof Audience, string>>;
}

/**
 * Who sees a section or a resource (plan flag resourceVisibility): chosen roles, chosen programmes,
 * or both; nothing chosen keeps it open. Without the flag the pickers are not shown at all.
 */
export function VisibilityPickers({ enabled, value, onChange, roles, programs, scope, errors = {} }: VisibilityPickersProps) {
  const { t } = useTranslation('resources');
  if (!enabled) return null;
  // A programme or role no longer offered still shows, so that saving keeps it.
  const withHeld = (choices: Choice[], held: string[]) => [...choices, ...held.filter((id) => !choices.some((c) => c.value === id)).map((id) => ({ value: id, label: id }))];
  return (
    <Stack gap={4} role="group" aria-label={t('visibility.title')}>
      <Text fw={500} size="sm">
        {t('visibility.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t(scope === 'section' ? 'visibility.sectionHint' : 'visibility.resourceHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MultiSelectField
          label={t('visibility.roles')}
          value={value.roleTypes}
          onChange={(roleTypes) => onChange({ ...value, roleTypes })}
          data={withHeld(roles, value.roleTypes)}
          error={errors.roleTypes}
          touched
          searchable
          clearable
          nothingFoundMessage={t('visibility.noMatch')}
          comboboxProps={{ withinPortal: true }}
        />
        <MultiSelectField
          label={t('visibility.programs')}
          value={value.programIds}
          onChange={(programIds) => onChange({ ...value, programIds })}
          data={withHeld(programs, value.programIds)}
          error={errors.programIds}
          touched
          searchable
          clearable
          maxValues={RESOURCE_PROGRAMS_MAX}
          nothingFoundMessage={t('visibility.noMatch')}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Who a record is kept for, in words ('Coach, Mentor · Climate Accelerator'), or null when it is open to everyone. */
export function audienceSummary(audience: Audience, roles: Choice[], programs: Choice[]): string | null {
  const name = (choices: Choice[], id: string) => choices.find((c) => c.value === id)?.label ?? id;
  const parts = [audience.roleTypes.map((id) => name(roles, id)).join(', '), audience.programIds.map((id) => name(programs, id)).join(', ')].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
