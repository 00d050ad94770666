import { useState } from 'react';
import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconSparkles, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { ASSIGN_SUGGESTED_MENTOR, MENTOR_SUGGESTIONS, type MentorSuggestionData } from './graphql';

const REASON_COLORS: Record<string, string> = { INDUSTRY: 'blue', SKILL: 'grape', TAG: 'teal', AVAILABILITY: 'green', LOAD: 'orange' };

export function reasonText(t: TFunction, reason: { kind: string; label: string }): string {
  if (reason.kind === 'AVAILABILITY') return t('mentorMatching:reasons.AVAILABILITY');
  if (reason.kind === 'LOAD') return t('mentorMatching:reasons.LOAD', { count: Number(reason.label) });
  return t(`mentorMatching:reasons.${reason.kind}`, { label: reason.label });
}

/**
 * The mentors, experts and coaches who suit the startup best, with why (chips), for those who
 * assign people to it: "Assign" places the person on the startup as the startup file does.
 */
export function MentorSuggestions({ startupId }: { startupId: string }) {
  const { t } = useTranslation('mentorMatching');
  const { user } = useShellUser();
  const errorMessage = useErrorMessage();
  const mayAssign = Boolean(user?.permissions['STARTUP/ASSIGNATION_MEMBERS:EDIT']);
  const { data, refetch } = useQuery(MENTOR_SUGGESTIONS, { variables: { startupId }, skip: !mayAssign, context: { showsOwnError: true } });
  const [assign] = useMutation(ASSIGN_SUGGESTED_MENTOR, { context: { showsOwnError: true } });
  const [assigning, setAssigning] = useState<string | null>(null);
  // A startup out of the viewer's assignment scope answers FORBIDDEN: then there is nothing to offer.
  if (!mayAssign || !data) return null;

  const onAssign = async (suggestion: MentorSuggestionData) => {
    setAssigning(suggestion.mentor._id);
    try {
      await assign({ variables: { startupId, userId: suggestion.mentor._id } });
      showSuccess(t('suggestions.assigned', { name: suggestion.mentor.fullName }));
      await refetch();
    } catch (failure) {
      showError(errorMessage(failure));
    } finally {
      setAssigning(null);
    }
  };

  const list = data.mentorSuggestions;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={`suggestions-${startupId}`}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconSparkles size={20} aria-hidden />
          <Title order={2} size="h4" id={`suggestions-${startupId}`}>
            {t('suggestions.title')}
          </Title>
        </Group>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('suggestions.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((suggestion) => (
              <li key={suggestion.mentor._id}>
                <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                  <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Avatar src={suggestion.mentor.avatar} name={suggestion.mentor.fullName} radius="xl" size="md" />
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Group gap={6} wrap="wrap">
                        <Text fw={600} size="sm">
                          {suggestion.mentor.fullName}
                        </Text>
                        <Badge variant="outline" size="sm" color="gray">
                          {t('suggestions.score', { score: suggestion.score })}
                        </Badge>
                      </Group>
                      {suggestion.mentor.headline && (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {suggestion.mentor.headline}
                        </Text>
                      )}
                      <Group gap={4} wrap="wrap" aria-label={t('suggestions.why')}>
                        {suggestion.reasons.map((reason, index) => (
                          <Badge key={index} variant="light" size="sm" color={REASON_COLORS[reason.kind]} tt="none">
                            {reasonText(t, reason)}
                          </Badge>
                        ))}
                      </Group>
                    </Stack>
                  </Group>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconUserPlus size={14} aria-hidden />}
                    loading={assigning === suggestion.mentor._id}
                    disabled={assigning !== null && assigning !== suggestion.mentor._id}
                    onClick={() => void onAssign(suggestion)}
                    aria-label={t('suggestions.assignNamed', { name: suggestion.mentor.fullName })}
                  >
                    {t('suggestions.assign')}
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
