import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Code, CopyButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showSuccess } from '../../../ui/feedback/notify';
import { TextField } from '../../../ui/form/TextFields';
import { OrganisationLayout } from '../OrganisationLayout';
import { ORGANISATION_SETTINGS, VERIFY_CUSTOM_DOMAIN, type DnsRecord } from '../general/organisationApi';
import { useSaveOrganisation } from '../general/useSaveOrganisation';

/**
 * Custom domain (plan feature customDomainsManagement): the host name, the two DNS records to
 * create (the CNAME that sends requests here, the TXT that proves the domain is the
 * organisation's) and the verification that makes the domain lead to the organisation.
 */
export function DomainPage() {
  const { t } = useTranslation('organisation');
  const { data } = useQuery(ORGANISATION_SETTINGS);
  const { save, saving } = useSaveOrganisation();
  const saved = data?.incubator.customDomain ?? '';
  const [domain, setDomain] = useState(saved);
  useEffect(() => setDomain(saved), [saved]);
  const incubator = data?.incubator;
  const records = [incubator?.customDomainRecord, incubator?.customDomainVerification].filter((r): r is DnsRecord => Boolean(r));

  return (
    <OrganisationLayout active="domain">
      {!incubator ? (
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
          {incubator.customDomain && records.length ? (
            <>
              <Group gap="xs">
                <Text fw={500} dir="ltr">
                  {incubator.customDomain}
                </Text>
                <Badge color={incubator.customDomainVerified ? 'teal' : 'yellow'} variant="light">
                  {t(incubator.customDomainVerified ? 'domain.status.verified' : 'domain.status.pending')}
                </Badge>
              </Group>
              <DnsRecords records={records} />
              {incubator.customDomainVerified ? <Text size="sm">{t('domain.verifiedHelp', { domain: incubator.customDomain })}</Text> : <VerifyDomain />}
            </>
          ) : null}
        </Stack>
      )}
    </OrganisationLayout>
  );
}

function DnsRecords({ records }: { records: DnsRecord[] }) {
  const { t } = useTranslation('organisation');
  return (
    // Information to act on, not an alarm: a note rather than Mantine's default alert role.
    <Alert color="blue" title={t('domain.recordTitle')} role="note">
      <Stack gap="md">
        <Text size="sm">{t('domain.recordHelp')}</Text>
        {/* One block per record rather than a table: names and tokens are long, and must wrap on a phone. */}
        {records.map((record) => (
          <Stack key={record.type} gap={6}>
            <Badge variant="outline" color="blue" radius="sm">
              {record.type}
            </Badge>
            <CopyableValue label={t('domain.name')} value={record.name} />
            <CopyableValue label={t('domain.value')} value={record.value} />
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}

function CopyableValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('organisation');
  return (
    <div>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" fw={500}>
          {label}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={`${t('domain.copy')}: ${label}`}>
              {copied ? t('domain.copied') : t('domain.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {value}
      </Code>
    </div>
  );
}

/** Asks the server to look the TXT record up; its answer (record missing, wrong value) is shown in place. */
function VerifyDomain() {
  const { t } = useTranslation('organisation');
  const errorMessage = useErrorMessage();
  const [verify, { loading }] = useMutation(VERIFY_CUSTOM_DOMAIN);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Text size="sm">{t('domain.verifyHelp')}</Text>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          loading={loading}
          onClick={async () => {
            setError(null);
            try {
              await verify({ context: { showsOwnError: true } });
              showSuccess(t('domain.verifiedToast'));
            } catch (failure) {
              setError(errorMessage(failure));
            }
          }}
        >
          {t('domain.verify')}
        </Button>
      </Group>
    </Stack>
  );
}
