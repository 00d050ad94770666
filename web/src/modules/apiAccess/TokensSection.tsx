import { useState } from 'react';
import { Badge, Button, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ScrollableTable } from './ScrollableTable';
import { useConfirm } from '../../ui/feedback/confirm';
import { showSuccess } from '../../ui/feedback/notify';
import { relativeTime, useNow } from '../../ui/relativeTime';
import { CreateTokenDialog } from './CreateTokenDialog';
import { API_TOKENS, REVOKE_API_TOKEN, type ApiTokenItem } from './graphql';

/**
 * The tokens of one kind: the person's own (account settings) or the organisation's (its API tab),
 * with their scopes and last use, a button to make one and one to revoke each.
 */
export function TokensSection({ organisation }: { organisation: boolean }) {
  const { t, i18n } = useTranslation('apiAccess');
  const now = useNow();
  const confirm = useConfirm();
  const { data, loading, refetch } = useQuery(API_TOKENS, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(REVOKE_API_TOKEN);
  const [creating, setCreating] = useState(false);
  const tokens = (data?.apiTokens ?? []).filter((token) => token.organisation === organisation);

  async function revokeToken(token: ApiTokenItem) {
    const sure = await confirm({ title: t('tokens.revokeTitle'), message: t('tokens.revokeQuestion', { name: token.name }), confirmLabel: t('tokens.revoke') });
    if (!sure) return;
    try {
      await revoke({ variables: { id: token._id } });
      showSuccess(t('tokens.revoked', { name: token.name }));
      await refetch();
    } catch {
      // Shown as a toast by the data layer.
    }
  }

  if (!data && loading) return <Loader size="sm" aria-label={t('common:loading')} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(organisation ? 'tokens.organisationIntro' : 'tokens.personalIntro')}
      </Text>
      {tokens.length === 0 ? (
        <Text size="sm">{t('tokens.none')}</Text>
      ) : (
        <ScrollableTable label={t(organisation ? 'tokens.organisationTitle' : 'tokens.personalTitle')} minWidth={320}>
          <Table verticalSpacing="xs" aria-label={t(organisation ? 'tokens.organisationTitle' : 'tokens.personalTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tokens.fields.name')}</Table.Th>
                <Table.Th>{t('tokens.fields.scopes')}</Table.Th>
                <Table.Th>{t('tokens.lastUsed')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('tokens.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.map((token) => (
                <Table.Tr key={token._id} data-testid="api-token-row">
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {token.name}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace" dir="ltr">
                      {token.prefix}…
                    </Text>
                    {token.expiresAt && (
                      <Text size="xs" c="dimmed">
                        {t('tokens.expires', { when: relativeTime(token.expiresAt, now, i18n.language) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {token.scopes.map((scope) => (
                        <Badge key={scope} variant="light" size="sm" tt="none" dir="ltr">
                          {scope}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{token.lastUsedAt ? relativeTime(token.lastUsedAt, now, i18n.language) : t('tokens.neverUsed')}</Text>
                  </Table.Td>
                  <Table.Td ta="end">
                    <Button variant="subtle" color="red" size="xs" onClick={() => revokeToken(token)} aria-label={t('tokens.revokeNamed', { name: token.name })}>
                      {t('tokens.revoke')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
      <Group>
        <Button onClick={() => setCreating(true)}>{t(organisation ? 'tokens.newOrganisation' : 'tokens.new')}</Button>
      </Group>
      <CreateTokenDialog opened={creating} organisation={organisation} areas={data?.apiScopes ?? []} onClose={() => setCreating(false)} onCreated={() => void refetch()} />
    </Stack>
  );
}
