import { matchPath } from 'react-router';
import { TAG_PAGES, tagEditorRule, tagPageOf, type TagCategory, type TagPage } from '@seedbed/contracts/taxonomy';
import type { ShellUser } from '../../app/features/types';

export const TAXONOMY_PATH = '/taxonomy/tags';
export const tagPagePath = (page: TagPage) => `${TAXONOMY_PATH}/${page.slug}`;

/** The page an address shows: /taxonomy/tags/{slug}. */
export const tagPageAt = (pathname: string): TagPage | undefined => tagPageOf(matchPath(`${TAXONOMY_PATH}/:slug`, pathname)?.params.slug);

const holds = (user: ShellUser, key: string) => {
  const criteria = user.permissions[key as keyof ShellUser['permissions']];
  return criteria !== undefined && criteria !== 'NONE';
};

/** What the person may do with a category's tags, as the server decides it (contracts/taxonomy.ts). */
export interface TagRights {
  view: boolean;
  create: boolean;
  edit: boolean;
  delete: boolean;
  /** Merging renames links and deletes the sources: both rights. */
  merge: boolean;
}

export function tagRights(user: ShellUser | null, category: TagCategory): TagRights {
  const rule = tagEditorRule(category);
  const on = Boolean(user) && (!rule.flag || Boolean(user?.flags[rule.flag]));
  const may = (key: string) => on && holds(user!, key);
  const rights = { view: may(rule.view), create: may(rule.create), edit: may(rule.edit), delete: may(rule.delete) };
  return { ...rights, merge: rights.edit && rights.delete };
}

/** The first page of /taxonomy/tags the person may open (where /taxonomy/tags leads). */
export function firstTagPage(user: ShellUser | null): TagPage {
  return TAG_PAGES.find((page) => tagRights(user, page.categories[0]).view) ?? TAG_PAGES[0];
}
