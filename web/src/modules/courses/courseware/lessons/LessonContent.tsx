import { Typography } from '@mantine/core';
import classes from '../courseware.module.css';

/** A lesson's text: HTML the server sanitised when the lesson was saved (core/rich-text.ts), so it is shown as HTML. */
export function LessonContent({ html }: { html: string | null | undefined }) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: lesson content is stored sanitised by the server and nothing else writes it.
  return <Typography dir="auto" className={classes.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
