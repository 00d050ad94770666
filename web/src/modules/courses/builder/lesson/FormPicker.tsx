import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LESSON_FORM_KIND } from '@seedbed/contracts/courses';
import { pickLabel } from '@seedbed/contracts/languages';
import { SelectField } from '../../../../ui/form/SelectFields';
import type { FieldProps } from '../../../../ui/form/useForm';
import { LESSON_FORM_CHOICES } from '../graphql';

interface FormPickerProps {
  type: keyof typeof LESSON_FORM_KIND;
  field: FieldProps<string | null>;
  /** The lesson's form as it was read, named even when the list no longer offers it. */
  current: { _id: string; title: string } | null;
}

/** The form forms builder address: where a quiz's questions and answer key are written. */
export const formBuilderPath = (formId: string) => `/forms/management/${encodeURIComponent(formId)}/edit`;

/**
 * The form a QUIZ or SUBMISSION lesson uses: the organisation's forms of the lesson's kind; only a
 * published one can be chosen (learners answer its published version). A link opens it in the forms builder.
 */
export function FormPicker({ type, field, current }: FormPickerProps) {
  const { t, i18n } = useTranslation('courseBuilder');
  const kind = LESSON_FORM_KIND[type];
  const { data, loading } = useQuery(LESSON_FORM_CHOICES, { variables: { kind }, fetchPolicy: 'cache-and-network' });
  const forms = data?.forms.results ?? [];
  const options = forms.map((form) => {
    const title = pickLabel(form.title, i18n.language) ?? form._id;
    return form.currentVersion ? { value: form._id, label: title } : { value: form._id, label: t('lesson.form.unpublished', { title }), disabled: true };
  });
  if (current && !options.some((o) => o.value === current._id)) options.unshift({ value: current._id, label: current.title });
  const chosen = field.value;
  return (
    <Stack gap="xs">
      <SelectField
        {...field}
        onChange={(value) => field.onChange(value)}
        label={t(`lesson.form.${type}`)}
        description={t(`lesson.form.${type}Help`)}
        placeholder={loading && !data ? t('common:loading') : t('lesson.form.placeholder')}
        data={options}
        searchable
        clearable
        nothingFoundMessage={t('lesson.form.none')}
        comboboxProps={{ withinPortal: true }}
      />
      {!loading && options.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(`lesson.form.noneYet.${type}`)}{' '}
          <Anchor component={Link} to="/forms/management">
            {t('lesson.form.openForms')}
          </Anchor>
        </Text>
      )}
      {chosen && (
        <Anchor component={Link} to={formBuilderPath(chosen)} size="sm">
          <Group gap={4} component="span">
            {type === 'QUIZ' ? t('lesson.form.editQuiz') : t('lesson.form.editForm')}
            <IconPencil size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}
