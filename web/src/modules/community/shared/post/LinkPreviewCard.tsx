import { Stack, Text } from '@mantine/core';
import { externalHref } from '../../../../ui/externalHref';
import type { PostCardData } from './graphql';
import classes from './post.module.css';

/** The card of the first link of a post, as the server read it once the post was written. */
export function LinkPreviewCard({ preview }: { preview: NonNullable<PostCardData['linkPreview']> }) {
  const href = externalHref(preview.url);
  if (!href) return null;
  // The page's security policy loads outside pictures over https only.
  const image = preview.image?.startsWith('https://') ? preview.image : undefined;
  const host = hostOf(href);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes.preview}>
      {image ? <img src={image} alt="" className={classes.previewImage} loading="lazy" referrerPolicy="no-referrer" /> : null}
      <Stack gap={2} p="sm" miw={0}>
        <Text size="xs" c="dimmed" truncate>
          {preview.siteName || host}
        </Text>
        <Text fw={600} size="sm" lineClamp={2} dir="auto">
          {preview.title || href}
        </Text>
        {preview.description ? (
          <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
            {preview.description}
          </Text>
        ) : null}
      </Stack>
    </a>
  );
}

function hostOf(href: string): string {
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
}
