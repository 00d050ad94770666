import { Alert, Badge, Button, Center, Container, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLayout } from '@seedbed/contracts/forms';
import { useErrorMessage } from '../../app/apollo/errorMessage';
import { usePageTitle } from '../../app/tenant/usePageTitle';
import { FormFiller } from '../forms/renderer/FormFiller';
import { CUSTOM_FIELDS, builderPathOf, questionsOf, type Entity } from './graphql';
import { fieldLabel } from './fieldText';
import { useProfileForm } from './useProfileForm';

/** /startups/profile: the startup profile form. */
export function StartupProfilePage() {
  return <ProfileFormPage entity="STARTUP" />;
}

/** /community/people/profile: the people profile form. */
export function PeopleProfilePage() {
  return <ProfileFormPage entity="USER" />;
}

/** A profile form: its published fields in order, a preview as people fill it, and the way to its builder. */
function ProfileFormPage({ entity }: { entity: Entity }) {
  const { t, i18n } = useTranslation('profiles');
  const errorMessage = useErrorMessage();
  const title = t(entity === 'STARTUP' ? 'titles.startupProfile' : 'titles.peopleProfile');
  usePageTitle(title);
  const { form, mayBuild } = useProfileForm(entity);
  const { data, loading, error } = useQuery(CUSTOM_FIELDS, { variables: { entity }, fetchPolicy: 'cache-and-network' });
  const questions = questionsOf(data?.customFields ?? []);
  const fields = questions.filter((q) => !isLayout(q));

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            {title}
          </Title>
          {form && mayBuild ? (
            <Button component={Link} to={builderPathOf(form._id)} leftSection={<IconTools size={16} aria-hidden />}>
              {t('fields.openBuilder')}
            </Button>
          ) : null}
        </Group>
        <Text c="dimmed">{t(entity === 'STARTUP' ? 'profile.introStartup' : 'profile.introPeople')}</Text>
        {error ? <Alert color="red">{errorMessage(error)}</Alert> : null}
        {loading && !data ? (
          <Center py="xl">
            <Loader aria-label={t('common:loading')} />
          </Center>
        ) : fields.length === 0 ? (
          <Paper withBorder radius="md" p="lg">
            <Text c="dimmed">{t('profile.empty')}</Text>
          </Paper>
        ) : (
          <>
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={t('profile.fields')}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('profile.fields')}
                </Title>
                <List type="ordered" spacing="xs">
                  {fields.map((q) => (
                    <List.Item key={q._id}>
                      <Group gap="xs" wrap="wrap">
                        <Text size="sm" dir="auto">
                          {fieldLabel(q, i18n.language)}
                        </Text>
                        <Badge size="sm" variant="light" color="gray" tt="none">
                          {t(`forms:builder.types.${q.questionType}`)}
                        </Badge>
                        {q.validations?.required ? (
                          <Badge size="sm" variant="light" tt="none">
                            {t('fields.required')}
                          </Badge>
                        ) : null}
                      </Group>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={t('profile.preview')}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('profile.preview')}
                </Title>
                <FormFiller questions={questions} mode="preview" />
              </Stack>
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
