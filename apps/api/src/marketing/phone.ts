/**
 * Phone numbers for the marketing service: a number with + must look
 * international (first digit 1-9, 2 to 15 digits) or it is dropped; otherwise the country's
 * dialling code is put in front unless it is there already; an unknown country sends no phone.
 */
export const DIALLING_CODES: Readonly<Record<string, string>> = {
  US: '1',
  CA: '1',
  PR: '1',
  MX: '52',
  GB: '44',
  IE: '353',
  DE: '49',
  AT: '43',
  CH: '41',
  IT: '39',
  FR: '33',
  ES: '34',
  PT: '351',
  NL: '31',
  BE: '32',
  LU: '352',
  DK: '45',
  SE: '46',
  NO: '47',
  FI: '358',
  PL: '48',
  CZ: '420',
  GR: '30',
  AU: '61',
  NZ: '64',
  JP: '81',
  KR: '82',
  CN: '86',
  IN: '91',
  BR: '55',
  AR: '54',
  ZA: '27',
  IL: '972',
  AE: '971',
  SG: '65',
  HK: '852',
};

const INTERNATIONAL = /^\+?[1-9]\d{1,14}$/;

export function normalisePhone(phone: string | null | undefined, country: string | null | undefined): string | null {
  const raw = (phone ?? '').replace(/[\s().-]/g, '');
  if (!raw) return null;
  if (raw.startsWith('+')) return INTERNATIONAL.test(raw) ? raw : null;
  const code = country ? DIALLING_CODES[country.toUpperCase()] : undefined;
  if (!code) return null;
  const digits = raw.replace(/^0+/, '');
  const full = digits.startsWith(code) && digits.length > 10 ? digits : `${code}${digits}`;
  return INTERNATIONAL.test(`+${full}`) ? `+${full}` : null;
}
