import { useQuery } from '@apollo/client/react';
import { Anchor, Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCertificate, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { findGraphQLError } from '../../../../app/apollo/errors';
import { usePageTitle } from '../../../../app/tenant/usePageTitle';
import { LoadError } from '../../../../shell/errors/LoadError';
import { MessagePage } from '../../../../shell/MessagePage';
import { COURSE_PATHS } from '../../shared/paths';
import { formatLongDay } from '../format';
import { COURSE_CERTIFICATE } from '../graphql';
import classes from './certificate.module.css';

/**
 * /courses/:id/courseware/certificate (spec 3 §2): the learner's certificate of a completed course,
 * laid out for paper. Printing leaves the application's frame and the page's buttons out.
 */
export function CertificatePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('courseware');
  const { data, error, loading, refetch } = useQuery(COURSE_CERTIFICATE, { variables: { courseId: id }, fetchPolicy: 'cache-and-network' });
  const certificate = data?.courseCertificate;
  usePageTitle(certificate ? t('certificate.pageTitle', { course: certificate.courseTitle }) : t('titles.certificate'));
  const BackIcon = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;

  if (!certificate && loading)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  if (!certificate && (!error || findGraphQLError(error, 'NOT_FOUND')))
    return (
      <MessagePage title={t('certificate.unavailableTitle')} inFrame>
        <Text c="dimmed">{t('certificate.unavailable')}</Text>
        <Button component={Link} to={COURSE_PATHS.courseware(id)}>
          {t('certificate.backToCourse')}
        </Button>
      </MessagePage>
    );
  if (!certificate) return <LoadError error={error!} onRetry={() => void refetch().catch(() => undefined)} />;

  const completedOn = formatLongDay(certificate.completedAt, i18n.language);
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} data-certificate>
      <Group justify="space-between" gap="sm" data-print-hide>
        <Anchor component={Link} to={COURSE_PATHS.courseware(id)} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <BackIcon size={16} aria-hidden />
            {t('certificate.backToCourse')}
          </Group>
        </Anchor>
        <Group gap="sm">
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {t('certificate.printHint')}
          </Text>
          <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            {t('certificate.print')}
          </Button>
        </Group>
      </Group>
      <Box className={classes.sheet} component="article" aria-labelledby="certificate-title">
        <Stack gap="lg" align="center">
          <Text size="sm" fw={600} tt="uppercase" c="dimmed" dir="auto">
            {certificate.organisationName}
          </Text>
          <IconCertificate size={48} stroke={1.3} aria-hidden />
          <Title order={1} id="certificate-title" size="h2">
            {t('certificate.heading')}
          </Title>
          <Text c="dimmed">{t('certificate.certifies')}</Text>
          <Text className={classes.learner} fw={700} dir="auto">
            {certificate.learnerName}
          </Text>
          <Text c="dimmed">{t('certificate.completed')}</Text>
          <Title order={2} size="h3" className={classes.course} dir="auto">
            {certificate.courseTitle}
          </Title>
          <Text size="sm">
            {[t('certificate.lessons', { count: certificate.lessonCount }), completedOn ? t('certificate.completedOn', { date: completedOn }) : null].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}
