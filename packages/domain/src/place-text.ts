/** A store's address and phone as pages write them, without store-place.ts's zod schemas (the checkout's pickup card). */

/** A US number as people write it, "(410) 555-0187"; any other as it is stored. */
export function telephoneText(telephone: string): string {
  const digits = /^1?(\d{3})(\d{3})(\d{4})$/.exec(telephone);
  return digits ? `(${digits[1]}) ${digits[2]}-${digits[3]}` : telephone;
}

/** The address as lines: the street lines, then "Grasonville, MD 21638". */
export const addressLines = (address: { street: readonly string[]; city: string; region_code: string; postcode: string }): string[] => [
  ...address.street,
  `${address.city}, ${address.region_code} ${address.postcode}`,
];
