import { Alert, Badge, Card, Group, Loader, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconCheck, IconLock, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FEATURE_FLAG_DEFINITIONS, isFeatureFlag } from '@seedbed/contracts/flags';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { OrganisationLayout } from '../OrganisationLayout';
import { ORGANISATION_PLAN } from './graphql';

/**
 * The organisation's plan, seats and features. Read-only: plans change through the operator's
 * tenant command, so a missing feature is something to ask for, not to switch on here.
 */
export function PlanPage() {
  const { t } = useTranslation('access');
  const errorMessage = useErrorMessage();
  const { data, loading, error } = useQuery(ORGANISATION_PLAN, { fetchPolicy: 'cache-and-network' });
  const plan = data?.organisationPlan;
  const limit = plan?.employeeCountLimit ?? null;
  const used = plan?.employeeCount ?? 0;
  const full = limit !== null && used >= limit;

  return (
    <OrganisationLayout active="plan">
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      {loading && !plan ? (
        <Loader aria-label={t('loading')} />
      ) : (
        plan && (
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Card withBorder>
                <Text size="sm" c="dimmed">
                  {t('plan.current')}
                </Text>
                <Title order={2} size="h3">
                  {t(`plan.names.${plan.name}`, { defaultValue: plan.name })}
                </Title>
              </Card>
              <Card withBorder>
                <Text size="sm" c="dimmed">
                  {t('plan.seats')}
                </Text>
                <Title order={2} size="h3">
                  {limit === null ? t('plan.seatsUnlimited', { used }) : t('plan.seatsUsed', { used, limit })}
                </Title>
                {limit !== null && (
                  <Progress mt="xs" value={Math.min(100, (used / Math.max(limit, 1)) * 100)} color={full ? 'red' : 'teal'} aria-label={t('plan.seatsUsed', { used, limit })} />
                )}
                <Text size="xs" c="dimmed" mt="xs">
                  {t('plan.seatsHint')}
                </Text>
              </Card>
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t('plan.readOnly')}
            </Text>
            <Title order={2} size="h4">
              {t('plan.features')}
            </Title>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('plan.feature')}</Table.Th>
                  <Table.Th ta="end">{t('plan.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.flags.map((flag) => {
                  const description = isFeatureFlag(flag.name) ? FEATURE_FLAG_DEFINITIONS[flag.name].description : flag.name;
                  return (
                    <Table.Tr key={flag.name}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap" align="flex-start">
                          <div>
                            <Text size="sm">{t(`flags.${flag.name}`, { defaultValue: description })}</Text>
                            {!flag.enabled && (
                              <Text size="xs" c="dimmed">
                                {flag.inPlan ? t('plan.switchedOff') : t('plan.locked')}
                              </Text>
                            )}
                          </div>
                          {flag.premium && (
                            <Badge size="xs" variant="light" color="grape">
                              {t('plan.premium')}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td ta="end">
                        {flag.enabled ? (
                          <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />}>
                            {t('plan.on')}
                          </Badge>
                        ) : (
                          <Badge color="gray" variant="light" leftSection={flag.inPlan ? <IconX size={12} /> : <IconLock size={12} />}>
                            {t('plan.off')}
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Stack>
        )
      )}
    </OrganisationLayout>
  );
}
