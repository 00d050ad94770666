import { Group, NumberInput, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ATTEMPTS_MAX } from '@seedbed/contracts/courses';
import type { FieldProps } from '../../../../ui/form/useForm';

type Whole = number | '';

interface QuizFieldsProps {
  passMark: FieldProps<Whole>;
  limited: boolean;
  onLimited: (limited: boolean) => void;
  attempts: FieldProps<Whole>;
}

const asWhole = (value: number | string): Whole => (typeof value === 'number' ? value : '');

/** A quiz's pass mark (percent of graded questions answered right) and how many attempts a learner has. */
export function QuizFields({ passMark, limited, onLimited, attempts }: QuizFieldsProps) {
  const { t } = useTranslation('courseBuilder');
  return (
    <Stack gap="sm">
      <NumberInput
        {...passMark}
        onChange={(value) => passMark.onChange(asWhole(value))}
        label={t('lesson.quiz.passMark')}
        description={t('lesson.quiz.passMarkHelp')}
        min={0}
        max={100}
        allowDecimal={false}
        allowNegative={false}
        suffix=" %"
        dir="ltr"
        w={{ base: '100%', xs: 200 }}
        required
      />
      <Radio.Group label={t('lesson.quiz.attempts')} value={limited ? 'limited' : 'unlimited'} onChange={(value) => onLimited(value === 'limited')}>
        <Group gap="lg" mt={4} align="center" wrap="wrap">
          <Radio value="unlimited" label={t('lesson.quiz.unlimited')} />
          <Radio value="limited" label={t('lesson.quiz.limited')} />
          {limited && (
            <NumberInput
              {...attempts}
              onChange={(value) => attempts.onChange(asWhole(value))}
              aria-label={t('lesson.quiz.attemptsAllowed')}
              min={1}
              max={ATTEMPTS_MAX}
              allowDecimal={false}
              allowNegative={false}
              dir="ltr"
              w={100}
            />
          )}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
