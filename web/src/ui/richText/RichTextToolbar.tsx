import type { ReactNode } from 'react';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The toolbar's names in the interface language (Mantine's own are English). */
export function richTextLabels(t: TFunction): Partial<RichTextEditorLabels> {
  return {
    boldControlLabel: t('common:richText.bold'),
    italicControlLabel: t('common:richText.italic'),
    underlineControlLabel: t('common:richText.underline'),
    strikeControlLabel: t('common:richText.strike'),
    h2ControlLabel: t('common:richText.heading'),
    h3ControlLabel: t('common:richText.subheading'),
    bulletListControlLabel: t('common:richText.bulletList'),
    orderedListControlLabel: t('common:richText.orderedList'),
    blockquoteControlLabel: t('common:richText.blockquote'),
    linkControlLabel: t('common:richText.link'),
    unlinkControlLabel: t('common:richText.unlink'),
    linkEditorInputLabel: t('common:richText.linkAddress'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorExternalLink: t('common:richText.linkExternal'),
    linkEditorInternalLink: t('common:richText.linkInternal'),
    linkEditorSave: t('common:richText.linkSave'),
  };
}

/**
 * The formatting controls every rich text of the product offers — what the server's sanitiser
 * keeps: emphasis, (optionally) headings, lists, quotes and links; an editor that keeps more (a
 * lesson's pictures) adds its controls as `children`, in a group of their own.
 */
export function RichTextToolbar({ headings = false, children }: { headings?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <RichTextEditor.Toolbar role="toolbar" aria-label={t('common:richText.toolbar')}>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Underline />
        <RichTextEditor.Strikethrough />
      </RichTextEditor.ControlsGroup>
      {headings ? (
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
      ) : null}
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
        <RichTextEditor.Blockquote />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link />
        <RichTextEditor.Unlink />
      </RichTextEditor.ControlsGroup>
      {children ? <RichTextEditor.ControlsGroup>{children}</RichTextEditor.ControlsGroup> : null}
    </RichTextEditor.Toolbar>
  );
}
