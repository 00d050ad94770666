import { Typography } from '@mantine/core';
import classes from './timeline.module.css';

/** A note's text: HTML the server sanitised before storing it, so it is shown as HTML. */
export function NoteBody({ html }: { html: string | null | undefined }) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server stores notes sanitised (timeline service) and nothing else writes them.
  return <Typography className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
