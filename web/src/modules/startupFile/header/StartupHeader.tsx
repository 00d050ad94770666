import { Avatar, Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StartupFile } from '../graphql';
import { AvatarList } from '../people/AvatarList';
import { startupPeople } from '../StartupFileContext';

/** The file's header: logo, name, programmes, stage, and the people around the startup. */
export function StartupHeader({ startup }: { startup: StartupFile }) {
  const { t } = useTranslation('startupFile');
  const people = startupPeople(startup);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Group gap="md" wrap="wrap" align="center">
        <Avatar src={startup.logo || null} name={startup.name} color="initials" radius="md" size={64} alt={startup.logo ? t('header.logo', { name: startup.name }) : undefined} />
        <Stack gap={6} miw={0} style={{ flex: '1 1 12rem' }}>
          <Group gap="xs" wrap="wrap" style={{ rowGap: 4 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {startup.name}
            </Title>
            {startup.archived ? (
              <Badge color="gray" variant="light" radius="sm">
                {t('header.archived')}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs" wrap="wrap" style={{ rowGap: 4 }}>
            {startup.stage ? (
              <Badge variant="light" radius="sm" tt="none">
                {t(`stages.${startup.stage}`, { defaultValue: startup.stage })}
              </Badge>
            ) : null}
            {startup.programs.map((program) => (
              <Badge key={program._id} variant="outline" color="gray" radius="sm" tt="none">
                {program.name}
              </Badge>
            ))}
          </Group>
        </Stack>
        <div>
          <AvatarList people={people} size="large" label={t('header.people', { count: people.length })} />
        </div>
      </Group>
    </Paper>
  );
}
