import { useMemo, useRef } from 'react';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.layer.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import classes from './editor.module.css';

export interface TextEditorProps {
  /** The text's HTML when the editor opens. */
  initialHtml: string;
  /** The accessible name of the writing area. */
  label: string;
  /** The language being written: spelling and direction follow it. */
  language: string;
  dir: 'ltr' | 'rtl';
  /** '' once nothing is written. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The rich text of a home page text (tiptap through Mantine): headings, emphasis, lists, quotes
 * and links — what the server's sanitiser keeps. Loaded with the customise dialog only.
 */
export function TextEditor({ initialHtml, label, language, dir, onChange, onBlur, invalid, describedBy }: TextEditorProps) {
  const { t } = useTranslation('home');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;
  const extensions = useMemo(
    () => [StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3] } }), Link.configure({ openOnClick: false, autolink: true })],
    [],
  );

  const editor = useEditor({
    extensions,
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        lang: language,
        dir,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlurRef.current?.(),
  });

  const labels = {
    boldControlLabel: t('customise.editor.bold'),
    italicControlLabel: t('customise.editor.italic'),
    underlineControlLabel: t('customise.editor.underline'),
    strikeControlLabel: t('customise.editor.strike'),
    h2ControlLabel: t('customise.editor.heading'),
    h3ControlLabel: t('customise.editor.subheading'),
    bulletListControlLabel: t('customise.editor.bulletList'),
    orderedListControlLabel: t('customise.editor.orderedList'),
    blockquoteControlLabel: t('customise.editor.blockquote'),
    linkControlLabel: t('customise.editor.link'),
    unlinkControlLabel: t('customise.editor.unlink'),
    linkEditorInputLabel: t('customise.editor.linkAddress'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorExternalLink: t('customise.editor.linkExternal'),
    linkEditorInternalLink: t('customise.editor.linkInternal'),
    linkEditorSave: t('customise.editor.linkSave'),
  };

  return (
    <RichTextEditor editor={editor} labels={labels} className={classes.editor}>
      <RichTextEditor.Toolbar aria-label={t('customise.editor.toolbar')}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
