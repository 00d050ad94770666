import { Anchor, Badge, Button, EmptyState, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPencil, IconPhone, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProfileCard } from './card/ProfileCard';
import type { ProfileUser } from './graphql';
import { ProfileSection } from './ProfileSection';
import { SocialLinks, visibleSocialLinks } from './SocialLinks';

function InfoLine({ icon: Icon, children }: { icon: typeof IconMail; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Icon size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function localTime(timezone: string, language: string): string | undefined {
  try {
    return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: timezone }).format(new Date());
  } catch {
    return undefined;
  }
}

/**
 * The details tab. Each part shows only when it has something to say; contact details and social
 * links arrive only when the viewer may see them (the server decides).
 */
export function ProfileDetails({ user, own, onEdit }: { user: ProfileUser; own: boolean; onEdit: () => void }) {
  const { t, i18n } = useTranslation('profile');
  const links = visibleSocialLinks(user.info);
  const places = [user.country, ...(user.locations ?? [])].filter((p): p is string => Boolean(p));
  const time = user.timezone ? localTime(user.timezone, i18n.language) : undefined;
  const startups = user.startups ?? [];
  const programs = user.programs ?? [];
  const industries = user.industries ?? [];

  const sections = [
    user.bio ? (
      <ProfileSection key="about" title={t('details.about')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {user.bio}
        </Text>
      </ProfileSection>
    ) : null,
    user.email || user.phone ? (
      <ProfileSection key="contact" title={t('details.contact')}>
        {user.email ? (
          <InfoLine icon={IconMail}>
            <Anchor href={`mailto:${user.email}`} inherit>
              {user.email}
            </Anchor>
          </InfoLine>
        ) : null}
        {user.phone ? (
          <InfoLine icon={IconPhone}>
            <Anchor href={`tel:${user.phone.replace(/\s+/g, '')}`} inherit>
              {user.phone}
            </Anchor>
          </InfoLine>
        ) : null}
      </ProfileSection>
    ) : null,
    places.length || user.timezone ? (
      <ProfileSection key="location" title={t('details.location')}>
        {places.length ? <InfoLine icon={IconMapPin}>{places.join(' · ')}</InfoLine> : null}
        {user.timezone ? <InfoLine icon={IconClock}>{time ? t('details.timezoneWithTime', { timezone: user.timezone, time }) : user.timezone}</InfoLine> : null}
      </ProfileSection>
    ) : null,
    startups.length ? (
      <ProfileSection key="startups" title={t('details.startups')}>
        <Stack gap="sm">
          {startups.map((startup) => {
            const team = startup.people.filter((p) => p._id !== user._id);
            return (
              <div key={startup._id}>
                <Text fw={600} size="sm">
                  {startup.name}
                </Text>
                {team.length ? (
                  <Text size="sm" c="dimmed" component="div">
                    {t('details.team')}{' '}
                    {team.map((person, index) => (
                      <span key={person._id}>
                        {index > 0 ? ', ' : null}
                        <ProfileCard userId={person._id}>
                          <Anchor component={Link} to={`/profile/${person._id}`} size="sm">
                            {person.fullName}
                          </Anchor>
                        </ProfileCard>
                      </span>
                    ))}
                  </Text>
                ) : null}
              </div>
            );
          })}
        </Stack>
      </ProfileSection>
    ) : null,
    programs.length || industries.length ? (
      <ProfileSection key="programmes" title={t('details.programmesAndIndustries')}>
        <NameBadges items={programs} label={t('details.programmes')} variant="light" color="blue" />
        <NameBadges items={industries} label={t('details.industries')} variant="outline" color="gray" />
      </ProfileSection>
    ) : null,
    links.length ? (
      <ProfileSection key="links" title={t('details.links')}>
        <SocialLinks links={links} />
      </ProfileSection>
    ) : null,
  ].filter(Boolean);

  if (sections.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          icon={<IconUser size={28} stroke={1.5} aria-hidden />}
          withIndicatorBackground
          title={t(own ? 'details.emptyOwnTitle' : 'details.emptyTitle')}
          description={own ? t('details.emptyOwn') : undefined}
        >
          {own ? (
            <EmptyState.Actions>
              <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
                {t('edit.open')}
              </Button>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {sections}
    </SimpleGrid>
  );
}

/** A labelled row of names (programmes, industries); nothing when there are none. */
function NameBadges({ items, label, variant, color }: { items: Array<{ _id: string; name: string }>; label: string; variant: 'light' | 'outline'; color: string }) {
  if (!items.length) return null;
  return (
    <Group gap={6} aria-label={label}>
      {items.map((item) => (
        <Badge key={item._id} variant={variant} color={color} radius="sm" tt="none">
          {item.name}
        </Badge>
      ))}
    </Group>
  );
}
