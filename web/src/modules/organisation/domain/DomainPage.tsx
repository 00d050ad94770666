import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Code, CopyButton, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form/TextFields';
import { OrganisationLayout } from '../OrganisationLayout';
import { ORGANISATION_SETTINGS } from '../general/organisationApi';
import { useSaveOrganisation } from '../general/useSaveOrganisation';

/** Custom domain (plan feature customDomainsManagement): the host name and the DNS record to create. */
export function DomainPage() {
  const { t } = useTranslation('organisation');
  const { data } = useQuery(ORGANISATION_SETTINGS);
  const { save, saving } = useSaveOrganisation();
  const saved = data?.incubator.customDomain ?? '';
  const [domain, setDomain] = useState(saved);
  useEffect(() => setDomain(saved), [saved]);
  const record = data?.incubator.customDomainRecord;

  return (
    <OrganisationLayout active="domain">
      {!data ? (
        <Loader />
      ) : (
        <Stack gap="lg" maw={720}>
          <Text c="dimmed">{t('domain.intro')}</Text>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save({ customDomain: domain.trim() || null });
            }}
          >
            <Stack gap="sm">
              <TextField label={t('domain.label')} optional placeholder="portal.example.org" value={domain} onChange={(e) => setDomain(e.currentTarget.value)} dir="ltr" />
              <Group justify="flex-end">
                <Button type="submit" loading={saving} disabled={domain.trim() === saved}>
                  {t('save')}
                </Button>
              </Group>
            </Stack>
          </form>
          {record ? (
            <Alert color="blue" title={t('domain.recordTitle')}>
              <Stack gap="xs">
                <Text size="sm">{t('domain.recordHelp')}</Text>
                <Table.ScrollContainer minWidth={360}>
                  <Table withTableBorder>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('domain.type')}</Table.Th>
                        <Table.Th>{t('domain.name')}</Table.Th>
                        <Table.Th>{t('domain.value')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      <Table.Tr>
                        <Table.Td>
                          <Code>{record.type}</Code>
                        </Table.Td>
                        <Table.Td dir="ltr">
                          <Code>{record.name}</Code>
                        </Table.Td>
                        <Table.Td dir="ltr">
                          <Group gap="xs" wrap="nowrap">
                            <Code>{record.value}</Code>
                            <CopyButton value={record.value}>
                              {({ copied, copy }) => (
                                <Button size="compact-xs" variant="subtle" onClick={copy}>
                                  {copied ? t('domain.copied') : t('domain.copy')}
                                </Button>
                              )}
                            </CopyButton>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      )}
    </OrganisationLayout>
  );
}
