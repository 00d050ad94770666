import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from '@seedbed/contracts/validation';
import { TextAreaField, TextField } from '../../../ui/form/TextFields';
import { OrganisationLayout } from '../OrganisationLayout';
import { changedFields } from '../general/changes';
import { ORGANISATION_SETTINGS, type OrganisationSettings } from '../general/organisationApi';
import { useSaveOrganisation } from '../general/useSaveOrganisation';

const valuesOf = (o: OrganisationSettings) => ({
  seo: { active: Boolean(o.seo?.active), seoTitle: o.seo?.seoTitle ?? '', seoDescription: o.seo?.seoDescription ?? '' },
  gtmId: o.gtmId ?? '',
});

/** SEO (the page title follows the SEO title when it is on) and the tag manager container. */
export function MetadataPage() {
  const { t } = useTranslation('organisation');
  const { data } = useQuery(ORGANISATION_SETTINGS);
  const { save, saving } = useSaveOrganisation();
  const [values, setValues] = useState<ReturnType<typeof valuesOf> | null>(null);
  useEffect(() => {
    if (data) setValues(valuesOf(data.incubator));
  }, [data]);
  if (!data || !values) return <OrganisationLayout active="metadata">{<Loader />}</OrganisationLayout>;
  const seo = (patch: Partial<typeof values.seo>) => setValues({ ...values, seo: { ...values.seo, ...patch } });

  return (
    <OrganisationLayout active="metadata">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const changes = changedFields(valuesOf(data.incubator), values);
          if (Object.keys(changes).length) void save(changes);
        }}
      >
        <Stack gap="md" maw={720}>
          <Switch label={t('metadata.seoActive')} checked={values.seo.active} onChange={(e) => seo({ active: e.currentTarget.checked })} />
          <TextField
            label={t('metadata.seoTitle')}
            description={t('metadata.seoTitleHelp')}
            value={values.seo.seoTitle}
            onChange={(e) => seo({ seoTitle: e.currentTarget.value })}
            maxLength={SEO_TITLE_MAX_LENGTH}
            required={values.seo.active}
          />
          <TextAreaField
            label={t('metadata.seoDescription')}
            optional
            autosize
            minRows={2}
            value={values.seo.seoDescription}
            onChange={(e) => seo({ seoDescription: e.currentTarget.value })}
            maxLength={SEO_DESCRIPTION_MAX_LENGTH}
          />
          <TextField
            label={t('metadata.gtmId')}
            description={t('metadata.gtmIdHelp')}
            optional
            placeholder="GTM-XXXXXXX"
            value={values.gtmId}
            onChange={(e) => setValues({ ...values, gtmId: e.currentTarget.value })}
            dir="ltr"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </OrganisationLayout>
  );
}
