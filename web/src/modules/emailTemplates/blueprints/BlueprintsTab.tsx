import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, pickLanguage, type Language } from '@seedbed/contracts/languages';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { BLUEPRINTS, type BlueprintData } from '../graphql';
import { BlueprintDialog } from './BlueprintDialog';

/** The product's own mails, each with the languages the organisation reworded it in. */
export function BlueprintsTab() {
  const { t, i18n } = useTranslation('emailTemplates');
  const errorMessage = useErrorMessage();
  const { data, loading, error, refetch } = useQuery(BLUEPRINTS, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<BlueprintData | null>(null);
  const blueprints = data?.emailBlueprints ?? [];

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm" maw={720}>
        {t('blueprints.intro')}
      </Text>
      {error && !data ? (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {loading && !data ? <Loader size="sm" aria-label={t('loading')} /> : null}
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {blueprints.map((blueprint) => (
          <Card key={blueprint.key} component="li" withBorder p="sm" data-testid="blueprint-row">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={4} miw={0} style={{ flex: '1 1 240px' }}>
                <Text fw={500}>{t(`blueprints.keys.${blueprint.key}.name`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`blueprints.keys.${blueprint.key}.description`)}
                </Text>
                <Group gap={6}>
                  {blueprint.customisedLanguages.length ? (
                    blueprint.customisedLanguages.map((language) => (
                      <Badge key={language} variant="light" color="grape" size="sm">
                        {t('blueprints.customisedIn', { language: LANGUAGE_NAMES[language as Language] })}
                      </Badge>
                    ))
                  ) : (
                    <Badge variant="outline" color="gray" size="sm">
                      {t('blueprints.productWording')}
                    </Badge>
                  )}
                </Group>
              </Stack>
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(blueprint)}
                aria-label={t('blueprints.editNamed', { name: t(`blueprints.keys.${blueprint.key}.name`) })}
              >
                {t('actions.edit')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
      <BlueprintDialog blueprint={editing} initialLanguage={pickLanguage(i18n.language)} onClose={() => setEditing(null)} onChanged={() => void refetch()} />
    </Stack>
  );
}
