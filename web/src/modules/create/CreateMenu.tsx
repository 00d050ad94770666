import { useState } from 'react';
import { Box, Button, Menu } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CreateEntry } from '../../app/features/types';
import { useErrorMessage } from '../../app/apollo/errorMessage';
import { permittedCreateEntries, type CreateViewer } from './permitted';
import { runCreateEntry } from './run';

interface CreateMenuProps {
  entries: readonly CreateEntry[];
  viewer: CreateViewer;
}

/** Spec 1 §2.10: the Create button of the top bar, shown only when one of its entries is permitted. */
export function CreateMenu({ entries, viewer }: CreateMenuProps) {
  const { t } = useTranslation('create');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const permitted = permittedCreateEntries(entries, viewer);
  if (permitted.length === 0) return null;

  const run = async (entry: CreateEntry) => {
    setBusy(true);
    try {
      await runCreateEntry(entry, { navigate, client });
    } catch (error) {
      notifications.show({ color: 'red', title: t('failed'), message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button
          variant="light"
          size="compact-md"
          loading={busy}
          leftSection={<IconPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('button')}
        >
          {/* On a phone the bar is narrow: the icon says it, the accessible name stays. */}
          <Box component="span" visibleFrom="sm">
            {t('button')}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('title')}</Menu.Label>
        {permitted.map((entry) => (
          <Menu.Item key={entry.id} leftSection={<entry.icon size={16} stroke={1.5} />} onClick={() => void run(entry)}>
            {t(entry.labelKey)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
