import { Badge, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { TextField } from '../../../ui/form/TextFields';
import { DELETE_UNCONFIRMED_EMAIL, type EmailKind } from './organisationApi';
import { useSaveOrganisation } from './useSaveOrganisation';

/**
 * An organisation address: a changed one stays unconfirmed until the link mailed to it is
 * followed; meanwhile the link can be sent again, or the address deleted.
 */
export function EmailAddressField({
  kind,
  label,
  value,
  onChange,
  saved,
}: {
  kind: EmailKind;
  label: string;
  value: string;
  onChange: (value: string) => void;
  saved: { email: string | null; confirmed: boolean | null } | null;
}) {
  const { t } = useTranslation('organisation');
  const errorMessage = useErrorMessage();
  const { save, saving } = useSaveOrganisation();
  const [remove, { loading: removing }] = useMutation(DELETE_UNCONFIRMED_EMAIL);
  const pending = saved?.email && !saved.confirmed && value.trim().toLowerCase() === saved.email;
  const column = kind === 'GENERAL' ? 'generalEmail' : 'supportEmail';

  async function deleteAddress() {
    try {
      // A refusal is said once, by the toast below.
      await remove({ variables: { kind }, context: { showsOwnError: true } });
      onChange('');
      showSuccess(t('general.email.deleted'));
    } catch (error) {
      showError(errorMessage(error));
    }
  }

  return (
    <Stack gap={6}>
      <TextField type="email" label={label} optional value={value} onChange={(e) => onChange(e.currentTarget.value)} autoComplete="off" />
      {saved?.email && value.trim().toLowerCase() === saved.email ? (
        <Group gap="xs" wrap="wrap">
          <Badge color={saved.confirmed ? 'teal' : 'yellow'} variant="light">
            {saved.confirmed ? t('general.email.confirmed') : t('general.email.unconfirmed')}
          </Badge>
          {pending ? (
            <>
              <Button size="compact-xs" variant="subtle" loading={saving} onClick={() => void save({ [column]: { email: saved.email } })}>
                {t('general.email.resend')}
              </Button>
              <Button size="compact-xs" variant="subtle" color="red" loading={removing} onClick={() => void deleteAddress()}>
                {t('general.email.delete')}
              </Button>
            </>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
