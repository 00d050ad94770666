import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { docsHomePath } from '@seedbed/contracts/docs';

interface DocBreadcrumbProps {
  userType: string;
  categoryName: string;
  /** The document's own title, last; absent in a search preview, where the title follows. */
  title?: string;
  /** Links lead to the documentation's home; a preview shows plain text. */
  links?: boolean;
}

/** Documentation › audience › category (› page). */
export function DocBreadcrumb({ userType, categoryName, title, links = false }: DocBreadcrumbProps) {
  const { t } = useTranslation('docs');
  const audience = t(`userTypes.${userType}`, { defaultValue: userType });
  const home = docsHomePath(userType);
  const crumbs = [
    links ? (
      <Anchor key="home" component={Link} to={home} size="sm">
        {t('documentation')}
      </Anchor>
    ) : (
      <Text key="home" span size="xs" c="dimmed">
        {t('documentation')}
      </Text>
    ),
    links ? (
      <Anchor key="audience" component={Link} to={home} size="sm">
        {audience}
      </Anchor>
    ) : (
      <Text key="audience" span size="xs" c="dimmed">
        {audience}
      </Text>
    ),
    <Text key="category" span size={links ? 'sm' : 'xs'} c="dimmed">
      {categoryName}
    </Text>,
    ...(title
      ? [
          <Text key="title" span size="sm" aria-current="page">
            {title}
          </Text>,
        ]
      : []),
  ];
  const trail = (
    <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 2 } }}>
      {crumbs}
    </Breadcrumbs>
  );
  // On a page the trail is navigation; in a search preview it only says where the hit lives.
  return links ? <nav aria-label={t('breadcrumb')}>{trail}</nav> : trail;
}
