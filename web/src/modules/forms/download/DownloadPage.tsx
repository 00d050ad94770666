import '../styles';
import { useState } from 'react';
import { Alert, Anchor, Button, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { requestFile } from '../../../app/http/rest';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { AnswersList } from '../answers/AnswersList';
import { FORM_FOR_DOWNLOAD } from '../graphql';
import { builderPath, fileNameOf, localized, saveFile } from '../shared/formText';

type Format = 'csv' | 'xlsx';

/** /download/forms/:id: the answers given to a form, as CSV or as an XLSX workbook with its questions. */
export function DownloadPage() {
  const { t, i18n } = useTranslation('forms');
  usePageTitle(t('titles.download'));
  const { id = '' } = useParams();
  const errorMessage = useErrorMessage();
  const { data, error, loading } = useQuery(FORM_FOR_DOWNLOAD, { variables: { id } });
  const [busy, setBusy] = useState<Format | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async (format: Format) => {
    setBusy(format);
    setFailure(null);
    try {
      const file = await requestFile(`/api/forms/${encodeURIComponent(id)}/answers.${format}`);
      saveFile(file.name ?? fileNameOf(localized(data?.form.title, i18n.language), format), file.blob, file.blob.type);
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(null);
    }
  };

  if (loading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:list.loading')} />
      </Center>
    );
  }
  return (
    <Container size="sm" py="md">
      {error || !data ? (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : (
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={1} size="h3" dir="auto">
              {t('download.title', { title: localized(data.form.title, i18n.language) })}
            </Title>
            <Text>{t('download.count', { count: data.form.submissionCount })}</Text>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group gap="sm">
              <Button leftSection={<IconFileSpreadsheet size={18} aria-hidden />} loading={busy === 'xlsx'} disabled={busy !== null} onClick={() => void download('xlsx')}>
                {t('download.xlsx')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconFileTypeCsv size={18} aria-hidden />}
                loading={busy === 'csv'}
                disabled={busy !== null}
                onClick={() => void download('csv')}
              >
                {t('download.csv')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('download.help')}
            </Text>
            <Anchor component={Link} to={builderPath(id)} size="sm">
              {t('download.back')}
            </Anchor>
          </Stack>
        </Card>
      )}
      {data && !error && (
        <Card withBorder padding="lg" mt="md">
          <AnswersList formId={id} />
        </Card>
      )}
    </Container>
  );
}
