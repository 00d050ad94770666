import { getI18n } from 'react-i18next';
import type { CreateActionTools } from '../../../app/features/types';
import { RESOURCE_PATHS } from '../shared/paths';
import { CREATE_ARTICLE } from './graphql';

/**
 * Spec 1 §2.10: the Article entry (and the list's button) creates a draft at once, named "Untitled
 * article" in the interface language, then opens its editor. A refusal reaches the caller, which says so.
 */
export async function createArticleAndEdit({ client, navigate }: CreateActionTools): Promise<void> {
  const { data } = await client.mutate({ mutation: CREATE_ARTICLE, variables: { title: getI18n().t('resources:articles.untitled') } });
  const id = data?.createArticle._id;
  if (!id) throw new Error('createArticle answered no article');
  await navigate(RESOURCE_PATHS.editor(id));
}
