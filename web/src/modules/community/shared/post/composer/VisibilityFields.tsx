import { Group, MultiSelect, Select } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ROLE_TYPES, type RoleType } from '@seedbed/contracts/roles';
import type { PostVisibility } from '@seedbed/contracts/community';
import { POST_PROGRAM_CHOICES } from '../graphql';

// Roles a post can be written for: every stored role type but the product's own.
const AUDIENCE_ROLE_TYPES = ROLE_TYPES.filter((type) => type !== 'system' && type !== 'founder');

export interface Audience {
  visibility: PostVisibility;
  programIds: string[];
  roleTypes: RoleType[];
}

interface VisibilityFieldsProps {
  value: Audience;
  onChange: (value: Audience) => void;
  /** The organisation's staff side: writes to any programme and to chosen roles. */
  staff: boolean;
  programError?: string;
  rolesError?: string;
}

/**
 * Who reads the post: everyone, the people of chosen programmes (one's own programmes; every
 * programme for staff) or, for staff, chosen roles.
 */
export function VisibilityFields({ value, onChange, staff, programError, rolesError }: VisibilityFieldsProps) {
  const { t } = useTranslation('communityFeed');
  const programs = useQuery(POST_PROGRAM_CHOICES, { fetchPolicy: 'cache-first' }).data?.programs ?? [];
  const options = [
    { value: 'EVERYONE', label: t('visibility.EVERYONE') },
    ...(programs.length > 0 || value.visibility === 'PROGRAM' ? [{ value: 'PROGRAM', label: t('visibility.PROGRAM') }] : []),
    ...(staff || value.visibility === 'ROLES' ? [{ value: 'ROLES', label: t('visibility.ROLES') }] : []),
  ];
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label={t('composer.visibility')}
        data={options}
        value={value.visibility}
        onChange={(next) => next && onChange({ ...value, visibility: next as PostVisibility })}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
        size="sm"
        comboboxProps={{ withinPortal: true }}
      />
      {value.visibility === 'PROGRAM' ? (
        <MultiSelect
          label={t('composer.programmes')}
          data={programs.map((p) => ({ value: p._id, label: p.name }))}
          value={value.programIds}
          onChange={(programIds) => onChange({ ...value, programIds })}
          error={programError}
          searchable
          size="sm"
          w={{ base: '100%', xs: 320 }}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {value.visibility === 'ROLES' ? (
        <MultiSelect
          label={t('composer.roles')}
          data={AUDIENCE_ROLE_TYPES.map((type) => ({ value: type, label: t(`common:roles.${type}`) }))}
          value={value.roleTypes}
          onChange={(roleTypes) => onChange({ ...value, roleTypes: roleTypes as RoleType[] })}
          error={rolesError}
          searchable
          size="sm"
          w={{ base: '100%', xs: 320 }}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
    </Group>
  );
}
