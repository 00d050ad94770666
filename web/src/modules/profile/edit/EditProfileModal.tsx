import { useEffect, useState } from 'react';
import { Alert, Box, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useRestErrorMessage } from '../../../app/http/useRestErrorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { externalHref } from '../../../ui/externalHref';
import { TextAreaField, TextField } from '../../../ui/form/TextFields';
import { coverStyle } from '../coverStyle';
import { CURRENT_USER } from '../../auth/currentUser';
import { PROFILE_USER, type ProfileUser } from '../graphql';
import { UserAvatar } from '../UserAvatar';
import { ImagePicker } from './ImagePicker';
import { saveOwnProfile } from './profileApi';
import { useProfileForm, type ProfileFormValues } from './useProfileForm';

const link = (value: string) => (value.trim() ? (externalHref(value) ?? value.trim()) : '');

function EditProfileForm({ user, onDone, onDirtyChange }: { user: ProfileUser; onDone: () => void; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation('profile');
  const client = useApolloClient();
  const restErrorMessage = useRestErrorMessage();
  const { form, label } = useProfileForm(user);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const userId = client.cache.identify({ __typename: 'User', _id: user._id });

  // A new picture is saved at once: the cached person takes its address, and every screen follows.
  const setImage = (kind: 'avatar' | 'cover') => (url: string | null) => client.cache.modify({ id: userId, fields: { [kind]: () => url } });

  const submit = form.handleSubmit(async (values: ProfileFormValues) => {
    setSaving(true);
    setFailure(undefined);
    try {
      await saveOwnProfile({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        headline: values.headline,
        phone: values.phone,
        country: values.country,
        bio: values.bio,
        // The link helper of spec 1 §5: an address typed without http(s) gets http:// in front.
        info: { linkedin: link(values.linkedin), twitter: link(values.twitter), facebook: link(values.facebook), angellist: link(values.angellist) },
      });
      await client.refetchQueries({ include: [PROFILE_USER, CURRENT_USER] });
      onDone();
    } catch (error) {
      setFailure(restErrorMessage(error));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <ImagePicker
            kind="avatar"
            label={t('edit.avatar')}
            onUploaded={setImage('avatar')}
            preview={<UserAvatar name={user.fullName} src={user.avatar} size={56} radius={56} />}
          />
          <ImagePicker kind="cover" label={t('edit.cover')} onUploaded={setImage('cover')} preview={<Box w={96} h={48} style={{ ...coverStyle(user.cover), borderRadius: 8 }} />} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextField {...form.field('firstName')} label={label('firstName')} autoComplete="given-name" required />
          <TextField {...form.field('lastName')} label={label('lastName')} autoComplete="family-name" required />
        </SimpleGrid>
        <TextField {...form.field('headline')} label={label('headline')} optional />
        <TextAreaField {...form.field('bio')} label={label('bio')} optional minRows={4} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextField {...form.field('phone')} label={label('phone')} autoComplete="tel" type="tel" optional />
          <TextField {...form.field('country')} label={label('country')} autoComplete="country-name" optional />
        </SimpleGrid>
        <Title order={3} size="h6" mt="xs">
          {t('edit.linksTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextField {...form.field('linkedin')} label={label('linkedin')} type="url" optional />
          <TextField {...form.field('twitter')} label={label('twitter')} type="url" optional />
          <TextField {...form.field('facebook')} label={label('facebook')} type="url" optional />
          <TextField {...form.field('angellist')} label={label('angellist')} type="url" optional />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One's own profile, in a dialog over the profile page. */
export function EditProfileModal({ user, opened, onClose }: { user: ProfileUser; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  // Told by the form, so that closing with unsaved changes asks first.
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('edit.title')} size="lg" dirty={opened && dirty}>
      {/* Mounted only while open, so each opening starts from the saved profile. */}
      {opened ? <EditProfileForm user={user} onDone={onClose} onDirtyChange={setDirty} /> : null}
    </Dialog>
  );
}
