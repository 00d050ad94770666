import { useId, type ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';
import classes from './home.module.css';

export interface WidgetCardProps {
  title: ReactNode;
  size: 'full' | 'half';
  children: ReactNode;
  /** The language of the card's own words, when it is not the interface's (a text an admin wrote in another). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** One card of the home page: a section named by its heading. */
export function WidgetCard({ title, size, children, lang, dir }: WidgetCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md" className={`${classes.card} ${size === 'full' ? classes.full : ''}`} lang={lang} dir={dir}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
