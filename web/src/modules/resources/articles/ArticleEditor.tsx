import { lazy, Suspense, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Anchor, Box, Button, Grid, Group, Input, Loader, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconChevronDown, IconChevronLeft, IconExternalLink, IconEyeOff, IconSend, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX } from '@seedbed/contracts/community';
import { fieldErrorsOf, useErrorMessage } from '../../../app/apollo/errorMessage';
import { confirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { PictureField } from '../../../ui/form/PictureField';
import { TextAreaField, TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { useUnsavedGuard } from '../../../ui/form/useUnsavedGuard';
import { RESOURCE_PATHS } from '../shared/paths';
import { IMAGE_TYPES, uploadArticleImage } from '../shared/upload';
import { ArticleStatusBadge } from './ArticleStatusBadge';
import { articleRules, articleValues, changedInput, type ArticleFormValues } from './articleForm';
import classes from './editor.module.css';
import { DELETE_ARTICLE, PUBLISH_ARTICLE, UNPUBLISH_ARTICLE, UPDATE_ARTICLE, type EditedArticleData } from './graphql';

// The rich text editor (tiptap) downloads with the first article opened, not with the list.
const RichTextField = lazy(async () => ({ default: (await import('../../courses/builder/richText/RichTextField')).RichTextField }));

/** The form shows a failed save itself: on its fields, else in one toast. */
const OWN_ERRORS = { showsOwnError: true };

/**
 * The article editor (/articles/management/article/:id, without the top bar): title, summary,
 * cover and text with pictures, saved with Save (or Ctrl/Cmd+S); leaving with changes not saved
 * asks first. Publishing reads what was saved, so it waits for a save; the preview opens the
 * reading page in a new tab.
 */
export function ArticleEditor({ initialArticle }: { initialArticle: EditedArticleData }) {
  const { t } = useTranslation(['resources', 'validation', 'common']);
  const tf = t as unknown as TFunction;
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const formId = useId();
  const [article, setArticle] = useState(initialArticle);
  const [saved, setSaved] = useState(() => articleValues(initialArticle));
  const rules = useMemo(() => articleRules(tf), [tf]);
  const form = useForm<ArticleFormValues>(saved, rules);
  const guard = useUnsavedGuard(form.dirty);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof ArticleFormValues, string>>>({});
  const [update, updating] = useMutation(UPDATE_ARTICLE);
  const [publish, publishing] = useMutation(PUBLISH_ARTICLE);
  const [unpublish, unpublishing] = useMutation(UNPUBLISH_ARTICLE);
  const [remove] = useMutation(DELETE_ARTICLE);

  /** The server's article after a change: the form starts again from it. */
  const take = (next: EditedArticleData) => {
    setArticle(next);
    const values = articleValues(next);
    setSaved(values);
    form.reset(values);
  };

  const submit = form.handleSubmit(async (values) => {
    const data = changedInput(saved, values);
    if (Object.keys(data).length === 0) return;
    setServerErrors({});
    try {
      const answer = await update({ variables: { id: article._id, data }, context: OWN_ERRORS });
      if (answer.data) take(answer.data.updateArticle);
      showSuccess(t('resources:editor.saved'));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) showError(errorMessage(error));
    }
  });
  const saveOnShortcut = (event: KeyboardEvent) => {
    if (event.key.toLowerCase() === 's' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const setPublished = async (published: boolean) => {
    try {
      const answer = published
        ? (await publish({ variables: { id: article._id } })).data?.publishArticle
        : (await unpublish({ variables: { id: article._id } })).data?.unpublishArticle;
      if (!answer) return;
      setArticle(answer);
      showSuccess(t(published ? 'resources:articles.published' : 'resources:articles.unpublished', { title: answer.title }));
    } catch {
      // The app-wide notice has said why.
    }
  };

  const del = async () => {
    const ok = await confirm({
      title: t('resources:articles.deleteTitle'),
      message: t('resources:articles.deleteConfirm', { title: article.title }),
      confirmLabel: t('resources:actions.delete'),
      cancelLabel: t('resources:actions.cancel'),
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: article._id } });
      guard.release();
      showSuccess(t('resources:articles.deleted', { title: article.title }));
      void navigate(RESOURCE_PATHS.management);
    } catch {
      // The app-wide notice has said why.
    }
  };

  const field = <K extends keyof ArticleFormValues>(name: K) => {
    const props = form.field(name);
    return {
      ...props,
      error: props.error ?? serverErrors[name],
      onChange: (next: Parameters<typeof props.onChange>[0]) => {
        setServerErrors(({ [name]: _dropped, ...rest }) => rest);
        props.onChange(next);
      },
    };
  };
  const content = field('content');
  const cover = field('cover');
  const busy = publishing.loading || unpublishing.loading;
  const draft = article.status === 'DRAFT';

  return (
    <Box p={{ base: 'sm', sm: 'lg' }} maw={1280} mx="auto">
      <Stack gap="lg">
        <Stack gap="xs">
          <Anchor component={Link} to={RESOURCE_PATHS.management} size="sm" w="fit-content">
            <Group gap={4} wrap="nowrap">
              <IconChevronLeft size={14} aria-hidden className={classes.backIcon} />
              {t('resources:editor.back')}
            </Group>
          </Anchor>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Title order={1} size="h2" dir="auto" className={classes.title}>
                {article.title || t('resources:articles.untitled')}
              </Title>
              <Group gap="xs">
                <ArticleStatusBadge status={article.status} />
                <Text size="sm" c="dimmed" role="status" data-testid="save-state">
                  {form.dirty ? t('resources:editor.unsaved') : t('resources:editor.allSaved')}
                </Text>
              </Group>
            </Stack>
            <Group gap="xs" wrap="wrap">
              <Button
                component="a"
                href={RESOURCE_PATHS.article(article._id)}
                target="_blank"
                rel="noopener"
                variant="subtle"
                leftSection={<IconExternalLink size={16} aria-hidden />}
              >
                {t('resources:editor.preview')}
              </Button>
              {draft ? (
                <Button
                  variant="light"
                  leftSection={<IconSend size={16} aria-hidden />}
                  onClick={() => void setPublished(true)}
                  disabled={form.dirty}
                  loading={busy}
                  title={form.dirty ? t('resources:editor.saveFirst') : undefined}
                >
                  {t('resources:editor.publish')}
                </Button>
              ) : null}
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
                    {t('resources:editor.more')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {!draft ? (
                    <Menu.Item leftSection={<IconEyeOff size={16} aria-hidden />} onClick={() => void setPublished(false)}>
                      {t('resources:editor.unpublish')}
                    </Menu.Item>
                  ) : null}
                  <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void del()}>
                    {t('resources:actions.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
              <Button type="submit" form={formId} loading={updating.loading}>
                {t('resources:actions.save')}
              </Button>
            </Group>
          </Group>
          {draft ? (
            <Text size="sm" c="dimmed">
              {t('resources:editor.draftHint')}
            </Text>
          ) : null}
        </Stack>
        <form id={formId} onSubmit={submit} onKeyDown={saveOnShortcut} noValidate aria-label={t('resources:editor.formLabel')}>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <TextField {...field('title')} label={t('resources:editor.titleField')} maxLength={ARTICLE_TITLE_MAX} required dir="auto" />
                <TextAreaField
                  {...field('summary')}
                  label={t('resources:editor.summary')}
                  description={t('resources:editor.summaryHint')}
                  maxLength={ARTICLE_SUMMARY_MAX}
                  minRows={2}
                  maxRows={5}
                  optional
                  dir="auto"
                />
                <Input.Wrapper label={t('resources:editor.content')} error={content.error} id={`${formId}-content`}>
                  <Suspense
                    fallback={
                      <Paper withBorder p="md" mt={4}>
                        <Loader size="sm" aria-label={t('resources:editor.loading')} />
                      </Paper>
                    }
                  >
                    <Box mt={4}>
                      <RichTextField
                        initialHtml={saved.content}
                        label={t('resources:editor.content')}
                        onChange={(html) => content.onChange(html)}
                        onBlur={content.onBlur}
                        invalid={Boolean(content.error)}
                        uploadImage={(file) => uploadArticleImage(article._id, file)}
                      />
                    </Box>
                  </Suspense>
                </Input.Wrapper>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PictureField
                label={t('resources:editor.cover')}
                description={t('resources:editor.coverHint')}
                error={cover.error}
                value={form.values.cover}
                onChange={(url) => cover.onChange(url)}
                upload={(file) => uploadArticleImage(article._id, file)}
                types={IMAGE_TYPES}
                height={160}
                width="100%"
              />
            </Grid.Col>
          </Grid>
        </form>
      </Stack>
    </Box>
  );
}
