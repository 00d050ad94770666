import { Typography } from '@mantine/core';
import classes from './articleBody.module.css';

/** An article's text: HTML the server sanitised when it was saved (core/rich-text.ts), so it is shown as HTML. */
export function ArticleBody({ html }: { html: string }) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: article content is stored sanitised by the server and nothing else writes it.
  return <Typography dir="auto" className={classes.body} dangerouslySetInnerHTML={{ __html: html }} data-testid="article-body" />;
}
