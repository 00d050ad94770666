import { ActionIcon, Menu } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconDots, IconEye, IconEyeOff, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { RESOURCE_PATHS } from '../shared/paths';
import { DELETE_ARTICLE, PUBLISH_ARTICLE, UNPUBLISH_ARTICLE, type ArticleRowData } from './graphql';

interface ArticleRowMenuProps {
  article: ArticleRowData;
  /** The row's new fields, or null once it left the list. */
  onChange: (next: Partial<ArticleRowData> | null) => void;
  onReload: () => void;
  /** The list shows one status only: a row whose status changes leaves it. */
  filtered: boolean;
}

/** What may be done to one article from the list: edit, read, publish or take back, delete. */
export function ArticleRowMenu({ article, onChange, onReload, filtered }: ArticleRowMenuProps) {
  const { t } = useTranslation('resources');
  const [publish] = useMutation(PUBLISH_ARTICLE);
  const [unpublish] = useMutation(UNPUBLISH_ARTICLE);
  const [remove] = useMutation(DELETE_ARTICLE);
  const title = article.title;

  const setPublished = async (published: boolean) => {
    try {
      const answer = published
        ? (await publish({ variables: { id: article._id } })).data?.publishArticle
        : (await unpublish({ variables: { id: article._id } })).data?.unpublishArticle;
      if (!answer) return;
      onChange(filtered ? null : { status: answer.status, publishedAt: answer.publishedAt, updatedAt: answer.updatedAt });
      showSuccess(t(published ? 'articles.published' : 'articles.unpublished', { title }));
    } catch {
      // The app-wide notice has said why.
      onReload();
    }
  };

  const del = async () => {
    const ok = await confirm({
      title: t('articles.deleteTitle'),
      message: t('articles.deleteConfirm', { title }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: article._id } });
      onChange(null);
      showSuccess(t('articles.deleted', { title }));
    } catch {
      // The app-wide notice has said why.
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('articles.actionsFor', { title })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={RESOURCE_PATHS.editor(article._id)} leftSection={<IconPencil size={16} aria-hidden />}>
          {t('actions.edit')}
        </Menu.Item>
        <Menu.Item component={Link} to={RESOURCE_PATHS.article(article._id)} leftSection={<IconEye size={16} aria-hidden />}>
          {t('editor.preview')}
        </Menu.Item>
        {article.status === 'DRAFT' ? (
          <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={() => void setPublished(true)}>
            {t('editor.publish')}
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconEyeOff size={16} aria-hidden />} onClick={() => void setPublished(false)}>
            {t('editor.unpublish')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void del()}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
