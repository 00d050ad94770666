import '../styles';
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationStatus } from '@seedbed/contracts/applications';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { STATUS_COLORS } from '../apply/nextStep';
import { STARTUP_APPLICATIONS } from './graphql';

/** The startup file's applications tab: the applications the startup came from, with their funnel and outcome. */
export function StartupApplicationsTab({ startupId }: { startupId: string }) {
  const { t, i18n } = useTranslation('applicationFile');
  const errorMessage = useErrorMessage();
  const { data, error, loading } = useQuery(STARTUP_APPLICATIONS, { variables: { startupId } });
  if (loading && !data) return <Loader aria-label={t('loading')} />;
  if (!data)
    return error ? (
      <Alert color="red" role="alert">
        {errorMessage(error)}
      </Alert>
    ) : null;
  const list = data.startupApplications;
  if (!list.length) return <Text c="dimmed">{t('history.empty')}</Text>;
  const date = (iso: string | null | undefined) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso)) : '—');
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover aria-label={t('history.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.application')}</Table.Th>
            <Table.Th>{t('history.funnel')}</Table.Th>
            <Table.Th>{t('history.status')}</Table.Th>
            <Table.Th>{t('history.decided')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((application) => (
            <Table.Tr key={application._id}>
              <Table.Td>
                <Anchor component={Link} to={`/application/${application._id}/activities`} dir="auto">
                  {application.name}
                </Anchor>
              </Table.Td>
              <Table.Td dir="auto">{application.funnel.name}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[application.status as ApplicationStatus]} variant="light" radius="sm">
                  {t(`status.${application.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{date(application.decidedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
