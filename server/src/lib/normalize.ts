/*
 * How names and parcel IDs are compared (spec 2: "case and punctuation ignored"): upper case, letters and
 * digits only. O'Brien, O BRIEN and obrien are the same name; St. John and STJOHN too; "Mc Donald" and
 * McDonald too (MacDonald stays another name, as a title examiner expects). Accents are folded first.
 */

/** "O'Brien" -> "OBRIEN", "St. John" -> "STJOHN", "Pine Ridge Bank, N.A." -> "PINERIDGEBANKNA". */
export function normalizeName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** "21-045-0310" -> "210450310" (the same rule: what separates the parts does not matter). */
export function normalizeParcelId(value: string): string {
  return normalizeName(value);
}
