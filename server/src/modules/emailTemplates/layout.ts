import { and, eq } from 'drizzle-orm';
import { pickLanguage, RTL_LANGUAGES } from '@seedbed/contracts/languages';
import type { Db } from '../../core/db/pool.ts';
import { schema } from '../../core/db/pool.ts';
import type { EmailTemplateRow, IncubatorRow } from '../../db/schema/index.ts';
import { escapeHtml, htmlToText } from './html.ts';

/** What a design decides; a stored design and the built-in one alike. */
export type DesignValues = Pick<EmailTemplateRow, 'showLogo' | 'headerHtml' | 'footerHtml' | 'brandColor' | 'headerBackgroundColor' | 'backgroundColor' | 'textColor'>;

type Branding = Pick<IncubatorRow, 'name' | 'logo' | 'whiteLogo' | 'address' | 'supportEmail' | 'brandPalette'>;

const HEX = /^#[0-9a-fA-F]{6}$/;
const hex = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

/**
 * The design used while an organisation has saved none: its sidebar colours for the header, its
 * active colour for links, its logo, name, address and support address.
 */
export function builtInDesign(incubator: Pick<IncubatorRow, 'brandPalette'>): DesignValues {
  const sidebar = incubator.brandPalette.sidebar;
  return {
    showLogo: true,
    headerHtml: '',
    footerHtml: '',
    brandColor: hex(sidebar.activeItemBackgroundColor, '#2f6f4f'),
    headerBackgroundColor: hex(sidebar.backgroundColor, '#14213d'),
    backgroundColor: '#f4f6f3',
    textColor: '#1f2933',
  };
}

/** The design a mail is wrapped in: the one named (if it is the tenant's), else the default, else the built-in one. */
export async function designFor(db: Db, incubator: Pick<IncubatorRow, 'id' | 'brandPalette'>, layoutId?: string | null): Promise<DesignValues> {
  const t = schema.emailTemplates;
  if (layoutId) {
    const [named] = await db
      .select()
      .from(t)
      .where(and(eq(t.incubatorId, incubator.id), eq(t.id, layoutId)));
    if (named) return named;
  }
  const [chosen] = await db
    .select()
    .from(t)
    .where(and(eq(t.incubatorId, incubator.id), eq(t.isDefault, true)));
  return chosen ?? builtInDesign(incubator);
}

/** Black or white, whichever reads better on the colour. */
function readableOn(background: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.6 ? '#111111' : '#ffffff';
}

/** A logo address a mail reader can fetch: absolute as stored, or under the organisation's address. */
function logoAddress(incubator: Branding, headerBackground: string, origin: string | undefined): string | null {
  // A light header shows the ordinary logo; a dark one the white logo when there is one.
  const dark = readableOn(headerBackground) === '#ffffff';
  const logo = (dark && incubator.whiteLogo) || incubator.logo;
  if (!logo) return null;
  if (/^https?:\/\//i.test(logo)) return logo;
  if (origin && logo.startsWith('/')) return `${origin.replace(/\/$/, '')}${logo}`;
  return null;
}

export interface RenderOptions {
  /** The recipient's language: its direction sets the mail's (right-to-left for Arabic). */
  language?: string;
  /** Lines added under the design's footer (a campaign's unsubscribe link). */
  footerHtml?: string;
  /** The organisation's address, to make a stored relative logo address absolute. */
  origin?: string;
}

/**
 * E-mail-safe HTML: nested tables and inline styles only (mail readers drop style sheets), a
 * 600-pixel column, the direction of the recipient's language, and a plain-text alternative.
 */
export function renderDesign(
  design: DesignValues,
  incubator: Branding,
  mail: { subject: string; html: string; text?: string },
  options: RenderOptions = {},
): { subject: string; html: string; text: string } {
  const dir = options.language && RTL_LANGUAGES.includes(pickLanguage(options.language)) ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const headerText = readableOn(design.headerBackgroundColor);
  const logo = design.showLogo ? logoAddress(incubator, design.headerBackgroundColor, options.origin) : null;
  const font = 'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.55';
  const brandLinks = (html: string) => html.replace(/<a /g, `<a style="color:${design.brandColor}" `);
  const identity = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(incubator.name)}" height="40" style="display:block;height:40px;max-width:240px;border:0">`
    : `<span style="font-size:20px;font-weight:bold;color:${headerText}">${escapeHtml(incubator.name)}</span>`;
  const support = incubator.supportEmail?.email;
  const footerLines = [
    design.footerHtml ? brandLinks(design.footerHtml) : '',
    `<p style="margin:0 0 4px">${escapeHtml(incubator.name)}${incubator.address ? ` · ${escapeHtml(incubator.address)}` : ''}</p>`,
    support ? `<p style="margin:0 0 4px"><a href="mailto:${escapeHtml(support)}" style="color:${design.brandColor}">${escapeHtml(support)}</a></p>` : '',
    options.footerHtml ? brandLinks(options.footerHtml) : '',
  ].filter(Boolean);
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(options.language ?? 'en')}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:0;background-color:${design.backgroundColor}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${design.backgroundColor}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="width:100%;max-width:600px;border-collapse:collapse">`,
    `<tr><td align="${align}" style="background-color:${design.headerBackgroundColor};padding:20px 28px;color:${headerText};${font}">${identity}${design.headerHtml ? `<div style="margin-top:8px;color:${headerText}">${design.headerHtml}</div>` : ''}</td></tr>`,
    `<tr><td align="${align}" dir="${dir}" style="background-color:#ffffff;padding:28px;color:${design.textColor};text-align:${align};${font}">${brandLinks(mail.html)}</td></tr>`,
    `<tr><td align="${align}" style="padding:16px 28px;color:#6b7280;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.5;text-align:${align}">${footerLines.join('')}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
  const footerText = htmlToText(footerLines.join('\n'));
  const text = `${(mail.text ?? htmlToText(mail.html)).trim()}\n\n--\n${footerText}\n`;
  return { subject: mail.subject, html, text };
}

/** Wraps a mail's body in the organisation's design (default design unless layoutId names another). */
export async function renderInLayout(
  db: Db,
  incubator: IncubatorRow,
  mail: { subject: string; html: string; text?: string },
  options?: { layoutId?: string | null; footerHtml?: string; language?: string; origin?: string },
): Promise<{ subject: string; html: string; text: string }> {
  const design = await designFor(db, incubator, options?.layoutId);
  return renderDesign(design, incubator, mail, { language: options?.language ?? incubator.defaultLanguage, footerHtml: options?.footerHtml, origin: options?.origin });
}
