import { Button, Card, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MENTOR_MATCHING_DEFAULTS, MENTOR_WEIGHT_MAX, type MentorMatchingWeights } from '@seedbed/contracts/coaching';
import { useForm } from '../../../ui/form/useForm';
import { pickWeights, WEIGHT_KEYS, weightRules, type WeightValues } from './weightsForm';

/** The five weights, each with what it means; "Use the defaults" fills in the product's own. */
export function WeightsForm({ initial, saving, onSubmit }: { initial: MentorMatchingWeights; saving: boolean; onSubmit: (weights: MentorMatchingWeights) => Promise<void> }) {
  const { t } = useTranslation('mentorMatching');
  // Only the five weights: the query's answer carries its __typename too.
  const form = useForm<WeightValues>(pickWeights(initial), weightRules(t));
  const submit = form.handleSubmit((values) => onSubmit(pickWeights(values) as MentorMatchingWeights));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {WEIGHT_KEYS.map((name) => {
            const field = form.field(name);
            return (
              <Card key={name} withBorder padding="sm" radius="md">
                <NumberInput
                  name={field.name}
                  label={t(`settings.weights.${name}`)}
                  description={t(`settings.help.${name}`)}
                  min={0}
                  max={MENTOR_WEIGHT_MAX}
                  step={1}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value}
                  error={field.error}
                  onBlur={field.onBlur}
                  onChange={(next) => form.setValue(name, next === '' ? '' : Number(next))}
                />
              </Card>
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={() => form.setValues(MENTOR_MATCHING_DEFAULTS)}>
            {t('settings.defaults')}
          </Button>
          <Button type="submit" loading={saving} disabled={!form.dirty}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
