import { lazy, Suspense } from 'react';
import { type CascaderOption, TextInput, type TreeNodeData } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { QuestionOption } from '@seedbed/contracts/forms';
import { TREE_DEPTH_MAX } from '@seedbed/contracts/forms';
import { useFiller } from '../fillerContext';
import { optionLabel } from '../labels';
import { inputFrame } from './common';
import type { AnswerInputProps } from './types';

// The pickers are downloaded only by forms with a tree question.
const TreePicker = lazy(() => import('./treePickers'));

function cascaderOptions(options: readonly QuestionOption[], language: string, depth = 1): CascaderOption[] {
  return options.map((option) => ({
    value: option.value,
    label: optionLabel(option, language),
    children: option.children?.length && depth < TREE_DEPTH_MAX ? cascaderOptions(option.children, language, depth + 1) : undefined,
  }));
}

function treeNodes(options: readonly QuestionOption[], language: string, depth = 1): TreeNodeData[] {
  return options.map((option) => ({
    value: option.value,
    label: optionLabel(option, language),
    children: option.children?.length && depth < TREE_DEPTH_MAX ? treeNodes(option.children, language, depth + 1) : undefined,
  }));
}

/** The options from the top level down to the one with `value`, or null. */
function pathTo(options: readonly QuestionOption[], value: string, depth = 1): string[] | null {
  if (depth > TREE_DEPTH_MAX) return null;
  for (const option of options) {
    if (option.value === value) return [option.value];
    const below = option.children ? pathTo(option.children, value, depth + 1) : null;
    if (below) return [option.value, ...below];
  }
  return null;
}

/**
 * tree_single: chosen level by level (any level may be the answer), searchable by path; on a
 * phone the levels are one list of paths instead of columns side by side.
 */
export function TreeSingleAnswer(props: AnswerInputProps) {
  const { language, t } = useFiller();
  const phone = useMediaQuery('(max-width: 36em)');
  const value = typeof props.value === 'string' ? pathTo(props.question.options, props.value) : null;
  const frame = inputFrame(props);
  return (
    <Suspense fallback={<TextInput {...frame} disabled />}>
      <TreePicker
        kind="single"
        {...frame}
        data={cascaderOptions(props.question.options, language)}
        value={value}
        onChange={(path) => {
          props.onChange(path?.length ? path[path.length - 1] : null);
          props.onBlur();
        }}
        onBlur={props.onBlur}
        changeOnSelect
        searchable
        clearable={!props.required}
        withColumns={!phone}
        separator=" › "
        previousLevelsControlLabel={t('forms:renderer.previousLevels')}
        nextLevelsControlLabel={t('forms:renderer.nextLevels')}
        placeholder={t('validation:selectPlaceholder')}
        nothingFoundMessage={t('forms:renderer.nothingFound')}
        comboboxProps={{ withinPortal: true }}
      />
    </Suspense>
  );
}

/** tree_multi: any options at any level, each ticked on its own. */
export function TreeMultiAnswer(props: AnswerInputProps) {
  const { language, t } = useFiller();
  const value = Array.isArray(props.value) ? props.value.filter((item): item is string => typeof item === 'string') : [];
  const frame = inputFrame(props);
  return (
    <Suspense fallback={<TextInput {...frame} disabled />}>
      <TreePicker
        kind="multi"
        {...frame}
        mode="checkbox"
        checkStrictly
        data={treeNodes(props.question.options, language)}
        value={value}
        onChange={(next) => {
          props.onChange(next);
          props.onBlur();
        }}
        onBlur={props.onBlur}
        searchable
        clearable={!props.required}
        placeholder={value.length ? undefined : t('validation:selectPlaceholder')}
        nothingFoundMessage={t('forms:renderer.nothingFound')}
        chevronAriaLabels={{ expand: t('forms:renderer.expand'), collapse: t('forms:renderer.collapse') }}
        comboboxProps={{ withinPortal: true }}
      />
    </Suspense>
  );
}
