import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HAND_IN_MODES, type HandInMode } from '@seedbed/contracts/courses';
import type { FieldProps } from '../../../../ui/form/useForm';

/** Who hands the work in: each founder for themselves, or one of them for the whole startup. */
export function HandInField({ field }: { field: FieldProps<HandInMode> }) {
  const { t } = useTranslation('courseBuilder');
  return (
    <Radio.Group label={t('lesson.handIn.label')} value={field.value} onChange={(value) => field.onChange(value as HandInMode)} error={field.error}>
      <Stack gap="xs" mt={4}>
        {HAND_IN_MODES.map((mode) => (
          <Radio key={mode} value={mode} label={t(`lesson.handIn.${mode}`)} description={t(`lesson.handIn.${mode}Help`)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
