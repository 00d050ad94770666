import { SimpleGrid, Stack, Text } from '@mantine/core';
import { EVENT_VISIBILITY_MAX, VISIBILITY_DIMENSIONS, type VisibilityDimension } from '@seedbed/contracts/events';
import { MultiSelectField } from '../../../../ui/form/SelectFields';
import type { Choice } from '../useEditorChoices';
import { Section } from './Section';
import type { SectionProps } from './types';

interface VisibilityProps extends SectionProps {
  choices: Record<VisibilityDimension, Choice[]>;
}

/** Who the event is for (spec 3 §3): per dimension, people must match one `is` choice (when any) and no `isNot` one. */
export function VisibilitySection({ form, field, t, choices }: VisibilityProps) {
  const visibility = form.values.visibility;
  const error = field('visibility').error;
  const set = (dimension: VisibilityDimension, side: 'is' | 'isNot', ids: string[]) => {
    form.setValue('visibility', { ...visibility, [dimension]: { ...visibility[dimension], [side]: ids } });
    form.touch('visibility');
  };
  return (
    <Section title={t('sections.visibility')}>
      <Text size="sm" c="dimmed">
        {t('visibility.hint')}
      </Text>
      {VISIBILITY_DIMENSIONS.map((dimension) => (
        <Stack key={dimension} gap={4} role="group" aria-label={t(`visibility.${dimension}`)}>
          <Text fw={500} size="sm">
            {t(`visibility.${dimension}`)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {(['is', 'isNot'] as const).map((side) => (
              <MultiSelectField
                key={side}
                label={t(`visibility.${side}`, { dimension: t(`visibility.${dimension}`) })}
                value={visibility[dimension][side]}
                onChange={(ids) => set(dimension, side, ids)}
                data={choices[dimension]}
                searchable
                clearable
                maxValues={EVENT_VISIBILITY_MAX}
                nothingFoundMessage={t('fields.noOptions')}
                comboboxProps={{ withinPortal: true }}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Section>
  );
}
