import { Alert, Anchor, Button, List, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Question } from '@seedbed/contracts/forms';
import type { Language } from '@seedbed/contracts/languages';
import { questionName } from './problems';
import type { Publishing } from './usePublish';

interface PublishResultProps {
  publishing: Publishing;
  questions: readonly Question[];
  language: Language;
  onOpen: (questionId: string) => void;
  onReload: () => void;
  onDismiss: () => void;
}

/** How publishing ended: the version it made, or why it failed, each reason leading to its question. */
export function PublishResult({ publishing, questions, language, onOpen, onReload, onDismiss }: PublishResultProps) {
  const { t } = useTranslation('forms');
  if (publishing.state === 'success') {
    return (
      <Alert color="teal" icon={<IconCircleCheck />} withCloseButton closeButtonLabel={t('common:close')} onClose={onDismiss} role="status">
        {t('builder.publish.success', { number: publishing.version })}
      </Alert>
    );
  }
  if (publishing.state !== 'failure') return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={t('builder.publish.failure')} withCloseButton closeButtonLabel={t('common:close')} onClose={onDismiss} role="alert">
      <Stack gap="xs">
        <List size="sm" spacing={4}>
          {publishing.reasons.map((reason) => (
            <List.Item key={`${reason.questionId ?? ''}:${reason.message}`}>
              {reason.questionId && (
                <>
                  <Anchor component="button" type="button" size="sm" fw={500} onClick={() => onOpen(reason.questionId!)} dir="auto">
                    {questionName(questions, reason.questionId, language)}
                  </Anchor>
                  {' — '}
                </>
              )}
              {reason.message}
            </List.Item>
          ))}
        </List>
        {publishing.conflict && (
          <Button size="xs" variant="white" color="red" onClick={onReload} style={{ alignSelf: 'flex-start' }}>
            {t('builder.publish.reload')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
