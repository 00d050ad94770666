import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { LanguageSwitch } from '../../../ui/LanguageSwitch';
import { useToken } from '../../auth/token';
import { FormFiller } from '../renderer/FormFiller';
import { textIn } from '../renderer/labels';
import { SharedFormUnavailable } from '../share/SharedFormUnavailable';
import { readAnswers } from '../shared/definitions';
import { questionsOf, SHARED_FORM } from '../share/sharedForm';
import classes from './print.module.css';

/**
 * /export/print/form/:uuid: a shared form laid out for paper, blank to be filled by hand, or (for a
 * signed-in person with a draft, `?answers=1`) with their answers. The browser's print turns it into
 * a clean document; the page's own controls do not print.
 */
export function PrintPage() {
  const { uuid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { t, i18n } = useTranslation('forms');
  const { incubator } = useTenant();
  const signedIn = !!useToken();
  const { data, error, loading } = useQuery(SHARED_FORM, { variables: { shareId: uuid } });
  const form = data?.sharedForm;
  const questions = useMemo(() => (form ? questionsOf(form) : []), [form]);
  const title = form ? textIn(form.version.title, i18n.language) || t('share.formTitle') : t('share.formTitle');
  usePageTitle(title);

  if (loading && !form) return <Loader m="xl" aria-label={t('share.loading')} />;
  if (!form) return <SharedFormUnavailable error={error} />;

  const draft = signedIn ? readAnswers(form.draftAnswers) : undefined;
  const withAnswers = !!draft && params.get('answers') === '1';
  const description = textIn(form.version.description, i18n.language);

  return (
    <Box className={classes.page}>
      <Group className={classes.toolbar} justify="space-between" p="md" gap="sm">
        <Group gap="sm">
          <LanguageSwitch />
          {draft ? (
            <SegmentedControl
              size="xs"
              aria-label={t('print.content')}
              value={withAnswers ? 'answers' : 'blank'}
              onChange={(value) => setParams(value === 'answers' ? { answers: '1' } : {}, { replace: true })}
              data={[
                { value: 'blank', label: t('print.blank') },
                { value: 'answers', label: t('print.withAnswers') },
              ]}
            />
          ) : null}
        </Group>
        <Group gap="sm">
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {t('print.hint')}
          </Text>
          <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            {t('print.print')}
          </Button>
        </Group>
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
            {description ? (
              <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
                {description}
              </Text>
            ) : null}
          </Stack>
          <FormFiller key={withAnswers ? 'answers' : 'blank'} mode="print" questions={questions} initialAnswers={withAnswers ? draft : undefined} />
        </Stack>
      </Container>
    </Box>
  );
}
