import { useMemo, useState, type FormEvent } from 'react';
import { Button, Fieldset, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@seedbed/contracts/currencies';
import { LANGUAGES, LANGUAGE_NAMES } from '@seedbed/contracts/languages';
import { NAME_MAX_LENGTH, SLUG_MAX_LENGTH, STARTUP_TERM_MAX_LENGTH, slugProblem } from '@seedbed/contracts/validation';
import { SelectField } from '../../../ui/form/SelectFields';
import { TextAreaField, TextField } from '../../../ui/form/TextFields';
import { addressWithSlug, changedFields, termLabels, termTexts, type TermTexts } from './changes';
import { EmailAddressField } from './EmailAddressField';
import type { OrganisationSettings } from './organisationApi';
import { SlugChangeDialog } from './SlugChangeDialog';
import { useSaveOrganisation } from './useSaveOrganisation';

interface Values {
  name: string;
  slug: string;
  description: string;
  currency: string;
  timezone: string;
  address: string;
  defaultLanguage: string;
  termsUrl: string;
  generalEmail: string;
  supportEmail: string;
  allowUserSelfDelete: boolean;
  allowWriteInOptionInUserSkills: boolean;
  customLoginActive: boolean;
  customLoginText: string;
  customLoginUrl: string;
  termActive: boolean;
  term: TermTexts;
}

function valuesOf(o: OrganisationSettings): Values {
  return {
    name: o.name,
    slug: o.slug,
    description: o.description ?? '',
    currency: o.currency ?? 'USD',
    timezone: o.timezone ?? 'UTC',
    address: o.address ?? '',
    defaultLanguage: o.defaultLanguage ?? 'en',
    termsUrl: o.termsAndServices?.url ?? '',
    generalEmail: o.generalEmail?.email ?? '',
    supportEmail: o.supportEmail?.email ?? '',
    allowUserSelfDelete: Boolean(o.allowUserSelfDelete),
    allowWriteInOptionInUserSkills: Boolean(o.allowWriteInOptionInUserSkills),
    customLoginActive: Boolean(o.customLogin?.active),
    customLoginText: o.customLogin?.text ?? '',
    customLoginUrl: o.customLogin?.url ?? '',
    termActive: Boolean(o.startupNameAlternative?.active),
    term: termTexts(o.startupNameAlternative?.label),
  };
}

/** The form's values in the API's names and nesting (empty texts clear the field). */
export function toInput(v: Values): Record<string, unknown> {
  const email = (value: string) => (value.trim() ? { email: value.trim() } : null);
  return {
    name: v.name,
    slug: v.slug.trim(),
    description: v.description,
    currency: v.currency,
    timezone: v.timezone,
    address: v.address,
    defaultLanguage: v.defaultLanguage,
    termsAndServices: { url: v.termsUrl.trim() || null },
    generalEmail: email(v.generalEmail),
    supportEmail: email(v.supportEmail),
    allowUserSelfDelete: v.allowUserSelfDelete,
    allowWriteInOptionInUserSkills: v.allowWriteInOptionInUserSkills,
    customLogin: { active: v.customLoginActive, text: v.customLoginText, url: v.customLoginUrl.trim() || null },
    startupNameAlternative: { active: v.termActive, label: termLabels(v.term) },
  };
}

const TIMEZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

export function GeneralForm({ organisation }: { organisation: OrganisationSettings }) {
  const { t } = useTranslation('organisation');
  const { save, saving } = useSaveOrganisation();
  const initial = useMemo(() => valuesOf(organisation), [organisation]);
  const [values, setValues] = useState<Values>(initial);
  const [confirmingSlug, setConfirmingSlug] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const slugError = values.slug !== organisation.slug && slugProblem(values.slug.trim());
  const timezones = useMemo(() => (TIMEZONES.includes(values.timezone) ? TIMEZONES : [values.timezone, ...TIMEZONES]), [values.timezone]);
  const newAddress = typeof window === 'undefined' ? null : addressWithSlug(window.location, organisation.slug, values.slug.trim());

  async function submit(slugConfirmed = false) {
    const changes = changedFields(toInput(initial), toInput(values));
    if (Object.keys(changes).length === 0) return;
    if (changes.slug && !slugConfirmed) {
      setConfirmingSlug(true);
      return;
    }
    const saved = await save(changes);
    // The old address no longer names the organisation: continue at the new one.
    if (saved && changes.slug && newAddress) window.location.assign(`${newAddress}${window.location.pathname}`);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Fieldset legend={t('general.sections.identity')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField label={t('general.name')} required value={values.name} onChange={(e) => set('name', e.currentTarget.value)} maxLength={NAME_MAX_LENGTH} />
            <TextField
              label={t('general.slug')}
              description={t('general.slugHelp', { slug: values.slug || '…' })}
              required
              value={values.slug}
              onChange={(e) => set('slug', e.currentTarget.value.toLowerCase())}
              error={slugError ? t(`general.slugProblem.${slugError}`) : undefined}
              maxLength={SLUG_MAX_LENGTH}
            />
          </SimpleGrid>
          <TextAreaField
            mt="md"
            label={t('general.description')}
            optional
            autosize
            minRows={2}
            maxRows={6}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
          <TextField mt="md" label={t('general.address')} optional value={values.address} onChange={(e) => set('address', e.currentTarget.value)} />
        </Fieldset>

        <Fieldset legend={t('general.sections.regional')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <SelectField label={t('general.currency')} data={[...CURRENCIES]} value={values.currency} onChange={(v) => v && set('currency', v)} searchable allowDeselect={false} />
            <SelectField label={t('general.timezone')} data={timezones} value={values.timezone} onChange={(v) => v && set('timezone', v)} searchable allowDeselect={false} />
            <SelectField
              label={t('general.defaultLanguage')}
              data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
              value={values.defaultLanguage}
              onChange={(v) => v && set('defaultLanguage', v)}
              allowDeselect={false}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('general.sections.startupTerm')}>
          <Stack gap="sm">
            <Switch label={t('general.termActive')} checked={values.termActive} onChange={(e) => set('termActive', e.currentTarget.checked)} />
            <Text size="sm" c="dimmed">
              {t('general.termHelp')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              {LANGUAGES.map((language) => (
                <TextField
                  key={language}
                  label={LANGUAGE_NAMES[language]}
                  lang={language}
                  placeholder={t('general.termDefault')}
                  value={values.term[language]}
                  onChange={(e) => set('term', { ...values.term, [language]: e.currentTarget.value })}
                  disabled={!values.termActive}
                  maxLength={STARTUP_TERM_MAX_LENGTH}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('general.sections.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <EmailAddressField
              kind="GENERAL"
              label={t('general.generalEmail')}
              value={values.generalEmail}
              onChange={(v) => set('generalEmail', v)}
              saved={organisation.generalEmail}
            />
            <EmailAddressField
              kind="SUPPORT"
              label={t('general.supportEmail')}
              value={values.supportEmail}
              onChange={(v) => set('supportEmail', v)}
              saved={organisation.supportEmail}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="xs">
            {t('general.email.help')}
          </Text>
          <TextField
            mt="md"
            type="url"
            label={t('general.termsUrl')}
            optional
            value={values.termsUrl}
            onChange={(e) => set('termsUrl', e.currentTarget.value)}
            placeholder="https://"
          />
        </Fieldset>

        <Fieldset legend={t('general.sections.login')}>
          <Stack gap="sm">
            <Switch label={t('general.customLoginActive')} checked={values.customLoginActive} onChange={(e) => set('customLoginActive', e.currentTarget.checked)} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                label={t('general.customLoginText')}
                optional
                value={values.customLoginText}
                onChange={(e) => set('customLoginText', e.currentTarget.value)}
                disabled={!values.customLoginActive}
              />
              <TextField
                type="url"
                label={t('general.customLoginUrl')}
                optional
                value={values.customLoginUrl}
                onChange={(e) => set('customLoginUrl', e.currentTarget.value)}
                disabled={!values.customLoginActive}
                placeholder="https://"
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('general.sections.members')}>
          <Stack gap="sm">
            <Switch label={t('general.allowUserSelfDelete')} checked={values.allowUserSelfDelete} onChange={(e) => set('allowUserSelfDelete', e.currentTarget.checked)} />
            <Switch
              label={t('general.allowWriteInOptionInUserSkills')}
              checked={values.allowWriteInOptionInUserSkills}
              onChange={(e) => set('allowWriteInOptionInUserSkills', e.currentTarget.checked)}
            />
          </Stack>
        </Fieldset>

        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={Boolean(slugError)}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
      {confirmingSlug ? (
        <SlugChangeDialog
          from={organisation.slug}
          to={values.slug.trim()}
          newAddress={newAddress}
          onCancel={() => setConfirmingSlug(false)}
          onConfirm={() => {
            setConfirmingSlug(false);
            void submit(true);
          }}
        />
      ) : null}
    </form>
  );
}
