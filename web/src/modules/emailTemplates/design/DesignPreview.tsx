import { useEffect, useState } from 'react';
import { Box, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { emailDesignSchema } from '@seedbed/contracts/email-templates-input';
import { DESIGN_PREVIEW, type DesignInput } from '../graphql';

const WIDTHS = { desktop: 640, phone: 375 } as const;
type Width = keyof typeof WIDTHS;

/**
 * The design as it is being edited, around a sample mail, rendered by the server (the very HTML
 * mails get) in a sandboxed frame: no script runs and nothing in it reaches the page.
 */
export function DesignPreview({ input }: { input: DesignInput }) {
  const { t, i18n } = useTranslation('emailTemplates');
  const client = useApolloClient();
  const [width, setWidth] = useState<Width>('desktop');
  const [debounced] = useDebouncedValue(input, 350);
  const [html, setHtml] = useState('');

  useEffect(() => {
    // An invalid value (a colour half typed) keeps the last preview rather than asking the server.
    if (!emailDesignSchema().safeParse(debounced).success) return;
    let live = true;
    client
      .query({ query: DESIGN_PREVIEW, variables: { data: debounced, language: i18n.language }, fetchPolicy: 'no-cache', context: { showsOwnError: true } })
      .then((answer) => {
        if (live && answer.data) setHtml(answer.data.emailTemplatePreview);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, debounced, i18n.language]);

  return (
    <Stack gap="xs" miw={0}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={500} id="design-preview-label">
          {t('design.preview')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={t('design.previewWidth')}
          value={width}
          onChange={(value) => setWidth(value as Width)}
          data={[
            { value: 'desktop', label: t('design.desktop') },
            { value: 'phone', label: t('design.phone') },
          ]}
        />
      </Group>
      <Box style={{ overflowX: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}>
        <iframe
          title={t('design.preview')}
          aria-labelledby="design-preview-label"
          data-testid="design-preview"
          sandbox=""
          srcDoc={html}
          style={{ display: 'block', width: '100%', maxWidth: WIDTHS[width], minWidth: Math.min(WIDTHS[width], 320), height: 560, border: 0, margin: '0 auto', background: '#fff' }}
        />
      </Box>
    </Stack>
  );
}
