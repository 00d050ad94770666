/** Metric unit types (spec 2 §3) that shape the number a field accepts. */
export type MaskUnit = 'PERCENTAGE' | 'MONETARY' | 'EMPLOYEE' | (string & {});

/** The NumberInput props that make up a mask; spread them onto Mantine's NumberInput. */
export interface NumberMask {
  prefix?: string;
  suffix?: string;
  allowDecimal: boolean;
  allowNegative: boolean;
  decimalScale?: number;
  decimalSeparator: string;
  thousandSeparator: string;
}

export interface MaskOptions {
  /** ISO 4217 code; spec 1 §9 default USD. */
  currency?: string | null;
  /** Decides separators and on which side the currency goes; spec 1 §9 default en. */
  locale?: string | null;
}

const FALLBACK_CURRENCY = 'USD';
const FALLBACK_LOCALE = 'en';

function separators(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    // A code Intl does not know (a typo in the organisation's settings) must not break the form.
    return new Intl.NumberFormat(locale, { style: 'currency', currency: FALLBACK_CURRENCY });
  }
}

/** Where the locale writes the currency symbol, with the spacing it puts beside the number. */
function currencyPlacement(locale: string, currency: string): Pick<NumberMask, 'prefix' | 'suffix' | 'decimalScale'> {
  const format = currencyFormat(locale, currency);
  const parts = format.formatToParts(1);
  const symbolAt = parts.findIndex((part) => part.type === 'currency');
  const numberStart = parts.findIndex((part) => part.type === 'integer');
  // Not findLastIndex: Safari 15.0–15.3 pass the browser gate but lack it.
  let numberEnd = numberStart;
  parts.forEach((part, index) => {
    if (part.type === 'integer' || part.type === 'fraction') numberEnd = index;
  });
  // Direction marks (Arabic) would end up inside the typed value; the input's own direction suffices.
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('')
      .replace(/[\u200e\u200f\u061c]/g, '');
  const decimalScale = format.resolvedOptions().maximumFractionDigits;
  return symbolAt < numberStart ? { prefix: text(symbolAt, numberStart), decimalScale } : { suffix: text(numberEnd + 1, symbolAt + 1), decimalScale };
}

/**
 * Spec 1 §5 currency-style mask: percent adds ' %' with decimals; monetary uses the currency
 * prefix or suffix with decimals; employee allows decimals but not negatives; every other
 * unit is a whole number without negatives.
 */
export function numberMask(unit: MaskUnit | null | undefined, options: MaskOptions = {}): NumberMask {
  const locale = options.locale || FALLBACK_LOCALE;
  const base = separators(locale);
  switch (unit?.toUpperCase()) {
    case 'PERCENTAGE':
    case 'PERCENT':
      return { ...base, suffix: ' %', allowDecimal: true, allowNegative: true, decimalScale: 2 };
    case 'MONETARY': {
      const placement = currencyPlacement(locale, options.currency || FALLBACK_CURRENCY);
      return { ...base, ...placement, allowDecimal: (placement.decimalScale ?? 0) > 0, allowNegative: true };
    }
    case 'EMPLOYEE':
      return { ...base, allowDecimal: true, allowNegative: false, decimalScale: 2 };
    default:
      return { ...base, allowDecimal: false, allowNegative: false, decimalScale: 0 };
  }
}

/** A stored value as the masked input shows it, for read-only places (tables, summaries). */
export function formatMasked(value: number, unit: MaskUnit | null | undefined, options: MaskOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const mask = numberMask(unit, options);
  const scale = mask.allowDecimal ? (mask.decimalScale ?? 2) : 0;
  const fixed = Math.abs(value).toFixed(scale);
  const [whole, fraction = ''] = fixed.split('.');
  // Amounts keep their cents ("$5.00"); other decimals show only when there are some.
  const shownFraction = unit?.toUpperCase() === 'MONETARY' ? fraction : fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, mask.thousandSeparator);
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  const number = shownFraction ? `${grouped}${mask.decimalSeparator}${shownFraction}` : grouped;
  return `${sign}${mask.prefix ?? ''}${number}${mask.suffix ?? ''}`;
}
