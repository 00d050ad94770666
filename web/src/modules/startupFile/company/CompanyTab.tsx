import { useState, type ReactNode } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconX } from '@tabler/icons-react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { externalHref } from '../../../ui/externalHref';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { UserAvatar } from '../../profile/UserAvatar';
import { roleName } from '../../../shell/user/roleName';
import { REMOVE_STARTUP_PERSON } from '../graphql';
import { useStartupFile } from '../StartupFileContext';
import { CompanyEditDialog } from './CompanyEditDialog';
import { mayEditCompany } from './companyForm';
import { PersonDialog } from './PersonDialog';

/** company: the startup's profile and the people around it, each change offered as the viewer may make it. */
export function CompanyTab() {
  const { t } = useTranslation('startupFile');
  const startup = useStartupFile();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState<'founder' | 'assignee' | null>(null);
  const website = startup.website ? externalHref(startup.website) : null;
  const place = [startup.city, startup.country].filter(Boolean).join(', ');
  const none = <Text c="dimmed">{t('company.none')}</Text>;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="company-profile">
        <Group justify="space-between" mb="md" gap="sm">
          <Title order={2} size="h4" id="company-profile">
            {t('company.profile')}
          </Title>
          {mayEditCompany(startup.viewerCan) ? (
            <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
              {t('company.edit')}
            </Button>
          ) : null}
        </Group>
        <Stack gap="md">
          {startup.description ? (
            <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {startup.description}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="dl" m={0}>
            <Detail label={t('company.website')}>
              {website ? (
                <Anchor href={website} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                  {startup.website}
                </Anchor>
              ) : (
                none
              )}
            </Detail>
            <Detail label={t('company.yearFounded')}>{startup.yearFounded ? <Text>{startup.yearFounded}</Text> : none}</Detail>
            <Detail label={t('company.stage')}>{startup.stage ? <Text>{t(`stages.${startup.stage}`, { defaultValue: startup.stage })}</Text> : none}</Detail>
            <Detail label={t('company.location')}>{place ? <Text>{place}</Text> : none}</Detail>
            <Detail label={t('company.industries')}>
              <Badges items={startup.industries} empty={none} />
            </Detail>
            <Detail label={t('company.tags')}>
              <Badges items={startup.tags} empty={none} />
            </Detail>
            <Detail label={t('company.programs')}>
              <Badges items={startup.programs} empty={none} />
            </Detail>
          </SimpleGrid>
        </Stack>
      </Paper>
      <PeopleSection
        title={t('company.founders')}
        id="company-founders"
        addLabel={t('company.addFounder')}
        onAdd={startup.viewerCan.assignPeople ? () => setAdding('founder') : undefined}
        people={startup.founders.map(({ user, founderType }) => ({
          _id: user._id,
          fullName: user.fullName,
          avatar: null,
          detail: t(`founderTypes.${founderType}`, { defaultValue: founderType }),
        }))}
        empty={t('company.noFounders')}
      />
      <PeopleSection
        title={t('company.assigned')}
        id="company-assigned"
        addLabel={t('company.assign')}
        onAdd={startup.viewerCan.assignPeople ? () => setAdding('assignee') : undefined}
        people={startup.assignedPeople.map((person) => ({
          _id: person._id,
          fullName: person.fullName,
          avatar: person.avatar ?? null,
          detail: person.roleType || person.roleLabel ? roleName(t, { type: person.roleType ?? null, label: person.roleLabel ?? null }) : null,
        }))}
        empty={t('company.noAssigned')}
      />
      <CompanyEditDialog startup={startup} opened={editing} onClose={() => setEditing(false)} />
      <PersonDialog kind={adding} startup={startup} onClose={() => setAdding(null)} />
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function Badges({ items, empty }: { items: ReadonlyArray<{ _id: string; name: string }>; empty: ReactNode }) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <Group gap={6}>
      {items.map((item) => (
        <Badge key={item._id} variant="light" radius="sm" tt="none">
          {item.name}
        </Badge>
      ))}
    </Group>
  );
}

interface ListedPerson {
  _id: string;
  fullName: string;
  avatar: string | null;
  detail: string | null;
}

function PeopleSection({ title, id, people, empty, addLabel, onAdd }: { title: string; id: string; people: ListedPerson[]; empty: string; addLabel: string; onAdd?: () => void }) {
  const { t } = useTranslation('startupFile');
  const startup = useStartupFile();
  const confirm = useConfirm();
  const [remove] = useMutation(REMOVE_STARTUP_PERSON);
  const canRemove = startup.viewerCan.assignPeople;

  async function removePerson(person: ListedPerson) {
    const sure = await confirm({
      title: t('company.removeTitle'),
      message: t('company.removeMessage', { name: person.fullName, startup: startup.name }),
      confirmLabel: t('company.remove'),
    });
    if (!sure) return;
    const answer = await remove({ variables: { startupId: startup._id, userId: person._id } }).catch(() => null);
    if (answer?.data) showSuccess(t('company.removed', { name: person.fullName }));
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {onAdd ? (
          <Button variant="default" size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            {addLabel}
          </Button>
        ) : null}
      </Group>
      {people.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {people.map((person) => (
            <Group key={person._id} component="li" gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <UserAvatar name={person.fullName} src={person.avatar} size={36} />
                <Stack gap={0} miw={0}>
                  <Anchor component={Link} to={`/profile/${encodeURIComponent(person._id)}`} fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {person.fullName}
                  </Anchor>
                  {person.detail ? (
                    <Text size="xs" c="dimmed">
                      {person.detail}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
              {canRemove ? (
                <ActionIcon variant="subtle" color="gray" aria-label={t('company.removePerson', { name: person.fullName })} onClick={() => void removePerson(person)}>
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
