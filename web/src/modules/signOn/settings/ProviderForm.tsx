import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Alert, Button, Fieldset, Group, Radio, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  SIGN_ON_CLAIM_MAX,
  SIGN_ON_CLAIM_VALUE_MAX,
  SIGN_ON_CLIENT_ID_MAX,
  SIGN_ON_KINDS,
  SIGN_ON_MAPPINGS_MAX,
  SIGN_ON_NAME_MAX,
  SIGN_ON_SECRET_MAX,
  type SignOnKind,
} from '@seedbed/contracts/sign-on';
import { fieldErrorsOf, useErrorMessage } from '../../../app/apollo/errorMessage';
import { showSuccess } from '../../../ui/feedback/notify';
import { SelectField } from '../../../ui/form/SelectFields';
import { PasswordField, TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { CREATE_SIGN_ON_PROVIDER, SIGN_ON_PROVIDERS, UPDATE_SIGN_ON_PROVIDER, type SignOnProviderRow, type SignOnRole } from '../graphql';
import { newMapping, providerRules, providerValues, toProviderInput, withKind, type ProviderFormValues } from './providerForm';

interface ProviderFormProps {
  provider: SignOnProviderRow | null;
  roles: readonly SignOnRole[];
  onDone: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** A provider's settings: where it is, the client registered there, and who becomes what at first sign-in. */
export function ProviderForm({ provider, roles, onDone, onDirtyChange }: ProviderFormProps) {
  const { t } = useTranslation(['sso', 'validation']);
  const errorMessage = useErrorMessage();
  const roleOptions = useMemo(() => roles.filter((r) => r.type !== 'system').map((r) => ({ value: r._id, label: r.displayName ?? r.type })), [roles]);
  const fallbackRole = roles.find((r) => r.type === 'cofounder')?._id ?? roleOptions[0]?.value ?? null;
  const initial = useMemo(() => providerValues(provider, fallbackRole), [provider, fallbackRole]);
  const form = useForm<ProviderFormValues>(initial, providerRules(t));
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const options = { refetchQueries: [SIGN_ON_PROVIDERS], awaitRefetchQueries: true, context: { showsOwnError: true } };
  const [create, created] = useMutation(CREATE_SIGN_ON_PROVIDER, options);
  const [update, updated] = useMutation(UPDATE_SIGN_ON_PROVIDER, options);

  const errorOf = (name: string) => serverErrors[name];
  const field = <K extends keyof ProviderFormValues>(name: K) => {
    const props = form.field(name);
    return { ...props, error: props.error ?? errorOf(name) };
  };
  const mappings = form.values.roleMappings;
  const setMapping = (index: number, change: Partial<(typeof mappings)[number]>) =>
    form.setValue(
      'roleMappings',
      mappings.map((m, i) => (i === index ? { ...m, ...change } : m)),
    );

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    setFailure(null);
    try {
      if (provider) await update({ variables: { id: provider._id, data: toProviderInput(values) } });
      else await create({ variables: { data: toProviderInput(values) } });
      showSuccess(provider ? t('settings.saved') : t('settings.created', { name: values.name }));
      onDone();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      if (!Object.keys(fields).length) setFailure(errorMessage(error));
    }
  });

  const mappingsError = form.field('roleMappings').error;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Radio.Group value={form.values.kind} onChange={(kind) => form.setValues(withKind(form.values, kind as SignOnKind))} label={t('settings.fields.kind')}>
          <Group gap="lg" mt={6}>
            {SIGN_ON_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={t(`settings.kinds.${kind}`)} />
            ))}
          </Group>
        </Radio.Group>
        {form.values.kind === 'linkedin' ? (
          <Text size="sm" c="dimmed">
            {t('settings.linkedinHint')}
          </Text>
        ) : null}
        <TextField {...field('name')} label={t('settings.fields.name')} description={t('settings.fields.nameHint')} required data-autofocus maxLength={SIGN_ON_NAME_MAX} />
        <TextField
          {...field('issuer')}
          label={t('settings.fields.issuer')}
          description={t('settings.fields.issuerHint')}
          required
          type="url"
          dir="ltr"
          placeholder="https://login.example.org/realms/acme"
        />
        <TextField {...field('clientId')} label={t('settings.fields.clientId')} required maxLength={SIGN_ON_CLIENT_ID_MAX} dir="ltr" autoComplete="off" />
        <PasswordField
          {...field('clientSecret')}
          label={t('settings.fields.clientSecret')}
          description={provider?.clientSecretSet ? t('settings.fields.clientSecretKept') : t('settings.fields.clientSecretHint')}
          optional
          maxLength={SIGN_ON_SECRET_MAX}
          autoComplete="new-password"
        />
        <Fieldset legend={t('settings.rolesLegend')}>
          <Stack gap="sm">
            <SelectField
              {...field('defaultRoleId')}
              onChange={(value) => form.setValue('defaultRoleId', value)}
              label={t('settings.fields.defaultRole')}
              description={t('settings.fields.defaultRoleHint')}
              data={roleOptions}
              required
              allowDeselect={false}
            />
            <TextField
              {...field('roleClaim')}
              label={t('settings.fields.roleClaim')}
              description={t('settings.fields.roleClaimHint')}
              optional
              maxLength={SIGN_ON_CLAIM_MAX}
              dir="ltr"
            />
            <Text size="sm" fw={500} id="sign-on-mappings">
              {t('settings.fields.mappings')}
            </Text>
            {mappings.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('settings.fields.noMappings')}
              </Text>
            ) : null}
            {mappings.map((mapping, index) => (
              <Group key={mapping.key} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  style={{ flex: 1, minWidth: 0 }}
                  label={t('settings.fields.value')}
                  value={mapping.value}
                  onChange={(e) => setMapping(index, { value: e.currentTarget.value })}
                  error={errorOf(`roleMappings.${index}.value`)}
                  maxLength={SIGN_ON_CLAIM_VALUE_MAX}
                  dir="ltr"
                />
                <Select
                  style={{ flex: 1, minWidth: 0 }}
                  label={t('settings.fields.role')}
                  data={roleOptions}
                  value={mapping.roleId}
                  onChange={(value) => setMapping(index, { roleId: value })}
                  error={errorOf(`roleMappings.${index}.roleId`)}
                  allowDeselect={false}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={t('settings.removeMapping', { value: mapping.value || index + 1 })}
                  onClick={() =>
                    form.setValue(
                      'roleMappings',
                      mappings.filter((_m, i) => i !== index),
                    )
                  }
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {mappingsError ? (
              <Text size="sm" c="red" role="alert">
                {mappingsError}
              </Text>
            ) : null}
            {mappings.length < SIGN_ON_MAPPINGS_MAX ? (
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => form.setValue('roleMappings', [...mappings, newMapping('', fallbackRole)])}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('settings.addMapping')}
              </Button>
            ) : null}
            <Switch {...form.checkbox('createPeople')} label={t('settings.fields.createPeople')} description={t('settings.fields.createPeopleHint')} />
          </Stack>
        </Fieldset>
        <Switch {...form.checkbox('allowPassword')} label={t('settings.fields.allowPassword')} description={t('settings.fields.allowPasswordHint')} />
        <Switch {...form.checkbox('enabled')} label={t('settings.fields.enabled')} />
        <TextField {...field('audience')} label={t('settings.fields.audience')} description={t('settings.fields.audienceHint')} optional dir="ltr" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('settings.cancel')}
          </Button>
          <Button type="submit" loading={created.loading || updated.loading}>
            {provider ? t('settings.save') : t('settings.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
