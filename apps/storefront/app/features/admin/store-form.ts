import { storePlaceForm, type StorePlaceForm } from '@shoreline/domain/forms/admin-stores';
import { WEEKDAYS, type Weekday, type WeeklyHours } from '@shoreline/domain/store-place';
import type { AdminStore } from '@shoreline/domain/wire/admin-stores';
import type { FieldErrors } from './form-errors';

/**
 * The store record form's controls to the API's PUT body, checked with the API's own schema
 * (@shoreline/domain/forms/admin-stores, the catalog import's rules) so errors show per control before anything is sent.
 */
export type { AdminStore };

/** The two sets of hours a store keeps, by the form's name prefix. */
export const HOUR_KINDS = [
  { prefix: 'opening', key: 'opening_hours', legend: 'Opening hours' },
  { prefix: 'pickup', key: 'pickup_hours', legend: 'Pickup hours' },
] as const;
export type HourKind = (typeof HOUR_KINDS)[number];

/** Monday first, as the shop reads its week. */
export const WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
export const DAY_NAMES: Readonly<Record<Weekday, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const STREET_LINES = 3;
const ADDRESS_PARTS = ['city', 'region', 'region_code', 'postcode', 'country_id'] as const;
/** The control of a day's time: `opening-wed-open`. */
export const hourField = (kind: HourKind, day: Weekday, end: 'open' | 'close') => `${kind.prefix}-${day}-${end}`;

/** The form's controls in their order on the page: where focus goes after a refused save. */
export const STORE_FIELDS: readonly string[] = [
  ...Array.from({ length: STREET_LINES }, (_, index) => `street-${index + 1}`),
  ...ADDRESS_PARTS,
  'telephone',
  ...HOUR_KINDS.flatMap((kind) => WEEK.flatMap((day) => [hourField(kind, day, 'open'), hourField(kind, day, 'close')])),
];
/** The API's refusals name these (`opening_hours.fri.close`): shown at the part of the form they are about. */
export const STORE_GROUPS = ['address', 'opening_hours', 'pickup_hours'] as const;

export type StoreValues = Partial<Record<string, string>>;

const BOTH_TIMES = 'Enter both times, or neither when it is closed.';

function hoursOf(values: StoreValues, kind: HourKind, errors: FieldErrors): WeeklyHours {
  const hours: WeeklyHours = {};
  for (const day of WEEKDAYS) {
    const open = (values[hourField(kind, day, 'open')] ?? '').trim();
    const close = (values[hourField(kind, day, 'close')] ?? '').trim();
    if (open && close) hours[day] = { open, close };
    else if (open || close) errors[hourField(kind, day, open ? 'close' : 'open')] = BOTH_TIMES;
  }
  return hours;
}

/** The address typed in, or null when every part of it is empty (a store with no place of its own). */
function addressOf(values: StoreValues): StorePlaceForm['address'] {
  const street = Array.from({ length: STREET_LINES }, (_, index) => (values[`street-${index + 1}`] ?? '').trim()).filter(Boolean);
  const parts = Object.fromEntries(ADDRESS_PARTS.map((part) => [part, (values[part] ?? '').trim()])) as Record<
    (typeof ADDRESS_PARTS)[number],
    string
  >;
  if (!street.length && Object.values(parts).every((part) => !part)) return null;
  return { street, ...parts, country_id: parts.country_id.toUpperCase() };
}

/** The control a schema issue is about: `address.street.0` is street-1, `opening_hours.fri.close` is opening-fri-close. */
function controlOf(path: readonly PropertyKey[]): string {
  const [field, part, end] = path.map(String);
  if (field === 'address') {
    if (part === 'street') return `street-${Number(end ?? 0) + 1}`;
    return part ?? 'street-1';
  }
  const kind = HOUR_KINDS.find((candidate) => candidate.key === field);
  if (kind && part) return `${kind.prefix}-${part}-${end ?? 'open'}`;
  return field ?? '';
}

/** A phone as people type it ("(410) 555-0187") to the digits the record keeps. */
const telephoneDigits = (text: string) => text.replace(/[\s().-]/g, '');

const ADDRESS_LABELS: Readonly<Record<string, string>> = {
  'street-1': 'the street',
  city: 'the city',
  region: 'the state',
  region_code: 'the state code',
  postcode: 'the ZIP code',
  country_id: 'the country code',
};

/** An address begun but not finished: each missing part in words (the schema's own message is about lengths). */
function missingAddressParts(address: StorePlaceForm['address'], errors: FieldErrors): void {
  if (!address) return;
  const missing = { 'street-1': !address.street.length, ...Object.fromEntries(ADDRESS_PARTS.map((part) => [part, !address[part]])) };
  for (const [control, isMissing] of Object.entries(missing)) {
    if (isMissing) errors[control] = `Enter ${ADDRESS_LABELS[control]}, or leave the whole address empty.`;
  }
}

/** The PUT body of the form's values, with the errors the import's rules find. */
export function storePlaceBody(values: StoreValues): { body: StorePlaceForm; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const body: StorePlaceForm = {
    address: addressOf(values),
    telephone: telephoneDigits(values.telephone ?? ''),
    opening_hours: hoursOf(values, HOUR_KINDS[0], errors),
    pickup_hours: hoursOf(values, HOUR_KINDS[1], errors),
  };
  missingAddressParts(body.address, errors);
  const checked = storePlaceForm.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const control = controlOf(issue.path);
      if (!(control in errors)) errors[control] = issue.message;
    }
  }
  return { body, errors };
}

const sameAddress = (a: StorePlaceForm['address'], b: StorePlaceForm['address']) =>
  a === null || b === null ? a === b : a.street.join('\n') === b.street.join('\n') && ADDRESS_PARTS.every((part) => a[part] === b[part]);

/** Whether the body names the record as stored (nothing to send). */
export const samePlace = (body: StorePlaceForm, store: AdminStore) =>
  sameAddress(body.address, store.address) &&
  body.telephone === store.telephone &&
  sameHours(body.opening_hours, store.opening_hours) &&
  sameHours(body.pickup_hours, store.pickup_hours);

const sameHours = (a: WeeklyHours, b: WeeklyHours) =>
  WEEKDAYS.every((day) => a[day]?.open === b[day]?.open && a[day]?.close === b[day]?.close);
