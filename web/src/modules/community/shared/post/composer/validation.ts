import type { TFunction } from 'i18next';
import { fieldIssues, type FieldIssue } from '@seedbed/contracts/schemas';
import { postInputSchema, replyInputSchema, type PostInput, type ReplyInput } from '@seedbed/contracts/community-input';

/**
 * A shared schema's message in the reader's language: the feed's own keys ('community.feed.*', the
 * server's) under `validation.` in this namespace, the product's ('validation.*') in the validation one.
 */
export function postIssueMessage(t: TFunction, issue: FieldIssue): string {
  const feed = 'community.feed.';
  const key = issue.key.startsWith(feed) ? `communityFeed:validation.${issue.key.slice(feed.length)}` : `validation:${issue.key.replace(/^validation\./, '')}`;
  return t(key, { ...issue.params, field: t(`communityFeed:composer.fields.${issue.field.split('.')[0] || 'content'}`) }) as string;
}

/** The first problem of a post as written, checked with the schema the server checks it with; none when it may be sent. */
export function postProblem(input: PostInput): FieldIssue | undefined {
  const checked = postInputSchema().safeParse(input);
  return checked.success ? undefined : checked.error.issues.flatMap(fieldIssues)[0];
}

export function replyProblem(input: ReplyInput): FieldIssue | undefined {
  const checked = replyInputSchema().safeParse(input);
  return checked.success ? undefined : checked.error.issues.flatMap(fieldIssues)[0];
}
