import { useMemo, useRef, useState } from 'react';
import { Menu, ScrollArea, Text, TextInput } from '@mantine/core';
import { Link, RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import '@mantine/tiptap/styles.layer.css';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBraces, IconTemplate } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { EMAIL_PLACEHOLDERS } from '@seedbed/contracts/emails';
import { RichTextToolbar, richTextLabels } from '../../../ui/richText/RichTextToolbar';
import { CONTENT_TEMPLATES } from '../graphql';
import classes from './composer.module.css';

export interface ContentTemplateChoice {
  subject: string;
  body: string;
}

interface EmailBodyFieldProps {
  initialHtml: string;
  label: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** Offers "Insert a content template" (plan flag emailTemplates). */
  withTemplates: boolean;
  /** A template was inserted: its subject may fill an empty one. */
  onTemplate?: (template: ContentTemplateChoice) => void;
}

/**
 * The campaign's body (tiptap through Mantine): what the server's sanitiser keeps, a menu that
 * places a placeholder where the cursor is, and with the plan's templates a content template.
 */
export function EmailBodyField({ initialHtml, label, onChange, invalid, describedBy, withTemplates, onTemplate }: EmailBodyFieldProps) {
  const { t, i18n } = useTranslation();
  const handlers = useRef({ onChange });
  handlers.current = { onChange };
  const extensions = useMemo(() => [StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3] } }), Link.configure({ openOnClick: false })], []);
  const editor = useEditor({
    extensions,
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        dir: 'auto',
        lang: i18n.language,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => handlers.current.onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <RichTextEditor editor={editor} labels={richTextLabels(t)} className={classes.editor}>
      <RichTextToolbar headings>
        <PlaceholderControl />
        {withTemplates ? <TemplateControl onTemplate={onTemplate} /> : null}
      </RichTextToolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}

/** The placeholders, each inserted as `{{name}}` where the cursor is. */
function PlaceholderControl() {
  const { t } = useTranslation('emails');
  const { editor } = useRichTextEditorContext();
  return (
    <Menu withinPortal position="bottom-start">
      <Menu.Target>
        <RichTextEditor.Control aria-label={t('composer.insertPlaceholder')} title={t('composer.insertPlaceholder')} data-testid="insert-placeholder">
          <IconBraces size={16} stroke={1.5} aria-hidden />
        </RichTextEditor.Control>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('composer.placeholders')}</Menu.Label>
        {EMAIL_PLACEHOLDERS.map((name) => (
          <Menu.Item key={name} onClick={() => editor?.chain().focus().insertContent(`{{${name}}}`).run()}>
            {t(`placeholders.${name}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The organisation's content templates, found by name; the chosen one's body goes where the cursor is. */
function TemplateControl({ onTemplate }: { onTemplate?: (template: ContentTemplateChoice) => void }) {
  const { t } = useTranslation('emails');
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data, loading } = useQuery(CONTENT_TEMPLATES, { variables: { search: debounced || null }, skip: !opened, fetchPolicy: 'cache-and-network' });
  const templates = data?.contentTemplates.results ?? [];
  return (
    <Menu withinPortal position="bottom-start" opened={opened} onChange={setOpened} width={280}>
      <Menu.Target>
        <RichTextEditor.Control aria-label={t('composer.insertTemplate')} title={t('composer.insertTemplate')}>
          <IconTemplate size={16} stroke={1.5} aria-hidden />
        </RichTextEditor.Control>
      </Menu.Target>
      <Menu.Dropdown>
        <TextInput
          size="xs"
          type="search"
          aria-label={t('composer.searchTemplates')}
          placeholder={t('composer.searchTemplates')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          mb={4}
        />
        <ScrollArea.Autosize mah={240}>
          {templates.map((template) => (
            <Menu.Item
              key={template._id}
              onClick={() => {
                editor?.chain().focus().insertContent(template.body).run();
                onTemplate?.({ subject: template.subject, body: template.body });
              }}
            >
              <Text size="sm" dir="auto">
                {template.name}
              </Text>
            </Menu.Item>
          ))}
          {!loading && !templates.length ? (
            <Text size="sm" c="dimmed" p="xs">
              {t('composer.noTemplates')}
            </Text>
          ) : null}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
