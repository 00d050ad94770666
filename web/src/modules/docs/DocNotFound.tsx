import { Anchor, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { docsHomePath } from '@seedbed/contracts/docs';
import { useDocUserType } from './useDocUserType';

/** A documentation address that leads nowhere, with the way to a list of what exists. */
export function DocNotFound({ userType }: { userType?: string }) {
  const { t } = useTranslation('docs');
  const own = useDocUserType();
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1} size="h2">
          {t('page.notFound')}
        </Title>
        <Anchor component={Link} to={docsHomePath(userType ?? own)}>
          {t('search.browse')}
        </Anchor>
      </Stack>
    </Container>
  );
}
