import { useCallback, useRef, useState } from 'react';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Dialog } from '../../../ui/dialog/Dialog';
import type { EventEditScope } from './graphql';

interface Asked {
  title: string;
  confirmLabel: string;
  resolve: (scope: EventEditScope | null) => void;
}

/**
 * Spec 3 §9 recurrence: a change to one occurrence of a series asks whether it is for this event
 * only (ONE) or for this and the following ones (SERIES). A single event never asks.
 */
export function useScopeQuestion(inSeries: boolean, t: TFunction) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [scope, setScope] = useState<EventEditScope>('ONE');
  const current = useRef<Asked | null>(null);

  const ask = useCallback(
    (title: string, confirmLabel: string): Promise<EventEditScope | null> => {
      if (!inSeries) return Promise.resolve('ONE');
      return new Promise((resolve) => {
        current.current?.resolve(null);
        const question = { title, confirmLabel, resolve };
        current.current = question;
        setScope('ONE');
        setAsked(question);
      });
    },
    [inSeries],
  );

  const answer = (chosen: EventEditScope | null) => {
    asked?.resolve(chosen);
    current.current = null;
    setAsked(null);
  };

  const dialog = (
    <Dialog opened={asked !== null} onClose={() => answer(null)} title={asked?.title} centered>
      <Stack gap="md">
        <Text size="sm">{t('scope.question')}</Text>
        <Radio.Group value={scope} onChange={(next) => setScope(next as EventEditScope)} aria-label={t('scope.question')}>
          <Stack gap="xs">
            <Radio value="ONE" label={t('scope.ONE')} data-autofocus />
            <Radio value="SERIES" label={t('scope.SERIES')} />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => answer(null)}>
            {t('common:feedback.cancel')}
          </Button>
          <Button onClick={() => answer(scope)}>{asked?.confirmLabel}</Button>
        </Group>
      </Stack>
    </Dialog>
  );

  return { ask, dialog };
}
