import { Suspense, lazy, useState } from 'react';
import { Alert, Center, Container, Loader, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/tenant/usePageTitle';
import { useErrorMessage } from '../../app/apollo/errorMessage';
import { CURRENT_USER } from '../auth/currentUser';
import { EditProfileModal } from './edit/EditProfileModal';
import { PROFILE_USER } from './graphql';
import { ProfileDetails } from './ProfileDetails';
import { ProfileHeader } from './ProfileHeader';
import './styles';

// The person's custom field values ("More about me") come with the forms' renderer, downloaded with the section.
const PersonCustomFields = lazy(() => import('../profiles/PersonCustomFields').then((m) => ({ default: m.PersonCustomFields })));
// The person's activity shows posts as the news feed does: downloaded with the community's post card when the tab opens.
const ProfileTimelineTab = lazy(() => import('./ProfileTimelineTab').then((m) => ({ default: m.ProfileTimelineTab })));
// The feedback given and received comes with the feedback feature, downloaded when the tab opens.
const ProfileFeedbackTab = lazy(() => import('../feedback/profile/ProfileFeedbackTab').then((m) => ({ default: m.ProfileFeedbackTab })));

/** Spec 1 §2.2: the profile's tabs; the default one sits at /profile/:id itself. */
const TABS = ['default', 'timeline', 'feedback'] as const;
type Tab = (typeof TABS)[number];

function tabOf(splat: string | undefined): Tab {
  const first = splat?.split('/')[0];
  return (TABS as readonly string[]).includes(first ?? '') ? (first as Tab) : 'default';
}

/** /profile/:id/* — a person's details, timeline and feedback; one's own can be edited here. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const errorMessage = useErrorMessage();
  const { id = '', '*': splat } = useParams();
  const navigate = useNavigate();
  const tab = tabOf(splat);
  const [editing, setEditing] = useState(false);
  const me = useQuery(CURRENT_USER, { fetchPolicy: 'cache-only' }).data?.currentUser;
  const { data, error, loading } = useQuery(PROFILE_USER, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const user = data?.user;
  const own = me?._id === id;
  usePageTitle(user ? `${user.fullName} · ${t('pageTitle')}` : t('pageTitle'));

  if (!user && loading) {
    return (
      <Center mih="40vh">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!user) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" role="alert">
          {error ? errorMessage(error, { NOT_FOUND: t('notFound') }) : t('notFound')}
        </Alert>
      </Container>
    );
  }

  // A plain container: the frame around it is already the page's one <main> landmark.
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <ProfileHeader user={user} own={own} onEdit={() => setEditing(true)} />
        <Tabs value={tab} onChange={(next) => navigate(next === 'default' || !next ? `/profile/${id}` : `/profile/${id}/${next}`)}>
          <Tabs.List>
            <Tabs.Tab value="default">{t('tabs.default')}</Tabs.Tab>
            <Tabs.Tab value="timeline">{t('tabs.timeline')}</Tabs.Tab>
            <Tabs.Tab value="feedback">{t('tabs.feedback')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="default" pt="lg">
            <Stack gap="md">
              <ProfileDetails user={user} own={own} onEdit={() => setEditing(true)} />
              <Suspense fallback={null}>
                <PersonCustomFields userId={user._id} own={own} />
              </Suspense>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="timeline" pt="lg">
            {tab === 'timeline' ? (
              <Suspense fallback={<Loader size="sm" />}>
                <ProfileTimelineTab userId={user._id} own={own} />
              </Suspense>
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="feedback" pt="lg">
            {tab === 'feedback' ? (
              <Suspense fallback={<Loader size="sm" />}>
                <ProfileFeedbackTab userId={user._id} own={own} />
              </Suspense>
            ) : null}
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {own ? <EditProfileModal user={user} opened={editing} onClose={() => setEditing(false)} /> : null}
    </Container>
  );
}
