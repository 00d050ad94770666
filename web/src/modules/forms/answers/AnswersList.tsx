import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { FORM_ANSWERS } from '../graphql';
import { answerPath } from '../shared/formText';

const PAGE_SIZE = 25;

/** The answers given to a form, newest first, each opening on its own page to read or print. */
export function AnswersList({ formId }: { formId: string }) {
  const { t, i18n } = useTranslation('forms');
  const client = useApolloClient();
  const list = usePagedList(
    async (cursor) => (await client.query({ query: FORM_ANSWERS, variables: { formId, cursor, limit: PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.formSubmissions,
    formId,
  );
  const when = (iso: string | null | undefined) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '');

  return (
    <Stack gap="xs" component="section" aria-labelledby="form-answers-title">
      <Title order={2} size="h4" id="form-answers-title">
        {t('answers.title')}
      </Title>
      {!list.loading && !list.rows.length ? (
        <Text c="dimmed" size="sm">
          {t('answers.none')}
        </Text>
      ) : null}
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.rows.map((answer) => (
          <Group key={answer._id} component="li" justify="space-between" wrap="nowrap" py="xs" gap="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate dir="auto">
                {answer.respondent?.fullName ?? t('answers.anonymous')}
              </Text>
              <Text size="xs" c="dimmed">
                {when(answer.submittedAt)}
              </Text>
            </Stack>
            <Anchor component={Link} to={answerPath(formId, answer._id)} size="sm">
              {t('answers.open')}
            </Anchor>
          </Group>
        ))}
      </Stack>
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
    </Stack>
  );
}
