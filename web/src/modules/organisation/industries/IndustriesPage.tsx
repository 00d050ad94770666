import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Loader, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAME_MAX_LENGTH } from '@seedbed/contracts/validation';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { useShellUser } from '../../../shell/user/useShellUser';
import { OrganisationLayout } from '../OrganisationLayout';
import { CREATE_INDUSTRY, DELETE_INDUSTRY, INDUSTRIES, UPDATE_INDUSTRY, type IndustryRow } from './graphql';
import { IndustryRowView } from './IndustryRowView';

/** The organisation's industries catalogue, with how many startups and people use each one. */
export function IndustriesPage() {
  const { t } = useTranslation('access');
  const { user } = useShellUser();
  const errorMessage = useErrorMessage();
  const confirm = useConfirm();
  const { data, loading, error } = useQuery(INDUSTRIES, { fetchPolicy: 'cache-and-network' });
  // Every failure is shown here once (beside the name typed, or in a toast), never by the app-wide toast too.
  const refetch = { refetchQueries: [INDUSTRIES], awaitRefetchQueries: true, context: { showsOwnError: true } };
  const [create, created] = useMutation(CREATE_INDUSTRY, refetch);
  const [update] = useMutation(UPDATE_INDUSTRY, refetch);
  const [remove] = useMutation(DELETE_INDUSTRY, refetch);
  const [name, setName] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);

  const flagOn = Boolean(user?.flags.editIndustries);
  const canCreate = flagOn && user?.permissions['INDUSTRIES:CREATE'] === 'ALL';
  const canEdit = flagOn && user?.permissions['INDUSTRIES:EDIT'] === 'ALL';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setCreateError(t('industries.nameRequired'));
    try {
      await create({ variables: { name: name.trim() } });
      showSuccess(t('industries.created', { name: name.trim() }));
      setName('');
    } catch (failure) {
      setCreateError(errorMessage(failure));
    }
  };

  const rename = async (industry: IndustryRow, next: string): Promise<string | null> => {
    try {
      await update({ variables: { industryId: industry._id, name: next } });
      showSuccess(t('industries.renamed', { name: next }));
      return null;
    } catch (failure) {
      return errorMessage(failure);
    }
  };

  const onDelete = async (industry: IndustryRow) => {
    const message = industry.usage > 0 ? t('industries.deleteInUse', { name: industry.name, count: industry.usage }) : t('industries.deleteConfirm', { name: industry.name });
    if (!(await confirm({ title: t('industries.deleteTitle'), message }))) return;
    try {
      await remove({ variables: { industryId: industry._id } });
      showSuccess(t('industries.deleted', { name: industry.name }));
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  const industries = data?.industries ?? [];
  return (
    <OrganisationLayout active="industries">
      <Stack>
        <Text c="dimmed">{t('industries.intro')}</Text>
        {!flagOn && user && (
          <Alert color="yellow" variant="light">
            {t('industries.notInPlan')}{' '}
            <Anchor component={Link} to="/admin/configuration/plan">
              {t('roles.seePlan')}
            </Anchor>
          </Alert>
        )}
        {canCreate && (
          <form onSubmit={submit} noValidate>
            <Group align="flex-start" wrap="wrap" gap="xs">
              <TextInput
                label={t('industries.newName')}
                value={name}
                onChange={(e) => {
                  setName(e.currentTarget.value);
                  setCreateError(null);
                }}
                maxLength={NAME_MAX_LENGTH}
                error={createError}
                style={{ flex: '1 1 220px' }}
              />
              <Button type="submit" mt={{ base: 0, xs: 25 }} leftSection={<IconPlus size={16} />} loading={created.loading}>
                {t('industries.add')}
              </Button>
            </Group>
          </form>
        )}
        {error && <Alert color="red">{errorMessage(error)}</Alert>}
        {loading && !data ? (
          <Loader aria-label={t('loading')} />
        ) : industries.length === 0 ? (
          <Text c="dimmed">{t('industries.empty')}</Text>
        ) : (
          <ScrollArea type="auto">
            <Table verticalSpacing="sm" striped miw={300}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('industries.name')}</Table.Th>
                  <Table.Th ta="end">{t('industries.usage')}</Table.Th>
                  {canEdit && <Table.Th ta="end">{t('roles.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {industries.map((industry) => (
                  <IndustryRowView
                    key={`${industry._id}:${industry.name}`}
                    industry={industry}
                    canEdit={canEdit}
                    onRename={(next) => rename(industry, next)}
                    onDelete={() => onDelete(industry)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </OrganisationLayout>
  );
}
