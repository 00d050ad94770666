import { Alert, Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconChartBar, IconEye, IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLayout } from '@seedbed/contracts/forms';
import { useErrorMessage } from '../../app/apollo/errorMessage';
import { usePageTitle } from '../../app/tenant/usePageTitle';
import { useShellUser } from '../../shell/user/useShellUser';
import { CUSTOM_FIELDS, CUSTOM_FIELDS_FILLED, builderPathOf, questionsOf, type Entity } from './graphql';
import { fieldLabel } from './fieldText';
import { useProfileForm } from './useProfileForm';

export const PROFILE_PAGE: Record<Entity, string> = { STARTUP: '/startups/profile', USER: '/community/people/profile' };

/** /fields/customs: the custom fields of startups and of people, with how many records filled each. */
export function CustomFieldsPage() {
  const { t } = useTranslation('profiles');
  usePageTitle(t('titles.fields'));
  const { user } = useShellUser();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            {t('titles.fields')}
          </Title>
          {user?.flags.customFieldsAnalytics ? (
            <Button component={Link} to="/fields/customs/analytics" variant="light" leftSection={<IconChartBar size={16} aria-hidden />}>
              {t('fields.analytics')}
            </Button>
          ) : null}
        </Group>
        <Text c="dimmed">{t('fields.intro')}</Text>
        <EntityFields entity="STARTUP" />
        <EntityFields entity="USER" />
      </Stack>
    </Container>
  );
}

function EntityFields({ entity }: { entity: Entity }) {
  const { t, i18n } = useTranslation('profiles');
  const errorMessage = useErrorMessage();
  const { form, mayBuild } = useProfileForm(entity);
  const fields = useQuery(CUSTOM_FIELDS, { variables: { entity }, fetchPolicy: 'cache-and-network' });
  const filled = useQuery(CUSTOM_FIELDS_FILLED, { variables: { entity }, fetchPolicy: 'cache-and-network' });
  const questions = questionsOf(fields.data?.customFields ?? []).filter((q) => !isLayout(q));
  const counts = new Map((filled.data?.customFieldsFilled ?? []).map((s) => [s.questionId, s.filled]));
  const heading = t(entity === 'STARTUP' ? 'fields.startups' : 'fields.people');

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={heading}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {heading}
          </Title>
          <Group gap="xs">
            <Button component={Link} to={PROFILE_PAGE[entity]} variant="subtle" size="xs" leftSection={<IconEye size={14} aria-hidden />}>
              {t('fields.viewProfile')}
            </Button>
            {form && mayBuild ? (
              <Button component={Link} to={builderPathOf(form._id)} size="xs" leftSection={<IconTools size={14} aria-hidden />}>
                {t('fields.openBuilder')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {fields.error ? <Alert color="red">{errorMessage(fields.error)}</Alert> : null}
        {form?.hasUnpublishedChanges ? (
          <Text size="sm" c="dimmed">
            {t('fields.unpublished')}
          </Text>
        ) : null}
        {questions.length === 0 && !fields.loading ? (
          <Text c="dimmed" size="sm">
            {t('fields.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.label')}</Table.Th>
                  <Table.Th>{t('fields.type')}</Table.Th>
                  <Table.Th>{t('fields.required')}</Table.Th>
                  <Table.Th ta="end">{t('fields.filled')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {questions.map((q) => (
                  <Table.Tr key={q._id}>
                    <Table.Td dir="auto">{fieldLabel(q, i18n.language)}</Table.Td>
                    <Table.Td>{t(`forms:builder.types.${q.questionType}`)}</Table.Td>
                    <Table.Td>
                      {q.validations?.required ? (
                        <Badge size="sm" variant="light">
                          {t('fields.yes')}
                        </Badge>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('fields.no')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="end">{(counts.get(q._id) ?? 0).toLocaleString(i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
