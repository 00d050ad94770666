import { useState } from 'react';
import { ActionIcon, Button, CopyButton, Group, SegmentedControl, Select, Stack, Switch, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FUNNEL_STATUSES } from '@seedbed/contracts/applications';
import { FUNNEL_SLUG_MAX_LENGTH, FUNNEL_SUMMARY_MAX_LENGTH } from '@seedbed/contracts/funnel-page';
import { fieldErrorsOf } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { showSuccess } from '../../../ui/feedback/notify';
import { PeopleMultiPicker } from '../../startups/shared/PeoplePicker';
import { PROGRAM_CHOICES, UPDATE_FUNNEL, type FunnelData, type FunnelInput } from '../graphql';
import { programPath } from '../paths';

interface Values {
  name: string;
  slug: string;
  summary: string;
  programId: string | null;
  administratorIds: string[];
  anonymous: boolean;
}

const valuesOf = (funnel: FunnelData): Values => ({
  name: funnel.name,
  slug: funnel.slug,
  summary: funnel.summary ?? '',
  programId: funnel.program?._id ?? null,
  administratorIds: funnel.administrators.map((u) => u._id),
  anonymous: funnel.anonymous,
});

/** Name, public address, summary, programme, administrators, blind review and the funnel's status. */
export function SettingsTab({ funnel }: { funnel: FunnelData }) {
  const { t } = useTranslation('funnels');
  const { user } = useShellUser();
  const [values, setValues] = useState(() => valuesOf(funnel));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, updating] = useMutation(UPDATE_FUNNEL);
  const programs = useQuery(PROGRAM_CHOICES).data?.programs ?? [];
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const publicUrl = `${window.location.origin}${programPath(values.slug)}`;
  const editable = funnel.viewerCan.edit;

  const send = async (data: FunnelInput, done: string) => {
    setErrors({});
    try {
      const answer = await update({ variables: { id: funnel._id, data } });
      if (answer.data) {
        setValues(valuesOf(answer.data.updateFunnel));
        showSuccess(done);
      }
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };
  const save = () =>
    send(
      {
        name: values.name,
        slug: values.slug,
        summary: values.summary,
        programId: values.programId,
        administratorIds: values.administratorIds,
        ...(values.anonymous !== funnel.anonymous ? { anonymous: values.anonymous } : {}),
      },
      t('builder.saved'),
    );

  return (
    <Stack gap="md" maw={720}>
      <TextInput label={t('fields.name')} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} required disabled={!editable} />
      <Stack gap={4}>
        <TextInput
          label={t('settings.slug')}
          description={t('settings.slugHelp')}
          value={values.slug}
          maxLength={FUNNEL_SLUG_MAX_LENGTH}
          onChange={(e) => set('slug', e.currentTarget.value)}
          error={errors.slug}
          dir="ltr"
          disabled={!editable}
        />
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" dir="ltr" truncate>
            {publicUrl}
          </Text>
          <CopyButton value={publicUrl}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('settings.copied') : t('settings.copyUrl')}>
                <ActionIcon variant="subtle" onClick={copy} aria-label={t('settings.copyUrl')}>
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <Textarea
        label={t('settings.summary')}
        description={t('settings.summaryHelp')}
        value={values.summary}
        maxLength={FUNNEL_SUMMARY_MAX_LENGTH}
        autosize
        minRows={2}
        onChange={(e) => set('summary', e.currentTarget.value)}
        error={errors.summary}
        disabled={!editable}
      />
      <Select
        label={t('settings.program')}
        description={t('settings.programHelp')}
        data={programs.map((p) => ({ value: p._id, label: p.name }))}
        value={values.programId}
        onChange={(value) => set('programId', value)}
        clearable
        searchable
        error={errors.programId}
        disabled={!editable}
        comboboxProps={{ withinPortal: true }}
      />
      <PeopleMultiPicker
        label={t('settings.administrators')}
        description={t('settings.administratorsHelp')}
        roleTypes={null}
        value={values.administratorIds}
        onChange={(ids) => set('administratorIds', ids)}
        error={errors.administratorIds ?? Object.entries(errors).find(([k]) => k.startsWith('administratorIds.'))?.[1]}
      />
      {user?.flags.anonymityApplications && (
        <Switch
          label={t('settings.blindReview')}
          description={t('settings.blindReviewHelp')}
          checked={values.anonymous}
          onChange={(e) => set('anonymous', e.currentTarget.checked)}
          disabled={!editable}
        />
      )}
      {editable && (
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={updating.loading}>
            {t('actions.save')}
          </Button>
        </Group>
      )}
      <Stack gap="xs">
        <Text fw={500}>{t('settings.status')}</Text>
        <Text size="sm" c="dimmed">
          {t(`settings.statusHelp.${funnel.status}`)}
        </Text>
        <SegmentedControl
          aria-label={t('settings.status')}
          data={FUNNEL_STATUSES.map((value) => ({ value, label: t(`settings.statusAction.${value}`) }))}
          value={funnel.status}
          disabled={!editable || updating.loading}
          onChange={(status) => void send({ status: status as FunnelInput['status'] }, t(`settings.statusDone.${status}`))}
          w="fit-content"
        />
      </Stack>
    </Stack>
  );
}
