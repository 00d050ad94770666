import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowsDiff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { comparePath } from '../shared/formText';
import { BUILDER_VERSIONS } from './graphql';

interface VersionsDialogProps {
  formId: string;
  opened: boolean;
  onClose: () => void;
}

/** The form's published versions; picking two compares them side by side, the older as the base. */
export function VersionsDialog({ formId, opened, onClose }: VersionsDialogProps) {
  const { t } = useTranslation('forms');
  return (
    <Dialog opened={opened} onClose={onClose} title={t('builder.versions.title')} size="lg">
      {opened && <Versions formId={formId} />}
    </Dialog>
  );
}

function Versions({ formId }: { formId: string }) {
  const { t, i18n } = useTranslation('forms');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(BUILDER_VERSIONS, { variables: { formId }, fetchPolicy: 'cache-and-network' });
  const [picked, setPicked] = useState<string[]>([]);
  const versions = [...(data?.formVersions ?? [])].sort((a, b) => b.number - a.number);
  const toggle = (id: string) => setPicked((old) => (old.includes(id) ? old.filter((v) => v !== id) : [...old.slice(-1), id]));
  const compare = () => {
    const [base, other] = versions.filter((v) => picked.includes(v._id)).sort((a, b) => a.number - b.number);
    navigate(comparePath(base._id, other._id));
  };
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (loading && !data) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
  if (!versions.length) return <Text c="dimmed">{t('builder.versions.none')}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm">{t('builder.versions.pickTwo')}</Text>
      <Table.ScrollContainer minWidth={360}>
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>{t('builder.versions.version')}</Table.Th>
              <Table.Th>{t('builder.versions.publishedAt')}</Table.Th>
              <Table.Th>{t('builder.versions.publishedBy')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((version) => (
              <Table.Tr key={version._id}>
                <Table.Td>
                  <Checkbox aria-label={t('builder.versions.pick', { number: version.number })} checked={picked.includes(version._id)} onChange={() => toggle(version._id)} />
                </Table.Td>
                <Table.Td>{t('builder.versions.number', { number: version.number })}</Table.Td>
                <Table.Td>{date(version.publishedAt)}</Table.Td>
                <Table.Td dir="auto">{version.publishedBy?.fullName ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button leftSection={<IconArrowsDiff size={16} />} disabled={picked.length !== 2} onClick={compare}>
          {t('builder.versions.compare')}
        </Button>
      </Group>
    </Stack>
  );
}
