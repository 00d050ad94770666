import { useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, ColorInput, Container, Grid, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMAIL_TEMPLATE_NAME_MAX } from '@seedbed/contracts/email-templates';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { showSuccess } from '../../../ui/feedback/notify';
import { TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { useUnsavedGuard } from '../../../ui/form/useUnsavedGuard';
import { SEND_TEST, UPDATE_DESIGN, type DesignData } from '../graphql';
import { EMAIL_TEMPLATE_PATHS } from '../paths';
import { LazyMailRichText as MailRichText } from '../shared/LazyMailRichText';
import { DesignPreview } from './DesignPreview';
import { DESIGN_FIELDS, designRules, designValues, toDesignInput, type DesignFormValues } from './designForm';

const COLOURS = ['headerBackgroundColor', 'brandColor', 'backgroundColor', 'textColor'] as const;

/** The design editor: its name, logo, colours, header and footer, beside the live preview; saved as a whole. */
export function DesignEditor({ initial }: { initial: DesignData }) {
  const { t, i18n } = useTranslation(['emailTemplates', 'validation', 'common']);
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;
  const [saved, setSaved] = useState(initial);
  usePageTitle(saved.name);
  const rules = useMemo(() => designRules(t as unknown as TFunction), [t]);
  const initialValues = useMemo(() => designValues(saved), [saved]);
  const form = useForm<DesignFormValues>(initialValues, rules);
  useUnsavedGuard(form.dirty);
  const [update, updating] = useMutation(UPDATE_DESIGN);
  const [sendTest, sending] = useMutation(SEND_TEST);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const input = toDesignInput(form.values);

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    setFailure(undefined);
    try {
      const design = (await update({ variables: { id: saved._id, data: toDesignInput(values) }, context: { showsOwnError: true } })).data?.updateEmailTemplate;
      if (!design) return;
      setSaved(design);
      form.reset(designValues(design));
      showSuccess(t('design.saved'));
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      setFailure(messageBesideFields(error, (path) => (DESIGN_FIELDS as readonly string[]).includes(path), { networkError: t('common:networkError') }));
    }
  });
  const test = async () => {
    try {
      await sendTest({ variables: { id: saved._id } });
      showSuccess(t('design.testSent'));
    } catch {
      // The app-wide notice has said why.
    }
  };
  const field = <K extends keyof DesignFormValues>(name: K) => {
    const props = form.field(name);
    return { ...props, error: props.error ?? serverErrors[name] };
  };

  return (
    <Container size="xl" py="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Anchor component={Link} to={EMAIL_TEMPLATE_PATHS.designs} size="sm">
            <Group gap={4} component="span">
              <Back size={14} aria-hidden />
              {t('design.back')}
            </Group>
          </Anchor>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" miw={0}>
              <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {saved.name}
              </Title>
              {saved.isDefault ? (
                <Badge variant="light" color="teal">
                  {t('designs.default')}
                </Badge>
              ) : null}
            </Group>
            <Group gap="sm">
              <Button variant="default" leftSection={<IconSend size={16} aria-hidden />} onClick={() => void test()} loading={sending.loading} disabled={form.dirty}>
                {t('design.sendTest')}
              </Button>
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={updating.loading} disabled={!form.dirty}>
                {t('actions.save')}
              </Button>
            </Group>
          </Group>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper withBorder p="md">
                <Stack gap="md">
                  <TextField {...field('name')} label={t('design.fields.name')} maxLength={EMAIL_TEMPLATE_NAME_MAX} required />
                  <Switch
                    label={t('design.fields.showLogo')}
                    description={t('design.logoHint')}
                    checked={form.values.showLogo}
                    onChange={(event) => form.setValue('showLogo', event.currentTarget.checked)}
                  />
                  {COLOURS.map((name) => (
                    <ColorInput
                      key={name}
                      label={t(`design.fields.${name}`)}
                      value={form.values[name]}
                      onChange={(value) => form.setValue(name, value)}
                      error={form.field(name).error ?? serverErrors[name]}
                      format="hex"
                      // Colours are typed or picked from the swatches; the browser's eye dropper is left out.
                      withEyeDropper={false}
                      required
                      data-testid={`colour-${name}`}
                      swatches={['#14213d', '#2f6f4f', '#e4572e', '#1c7ed6', '#f4f6f3', '#ffffff', '#1f2933']}
                    />
                  ))}
                  <MailRichText
                    id="design-header"
                    short
                    label={t('design.fields.headerHtml')}
                    description={t('design.headerHint')}
                    initialHtml={initialValues.headerHtml}
                    onChange={(html) => form.setValue('headerHtml', html)}
                    error={serverErrors.headerHtml}
                  />
                  <MailRichText
                    id="design-footer"
                    short
                    label={t('design.fields.footerHtml')}
                    description={t('design.footerHint')}
                    initialHtml={initialValues.footerHtml}
                    onChange={(html) => form.setValue('footerHtml', html)}
                    error={serverErrors.footerHtml}
                  />
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <DesignPreview input={input} />
            </Grid.Col>
          </Grid>
        </Stack>
      </form>
    </Container>
  );
}
