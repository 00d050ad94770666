import { Divider, Stack, Text, Title } from '@mantine/core';
import type { Question } from '@seedbed/contracts/forms';
import { useFiller } from '../fillerContext';
import { textIn } from '../labels';

/** heading, sub_heading, paragraph, section: titles and text between the questions. */
export function LayoutElement({ question }: { question: Question }) {
  const { language } = useFiller();
  const label = textIn(question.label, language);
  const description = textIn(question.description, language);
  const text = description ? (
    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
      {description}
    </Text>
  ) : null;
  switch (question.questionType) {
    case 'section':
      return (
        <Stack gap={4}>
          <Title order={2} size="h3">
            {label}
          </Title>
          {text}
          <Divider mt={4} />
        </Stack>
      );
    case 'heading':
      return (
        <Stack gap={4}>
          <Title order={3} size="h4">
            {label}
          </Title>
          {text}
        </Stack>
      );
    case 'sub_heading':
      return (
        <Stack gap={4}>
          <Title order={4} size="h5">
            {label}
          </Title>
          {text}
        </Stack>
      );
    default:
      return <Text style={{ whiteSpace: 'pre-line' }}>{[label, description].filter(Boolean).join('\n')}</Text>;
  }
}
