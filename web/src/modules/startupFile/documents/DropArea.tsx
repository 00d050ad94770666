import { useRef, useState } from 'react';
import { Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './documents.module.css';

/**
 * Where files are dropped to upload them. It is also a button: Enter or Space (or a click) opens
 * the file picker, so a keyboard or a phone does without dragging.
 */
export function DropArea({ onFiles, busy, hint }: { onFiles: (files: File[]) => void; busy: boolean; hint: string }) {
  const { t } = useTranslation('startupFile');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  // Entering a child fires dragleave on the parent: counting keeps the highlight steady.
  const depth = useRef(0);

  return (
    <>
      <UnstyledButton
        className={classes.drop}
        data-over={over || undefined}
        aria-busy={busy}
        onClick={() => input.current?.click()}
        onDragEnter={(event) => {
          event.preventDefault();
          depth.current += 1;
          setOver(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => {
          depth.current = Math.max(0, depth.current - 1);
          if (depth.current === 0) setOver(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          depth.current = 0;
          setOver(false);
          const files = [...event.dataTransfer.files];
          if (files.length) onFiles(files);
        }}
      >
        <Group gap="sm" justify="center" wrap="nowrap">
          {busy ? <Loader size="sm" aria-hidden /> : <IconUpload size={24} aria-hidden />}
          <div>
            <Text fw={600} size="sm">
              {busy ? t('documents.uploading') : t('documents.drop')}
            </Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </div>
        </Group>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
        data-testid="document-input"
      />
    </>
  );
}
