/**
 * The currencies an organisation may choose (spec 3 §3 "Currency list: 36 codes"), ISO 4217,
 * the default first. The server accepts only these; the web lists them in this order.
 */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'JPY',
  'CNY',
  'HKD',
  'SGD',
  'KRW',
  'INR',
  'IDR',
  'MYR',
  'THB',
  'PHP',
  'VND',
  'AED',
  'SAR',
  'QAR',
  'EGP',
  'MAD',
  'NGN',
  'KES',
  'ZAR',
  'TRY',
  'UAH',
  'PLN',
  'SEK',
  'NOK',
  'DKK',
  'BRL',
  'MXN',
  'ARS',
  'CLP',
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
