import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, ColorInput, Fieldset, Grid, Group, Loader, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES } from '@seedbed/contracts/languages';
import { ADDRESS_MAX_LENGTH, ORGANISATION_TEXT_MAX_LENGTH } from '@seedbed/contracts/validation';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import type { LayoutCustomization } from '../../auth/login/layoutCustomization';
import { changedFields, isHexColor } from '../general/changes';
import type { OrganisationSettings } from '../general/organisationApi';
import { LayoutPreview } from './LayoutPreview';
import { SCREEN_LAYOUT, UPDATE_LAYOUT, layoutInput, type LayoutScreen } from './layoutApi';
import { withText, textIn } from './layoutTexts';
import { ImageField } from './ImageField';

const COLORS = [
  'widgetBackgroundColor',
  'panelBackgroundColor',
  'primaryButtonBackgroundColor',
  'primaryButtonTextColor',
  'linkColor',
  'textColor',
  'headingColor',
  'headerTextColor',
] as const;

/** Layout of the login and apply screens (spec 3 §3) with the login screen previewed beside the form. */
export function LayoutSection({ organisation }: { organisation: OrganisationSettings }) {
  const { t, i18n } = useTranslation('organisation');
  const errorMessage = useErrorMessage();
  const [screen, setScreen] = useState<LayoutScreen>('LOGIN');
  const [textLanguage, setTextLanguage] = useState<string>(LANGUAGES.includes(i18n.language as never) ? i18n.language : 'en');
  const { data } = useQuery(SCREEN_LAYOUT, { variables: { screen } });
  const [update, { loading: saving }] = useMutation(UPDATE_LAYOUT);
  const [draft, setDraft] = useState<LayoutCustomization | null>(null);
  useEffect(() => setDraft(data?.layoutCustomization ?? null), [data]);

  if (!draft || !data) return <Loader />;
  const patch = <K extends keyof LayoutCustomization>(key: K, value: Partial<NonNullable<LayoutCustomization[K]>>) =>
    setDraft({ ...draft, [key]: { ...(draft[key] as object), ...value } });
  const colors = draft.colors!;
  const invalid = COLORS.some((c) => !isHexColor(colors[c] ?? '')) || Boolean(draft.background?.color && !isHexColor(draft.background.color));

  async function submit() {
    const changes = changedFields(layoutInput(data!.layoutCustomization), layoutInput(draft!));
    if (Object.keys(changes).length === 0) return;
    try {
      await update({
        variables: { screen, data: changes },
        // A refusal is said once, by the toast below.
        context: { showsOwnError: true },
        update: (cache, result) => {
          if (result.data) cache.writeQuery({ query: SCREEN_LAYOUT, variables: { screen }, data: { layoutCustomization: result.data.updateLayoutCustomization } });
        },
      });
      showSuccess(t('saved'));
    } catch (error) {
      showError(errorMessage(error));
    }
  }

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('branding.screen')}
        data={[
          { value: 'LOGIN', label: t('branding.screens.LOGIN') },
          { value: 'APPLY', label: t('branding.screens.APPLY') },
        ]}
        value={screen}
        onChange={(value) => setScreen(value as LayoutScreen)}
        style={{ alignSelf: 'flex-start' }}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack gap="md">
              <Fieldset legend={t('branding.layout.structure')}>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <ColorInput
                    label={t('branding.layout.backgroundColor')}
                    format="hex"
                    value={draft.background?.color ?? ''}
                    onChange={(color) => patch('background', { color: color || null })}
                    dir="ltr"
                  />
                  <ImageField label={t('branding.layout.backgroundImage')} value={draft.background?.imageUrl ?? null} onChange={(imageUrl) => patch('background', { imageUrl })} />
                  <NumberInput
                    label={t('branding.layout.columns')}
                    min={1}
                    max={2}
                    value={draft.content?.columns ?? 1}
                    onChange={(v) => patch('content', { columns: Number(v) || 1 })}
                  />
                  <NumberInput
                    label={t('branding.layout.columnWidth')}
                    min={280}
                    max={1200}
                    step={10}
                    value={Number(draft.content?.columnWidth ?? 440)}
                    onChange={(v) => patch('content', { columnWidth: Number(v) || 440 })}
                  />
                  <NumberInput
                    label={t('branding.layout.logoHeight')}
                    min={16}
                    max={200}
                    value={draft.logo?.height ?? 48}
                    onChange={(v) => patch('logo', { height: Number(v) || 48 })}
                  />
                  <Select
                    label={t('branding.layout.logoPosition')}
                    data={['LEFT', 'CENTER', 'RIGHT'].map((p) => ({ value: p, label: t(`branding.layout.positions.${p}`) }))}
                    value={draft.logo?.position ?? 'CENTER'}
                    onChange={(position) => position && patch('logo', { position })}
                    allowDeselect={false}
                  />
                  <Select
                    label={t('branding.layout.logoType')}
                    data={['DEFAULT', 'REVERSE'].map((p) => ({ value: p, label: t(`branding.logoType.${p}`) }))}
                    value={draft.logo?.type ?? 'DEFAULT'}
                    onChange={(type) => type && patch('logo', { type })}
                    allowDeselect={false}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
                  <Stack gap={4}>
                    <Switch
                      label={t('branding.layout.header')}
                      checked={Boolean(draft.header?.isVisible)}
                      onChange={(e) => patch('header', { isVisible: e.currentTarget.checked })}
                    />
                    <NumberInput
                      aria-label={t('branding.layout.headerHeight')}
                      min={0}
                      max={400}
                      value={draft.header?.height ?? 64}
                      onChange={(v) => patch('header', { height: Number(v) || 0 })}
                    />
                  </Stack>
                  <Stack gap={4}>
                    <Switch
                      label={t('branding.layout.footer')}
                      checked={Boolean(draft.footer?.isVisible)}
                      onChange={(e) => patch('footer', { isVisible: e.currentTarget.checked })}
                    />
                    <NumberInput
                      aria-label={t('branding.layout.footerHeight')}
                      min={0}
                      max={400}
                      value={draft.footer?.height ?? 48}
                      onChange={(v) => patch('footer', { height: Number(v) || 0 })}
                    />
                  </Stack>
                </SimpleGrid>
              </Fieldset>
              <Fieldset legend={t('branding.layout.colors')}>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  {COLORS.map((c) => (
                    <ColorInput
                      key={c}
                      label={t(`branding.layout.color.${c}`)}
                      format="hex"
                      value={colors[c] ?? ''}
                      onChange={(value) => patch('colors', { [c]: value })}
                      error={!isHexColor(colors[c] ?? '') ? t('branding.colorFormat') : undefined}
                      dir="ltr"
                    />
                  ))}
                </SimpleGrid>
              </Fieldset>
              <Fieldset legend={t('branding.layout.texts')}>
                <Stack gap="sm">
                  <Select
                    label={t('branding.layout.textLanguage')}
                    data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                    value={textLanguage}
                    onChange={(l) => l && setTextLanguage(l)}
                    allowDeselect={false}
                  />
                  <Textarea
                    label={t('branding.layout.description')}
                    lang={textLanguage}
                    autosize
                    minRows={2}
                    maxLength={ORGANISATION_TEXT_MAX_LENGTH}
                    value={textIn(draft.customText?.description, textLanguage)}
                    onChange={(e) => patch('customText', { description: withText(draft.customText?.description, textLanguage, e.currentTarget.value) })}
                  />
                  <Textarea
                    label={t('branding.layout.footerText')}
                    lang={textLanguage}
                    autosize
                    minRows={1}
                    maxLength={ADDRESS_MAX_LENGTH}
                    value={textIn(draft.customText?.footer, textLanguage)}
                    onChange={(e) => patch('customText', { footer: withText(draft.customText?.footer, textLanguage, e.currentTarget.value) })}
                  />
                </Stack>
              </Fieldset>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setDraft(data.layoutCustomization)}>
                  {t('reset')}
                </Button>
                <Button type="submit" loading={saving} disabled={invalid}>
                  {t('save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap={4} pos="sticky" top={16}>
            <Text size="sm" fw={500}>
              {t('branding.preview')}
            </Text>
            <LayoutPreview incubator={organisation as never} layout={draft} hidePoweredBy={organisation.hidePoweredBy} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
