import { forwardRef, lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { MailRichTextHandle, MailRichTextProps } from './MailRichText';

const Editor = lazy(async () => ({ default: (await import('./MailRichText')).MailRichText }));

/** The mail editor (Tiptap) is fetched when a form that writes a mail opens, not with the list or the page. */
export const LazyMailRichText = forwardRef<MailRichTextHandle, MailRichTextProps>(function LazyMailRichText(props, ref) {
  return (
    <Suspense fallback={<Skeleton h={props.short ? 90 : 180} radius="sm" />}>
      <Editor ref={ref} {...props} />
    </Suspense>
  );
});
