import { Anchor, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconArticle, IconExternalLink, IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceItemData } from './graphql';
import { RESOURCE_PATHS } from './paths';

const ICONS = { INTERNAL: IconArticle, LINK: IconExternalLink, FILE: IconFileDownload } as const;
const COLORS = { INTERNAL: 'teal', LINK: 'blue', FILE: 'grape' } as const;

/** The icon of a kind of resource: an article, an outside link, a file to download. */
export function ResourceKindIcon({ kind, size = 28 }: { kind: ResourceItemData['kind']; size?: number }) {
  const Icon = ICONS[kind];
  return (
    <ThemeIcon variant="light" color={COLORS[kind]} size={size} radius="sm" aria-hidden>
      <Icon size={Math.round(size * 0.6)} stroke={1.6} />
    </ThemeIcon>
  );
}

/**
 * A resource as a link that opens it: an article's reading page in the app, an outside address in
 * a new tab (telling it nothing of the app), a file as a download. The kind is said to screen
 * readers, since the icon is not.
 */
export function ResourceLink({ resource }: { resource: ResourceItemData }) {
  const { t } = useTranslation('resources');
  const title = resource.title || t('library.untitled');
  const label = (
    <>
      <VisuallyHidden>{`${t(`kinds.${resource.kind}`)}: `}</VisuallyHidden>
      {title}
    </>
  );
  const style = { overflowWrap: 'anywhere' } as const;
  let link = (
    <Text span fw={500} dir="auto" style={style}>
      {title}
    </Text>
  );
  if (resource.kind === 'INTERNAL' && resource.article) {
    link = (
      <Anchor component={Link} to={RESOURCE_PATHS.article(resource.article._id)} fw={500} dir="auto" style={style}>
        {label}
      </Anchor>
    );
  } else if (resource.kind === 'LINK' && resource.url) {
    link = (
      <Anchor href={resource.url} target="_blank" rel="noopener noreferrer" fw={500} dir="auto" style={style}>
        {label}
        <VisuallyHidden>{` (${t('library.newTab')})`}</VisuallyHidden>
      </Anchor>
    );
  } else if (resource.kind === 'FILE' && resource.file) {
    link = (
      <Anchor href={resource.file.url} download={resource.file.name} fw={500} dir="auto" style={style}>
        {label}
      </Anchor>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
      <ResourceKindIcon kind={resource.kind} size={24} />
      {link}
    </Group>
  );
}
