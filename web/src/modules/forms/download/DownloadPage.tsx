import '../styles';
import { Alert, Anchor, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { AnswersList } from '../answers/AnswersList';
import { FORM_FOR_DOWNLOAD } from '../graphql';
import { builderPath, localized } from '../shared/formText';
import { ExportButton } from '../../exports/ExportButton';

/** /download/forms/:id: the answers given to a form, as CSV or as an XLSX workbook with its questions. */
export function DownloadPage() {
  const { t, i18n } = useTranslation('forms');
  usePageTitle(t('titles.download'));
  const { id = '' } = useParams();
  const errorMessage = useErrorMessage();
  const { data, error, loading } = useQuery(FORM_FOR_DOWNLOAD, { variables: { id } });
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
            <Group gap="sm">
              <ExportButton type="forms" filter={{ formId: id }} withAttachments variant="filled" disabled={!data.form.submissionCount} />
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
