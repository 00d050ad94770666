import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog/Dialog';
import { FormFiller } from '../../forms/renderer/FormFiller';
import type { Assessment } from './graphql';
import { readAnswers, readQuestions } from '../../forms/shared/definitions';

/** One assessment as it was given: its version's questions with its answers, read-only (the renderer's print mode). */
export function AssessmentViewDialog({ assessment, title, onClose }: { assessment: Assessment; title: string; onClose: () => void }) {
  const { t } = useTranslation('startupFile');
  const phone = useMediaQuery('(max-width: 575.98px)');
  const questions = useMemo(() => readQuestions(assessment.version?.questions), [assessment]);
  const answers = useMemo(() => readAnswers(assessment.answers) ?? {}, [assessment]);
  return (
    <Dialog opened onClose={onClose} title={title} size="xl" fullScreen={phone}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {[
            assessment.assessor ? t('assessment.by', { name: assessment.assessor.fullName }) : null,
            assessment.version ? t('assessment.versionLabel', { number: assessment.version.number }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <FormFiller questions={questions} initialAnswers={answers} mode="print" />
      </Stack>
    </Dialog>
  );
}
