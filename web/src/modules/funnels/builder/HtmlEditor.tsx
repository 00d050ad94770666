import { useTranslation } from 'react-i18next';
import { TextEditor } from '../../home/customise/TextEditor';

/** The product's rich-text editor for a funnel text, written in the interface language's direction. */
export function HtmlEditor({ label, html, onChange }: { label: string; html: string; onChange: (html: string) => void }) {
  const { i18n } = useTranslation();
  return <TextEditor initialHtml={html} label={label} language={i18n.language} dir={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'} onChange={onChange} />;
}
