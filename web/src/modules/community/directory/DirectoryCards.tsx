import type { ReactNode } from 'react';
import { Anchor, Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconRocket, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import linkCard from '../../../ui/linkCard.module.css';
import { ProfileCard } from '../../profile/card/ProfileCard';
import { personRoleLabel } from '../../profile/roleLabel';
import { UserAvatar } from '../../profile/UserAvatar';
import { startupFilePath } from '../../startups/paths';
import { COMMUNITY_PATHS } from '../shared/paths';
import type { DirectoryPerson, DirectoryStartup } from './graphql';
import classes from './directory.module.css';

/** The most skills a card names; the others are counted. */
const SKILLS_SHOWN = 4;

/** One card per result: one column on phones, up to four on wide screens. */
export function DirectoryGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" component="ul" className={classes.grid} aria-label={label}>
      {children}
    </SimpleGrid>
  );
}

/**
 * A person as the directory shows them: the avatar (hovered or focused, their profile card), the
 * name whose link covers the card and opens their profile, their role, headline, startup and skills.
 */
export function PersonCard({ person }: { person: DirectoryPerson }) {
  const { t } = useTranslation('community');
  const startup = person.startups?.[0];
  const skills = person.skills ?? [];
  return (
    <Card component="li" withBorder radius="md" padding="md" className={`${linkCard.card} ${classes.card}`} data-testid="directory-person">
      <Stack gap="xs">
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <span className={linkCard.cardAction}>
            <ProfileCard userId={person._id}>
              <UserAvatar name={person.fullName} src={person.avatar} size={48} />
            </ProfileCard>
          </span>
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={`/profile/${encodeURIComponent(person._id)}`} fw={600} lineClamp={1} className={linkCard.cardLink} dir="auto">
              {person.fullName}
            </Anchor>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {personRoleLabel(person, t)}
            </Text>
          </Stack>
        </Group>
        {person.headline ? (
          <Text size="sm" lineClamp={2} dir="auto">
            {person.headline}
          </Text>
        ) : null}
        {startup ? (
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconRocket size={14} aria-hidden />
            <Text size="sm" lineClamp={1} dir="auto">
              <VisuallyHidden>{t('directory.people.startup')} </VisuallyHidden>
              {startup.name}
            </Text>
          </Group>
        ) : null}
        {skills.length ? (
          <Group gap={4} wrap="wrap" aria-label={t('directory.people.skills')} role="list">
            {skills.slice(0, SKILLS_SHOWN).map((skill) => (
              <Badge key={skill._id} variant="light" radius="sm" tt="none" role="listitem" maw="100%">
                {skill.name}
              </Badge>
            ))}
            {skills.length > SKILLS_SHOWN ? (
              <Badge variant="outline" color="gray" radius="sm" tt="none" role="listitem">
                {t('directory.people.moreSkills', { count: skills.length - SKILLS_SHOWN })}
              </Badge>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * A startup as the directory shows it: its logo, the name whose link covers the card and opens its
 * file, its programmes and industries, and (for those who see people) the way to its people.
 */
export function StartupCard({ startup, showPeople }: { startup: DirectoryStartup; showPeople: boolean }) {
  const { t } = useTranslation('community');
  const industries = startup.industries ?? [];
  return (
    <Card component="li" withBorder radius="md" padding="md" className={`${linkCard.card} ${classes.card}`} data-testid="directory-startup">
      <Stack gap="xs" h="100%">
        <Group wrap="nowrap" gap="sm">
          <Avatar src={startup.logo || null} name={startup.name} color="initials" radius="md" size={48} alt={startup.logo ? startup.name : undefined} />
          <Anchor component={Link} to={startupFilePath(startup._id)} fw={600} lineClamp={2} className={linkCard.cardLink} dir="auto">
            {startup.name}
          </Anchor>
        </Group>
        {startup.programs.length ? (
          <Group gap={4} wrap="wrap" aria-label={t('directory.startups.programs')} role="list">
            {startup.programs.map((program) => (
              <Badge key={program._id} variant="light" color="grape" radius="sm" tt="none" role="listitem" maw="100%">
                {program.name}
              </Badge>
            ))}
          </Group>
        ) : null}
        {industries.length ? (
          <Group gap={4} wrap="wrap" aria-label={t('directory.startups.industries')} role="list">
            {industries.map((industry) => (
              <Badge key={industry._id} variant="outline" color="gray" radius="sm" tt="none" role="listitem" maw="100%">
                {industry.name}
              </Badge>
            ))}
          </Group>
        ) : null}
        {showPeople ? (
          <Group mt="auto" className={linkCard.cardAction}>
            <Button
              component={Link}
              to={`${COMMUNITY_PATHS.people}?startup=${encodeURIComponent(startup._id)}`}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconUsers size={14} aria-hidden />}
              aria-label={t('directory.startups.peopleOf', { name: startup.name })}
            >
              {t('directory.startups.people')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
