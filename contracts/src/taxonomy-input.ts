import { z } from './zod.ts';
import { refuse } from './schemas.ts';
import { SKILLS_MAX, TAG_CATEGORIES, TAG_COLOR_PATTERN, TAG_MERGE_MAX, TAG_NAME_MAX_LENGTH } from './taxonomy.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = () => z.string().trim().min(1).regex(UUID, 'validation.invalid');

/** The category an operation names; an unknown one is an invalid field, not a missing page. */
export const tagCategorySchema = z.enum(TAG_CATEGORIES, 'validation.invalid');

/** tags(category): the category to list. */
export const tagListSchema = z.object({ category: tagCategorySchema });

/** A colour as '#rrggbb', kept in lower case; empty or null means none, absent means unchanged. */
const color = () =>
  z
    .string()
    .trim()
    .max(7, 'taxonomy.colorInvalid')
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (!value) return null;
      return TAG_COLOR_PATTERN.test(value) ? value.toLowerCase() : refuse(ctx, { key: 'taxonomy.colorInvalid' });
    });

const tagName = () => z.string().trim().min(1, 'taxonomy.nameRequired').max(TAG_NAME_MAX_LENGTH);

/** A tag as the tags editor writes it (createTag, updateTag): its name and colour. */
export const tagInputSchema = z.object({ name: tagName(), color: color() });

/** updateTag: only the fields sent change. */
export const tagChangesSchema = tagInputSchema.partial();

/** createTag: the tag and the category it joins. */
export const newTagSchema = tagInputSchema.extend({ category: tagCategorySchema });

/** mergeTags: the tags that disappear into the target, which keeps its name and colour. */
export const mergeTagsSchema = z
  .object({
    sourceTagIds: z
      .array(id())
      .min(1, 'taxonomy.mergeSourcesRequired')
      .max(TAG_MERGE_MAX)
      .transform((list) => [...new Set(list)]),
    targetTagId: id(),
  })
  .superRefine((input, ctx) => {
    if (input.sourceTagIds.includes(input.targetTagId))
      ctx.addIssue({ code: 'custom', path: ['targetTagId'], message: 'taxonomy.mergeIntoItself', params: { key: 'taxonomy.mergeIntoItself' } });
  });

/**
 * updateMySkills: the skills a person holds, chosen from the organisation's list (`tagIds`), and
 * skills they write in (`newSkills`) where the organisation allows it. A name written twice,
 * whatever its case, counts once.
 */
export const mySkillsSchema = z
  .object({
    tagIds: z
      .array(id())
      .max(SKILLS_MAX)
      .transform((list) => [...new Set(list)]),
    newSkills: z
      .array(tagName())
      .max(SKILLS_MAX)
      .nullish()
      .transform((names) => (names ?? []).filter((name, i, all) => all.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i)),
  })
  .superRefine((input, ctx) => {
    if (input.tagIds.length + input.newSkills.length > SKILLS_MAX)
      ctx.addIssue({ code: 'custom', path: ['tagIds'], message: 'taxonomy.tooManySkills', params: { key: 'taxonomy.tooManySkills', params: { max: SKILLS_MAX } } });
  });
