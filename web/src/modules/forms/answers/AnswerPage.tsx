import '../styles';
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Box, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { LanguageSwitch } from '../../../ui/LanguageSwitch';
import { FORM_ANSWER } from '../graphql';
import classes from '../print/print.module.css';
import { FormFiller } from '../renderer/FormFiller';
import { readAnswers, readQuestions } from '../shared/definitions';
import { downloadPath, localized } from '../shared/formText';

/**
 * /download/forms/:id/answers/:submissionId: one submitted answer as it was given — the questions of
 * the version answered, who answered and when — laid out like the printout of the form, to read or
 * print. Who reads it is the server's rule for reading a form's answers.
 */
export function AnswerPage() {
  const { id = '', submissionId = '' } = useParams();
  const { t, i18n } = useTranslation('forms');
  const { incubator } = useTenant();
  const errorMessage = useErrorMessage();
  const { data, error, loading } = useQuery(FORM_ANSWER, { variables: { id: submissionId } });
  const answer = data?.formSubmission;
  const questions = useMemo(() => readQuestions(answer?.version?.questions), [answer]);
  const answers = useMemo(() => readAnswers(answer?.answers), [answer]);
  const title = localized(answer?.version?.title, i18n.language) || t('share.formTitle');
  usePageTitle(t('answers.pageTitle', { title }));

  if (loading && !answer) {
    return (
      <Center py="xl">
        <Loader aria-label={t('share.loading')} />
      </Center>
    );
  }
  if (!answer || answer.formId !== id) {
    return (
      <Container size="sm" py="md">
        <Alert color="red" role="alert">
          {error ? errorMessage(error) : t('answers.notFound')}
        </Alert>
      </Container>
    );
  }
  const when = answer.submittedAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(answer.submittedAt)) : '';
  return (
    <Box className={classes.page}>
      <Group className={classes.toolbar} justify="space-between" p="md" gap="sm">
        <Group gap="sm">
          <Anchor component={Link} to={downloadPath(id)} size="sm">
            {t('answers.back')}
          </Anchor>
          <LanguageSwitch />
        </Group>
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('print.print')}
        </Button>
      </Group>
      <Container size={820} px="md" pb="xl" component="main" className={classes.sheet}>
        <Stack gap="lg">
          <Stack gap={4}>
            {incubator?.name ? (
              <Text size="sm" c="dimmed">
                {incubator.name}
              </Text>
            ) : null}
            <Title order={1} size="h2" dir="auto">
              {title}
            </Title>
            <Text size="sm" dir="auto">
              {t('answers.byline', {
                person: answer.respondent?.fullName ?? t('answers.anonymous'),
                date: when,
                version: answer.version?.number ?? '',
              })}
            </Text>
          </Stack>
          <FormFiller mode="print" questions={questions} initialAnswers={answers} />
        </Stack>
      </Container>
    </Box>
  );
}
