import { Checkbox, MultiSelect, Radio, Select, Stack } from '@mantine/core';
import { useFiller } from '../fillerContext';
import { optionLabel } from '../labels';
import { describedBy, inputFrame } from './common';
import type { AnswerInputProps } from './types';

const single = (value: unknown) => (typeof value === 'string' ? value : null);
const several = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** Lists this long are searched rather than scrolled. */
const SEARCHABLE_FROM = 10;

/** select_radio, select_checkbox, select_dropdown, select_multi_dropdown. */
export function ChoiceAnswer(props: AnswerInputProps) {
  const { language, t } = useFiller();
  const { question, onChange, onBlur } = props;
  const options = question.options.map((option) => ({ value: option.value, label: optionLabel(option, language) }));
  const frame = inputFrame(props);
  // A choice is made at once: choosing touches the question.
  const choose = (next: string | string[] | null) => {
    onChange(next);
    onBlur();
  };

  switch (question.questionType) {
    case 'select_radio':
      return (
        <Radio.Group {...frame} value={single(props.value)} onChange={choose}>
          <Stack gap="xs" mt={6} mb={4}>
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} aria-describedby={describedBy(props)} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'select_checkbox':
      return (
        <Checkbox.Group {...frame} value={several(props.value)} onChange={choose}>
          <Stack gap="xs" mt={6} mb={4}>
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} aria-describedby={describedBy(props)} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'select_multi_dropdown': {
      const value = several(props.value);
      return (
        <MultiSelect
          {...frame}
          data={options}
          value={value}
          onChange={choose}
          onBlur={onBlur}
          placeholder={value.length ? undefined : t('validation:selectPlaceholder')}
          searchable={options.length >= SEARCHABLE_FROM}
          clearable={!props.required}
          hidePickedOptions={false}
          comboboxProps={{ withinPortal: true }}
        />
      );
    }
    default:
      return (
        <Select
          {...frame}
          data={options}
          value={single(props.value)}
          onChange={choose}
          onBlur={onBlur}
          placeholder={t('validation:selectPlaceholder')}
          searchable={options.length >= SEARCHABLE_FROM}
          clearable={!props.required}
          allowDeselect={!props.required}
          comboboxProps={{ withinPortal: true }}
        />
      );
  }
}
