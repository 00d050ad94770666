import { lazy, Suspense } from 'react';
import { Button, Skeleton } from '@mantine/core';
import { useFiller } from '../fillerContext';
import { optionLabel } from '../labels';
import { QuestionGroup } from './common';
import type { RankingTexts } from './SortableRanking';
import type { AnswerInputProps } from './types';

// Dragging is downloaded only by forms that ask for a ranking.
const SortableRanking = lazy(() => import('./SortableRanking'));

/** The person's order when it names every option once; otherwise the options as the form lists them. */
function orderOf(value: unknown, options: readonly string[]): string[] {
  if (Array.isArray(value) && value.length === options.length && options.every((option) => value.includes(option))) return value as string[];
  return [...options];
}

/** ranking: every option in the person's order. Until they move one, "Keep this order" answers with the order shown. */
export function RankingAnswer(props: AnswerInputProps) {
  const { language, t } = useFiller();
  const labels = new Map(props.question.options.map((option) => [option.value, optionLabel(option, language)]));
  const order = orderOf(props.value, [...labels.keys()]);
  const answered = Array.isArray(props.value) && props.value.length > 0;
  const commit = (next: string[]) => {
    props.onChange(next);
    props.onBlur();
  };
  const texts: RankingTexts = {
    instructions: t('forms:renderer.dragInstructions'),
    handle: (label, position, count) => t('forms:renderer.dragItem', { label, position, count }),
    moveUp: (label) => t('forms:renderer.moveUp', { label }),
    moveDown: (label) => t('forms:renderer.moveDown', { label }),
    picked: (label) => t('forms:renderer.dragPicked', { label }),
    over: (label, position) => t('forms:renderer.dragOver', { label, position }),
    dropped: (label, position) => t('forms:renderer.dragDropped', { label, position }),
    cancelled: (label) => t('forms:renderer.dragCancelled', { label }),
  };

  return (
    <QuestionGroup props={props}>
      <Suspense fallback={<Skeleton height={40 * order.length} />}>
        <SortableRanking items={order.map((value) => ({ value, label: labels.get(value) ?? value }))} onChange={commit} texts={texts} />
      </Suspense>
      {answered ? null : (
        <Button variant="light" size="xs" w="fit-content" onClick={() => commit(order)}>
          {t('forms:renderer.keepOrder')}
        </Button>
      )}
    </QuestionGroup>
  );
}
