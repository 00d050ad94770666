import '../shared/styles';
import { Anchor, Badge, Button, Center, Container, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconChevronLeft, IconPencil, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { findGraphQLError } from '../../../app/apollo/errors';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { LoadError } from '../../../shell/errors/LoadError';
import { NotFoundPage } from '../../../shell/errors/NotFoundPage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { UserAvatar } from '../../profile/UserAvatar';
import { ArticleBody } from '../shared/ArticleBody';
import { RESOURCE_PATHS } from '../shared/paths';
import { READ_ARTICLE } from './graphql';
import classes from './article.module.css';

/**
 * /resources/internal/:id: an article to read — its cover, title, author, date and text — laid
 * out for the screen and for paper (printing leaves the app's bars and buttons out). Managers
 * also read drafts here, marked as such, with a way back to the editor.
 */
export function ArticlePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('resources');
  const { user } = useShellUser();
  const { data, loading, error, refetch } = useQuery(READ_ARTICLE, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const article = data?.article;
  usePageTitle(article?.title ?? t('article.title'));

  if (!article) {
    if (loading) {
      return (
        <Center mih="60vh">
          <Loader aria-label={t('library.loading')} />
        </Center>
      );
    }
    if (!error || findGraphQLError(error, 'NOT_FOUND')) return <NotFoundPage backTo={RESOURCE_PATHS.library} inFrame />;
    return <LoadError error={error} onRetry={() => void refetch()} />;
  }

  const date = article.publishedAt ?? article.updatedAt;
  const dated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(date));
  const manager = Boolean(user?.permissions['ARTICLES:EDIT']);

  return (
    <Container size="md" py="md" data-article-print>
      <Stack gap="lg" component="article" aria-labelledby="article-title">
        <Group justify="space-between" gap="sm" data-print-hide>
          <Anchor component={Link} to={RESOURCE_PATHS.library} size="sm">
            <Group gap={4} wrap="nowrap">
              <IconChevronLeft size={14} aria-hidden className={classes.backIcon} />
              {t('article.back')}
            </Group>
          </Anchor>
          <Group gap="xs">
            {manager ? (
              <Button component={Link} to={RESOURCE_PATHS.editor(article._id)} variant="default" size="xs" leftSection={<IconPencil size={14} aria-hidden />}>
                {t('article.edit')}
              </Button>
            ) : null}
            <Button variant="default" size="xs" leftSection={<IconPrinter size={14} aria-hidden />} onClick={() => window.print()}>
              {t('article.print')}
            </Button>
          </Group>
        </Group>
        {article.cover ? <Image src={article.cover} alt="" radius="md" mah={360} fit="cover" className={classes.cover} /> : null}
        <Stack gap="sm">
          {article.status === 'DRAFT' ? (
            <Badge color="yellow" variant="light" w="fit-content">
              {t('status.DRAFT')}
            </Badge>
          ) : null}
          <Title order={1} id="article-title" dir="auto" className={classes.title}>
            {article.title}
          </Title>
          {article.summary ? (
            <Text size="lg" c="dimmed" dir="auto">
              {article.summary}
            </Text>
          ) : null}
          <Group gap="sm">
            {article.author ? <UserAvatar name={article.author.fullName} src={article.author.avatar} size="sm" data-print-hide /> : null}
            <Text size="sm" c="dimmed">
              {article.author ? t('article.byline', { name: article.author.fullName, date: dated }) : dated}
            </Text>
          </Group>
        </Stack>
        <ArticleBody html={article.content} />
      </Stack>
    </Container>
  );
}
