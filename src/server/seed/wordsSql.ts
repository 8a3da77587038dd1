/**
 * Names, mobiles and addresses drawn in SQL from faker's en_IN word lists and places.ts, passed
 * as array parameters: the same words the fixed rows use, at any volume, without a row in Node.
 */
import { type SQL, sql } from 'drizzle-orm';
import { intBetween, pickFrom } from './draw';
import { BUILDINGS, LOCALITIES, PLACES } from './places';
import { faker, slug } from './random';

const definitions = faker.definitions.person;
const FIRST_NAMES = [...(definitions.first_name.female ?? []), ...(definitions.first_name.male ?? [])];
const LAST_NAMES = definitions.last_name.generic ?? [];

/** What a value of PostgreSQL's name type holds (NAMEDATALEN - 1). */
const NAME_BYTES = 63;

/**
 * A word list as name[]: its elements have a fixed width, so picking one is an offset, where a
 * text[] is walked from its start (a pick from the 742 first names cost 1.5 µs, 0.2 µs this way).
 */
function wordList(values: readonly string[]): SQL {
  const tooLong = values.find((v) => Buffer.byteLength(v) > NAME_BYTES);
  if (tooLong !== undefined) throw new RangeError(`a word over ${NAME_BYTES} bytes: ${tooLong}`);
  return sql`(${sql.param(values)}::name[])`;
}

// Built and checked once, then reused by every statement that draws from them.
const FIRST = wordList(FIRST_NAMES);
const FIRST_SLUGS = wordList(FIRST_NAMES.map(slug));
const LAST = wordList(LAST_NAMES);
const LAST_SLUGS = wordList(LAST_NAMES.map(slug));
const PLACE_FIELDS = {
  city: wordList(PLACES.map((p) => p.city)),
  state: wordList(PLACES.map((p) => p.state)),
  pinPrefix: wordList(PLACES.map((p) => p.pinPrefix)),
};
const LOCALITY_LIST = wordList(LOCALITIES);
const BUILDING_LIST = wordList(BUILDINGS);

/** "First Last" and "first.last", the latter for emails, from one draw. */
export function personName(label: string, row: SQL): { name: SQL; emailSlug: SQL } {
  const first = intBetween(`${label}.first`, row, 1, FIRST_NAMES.length);
  const last = intBetween(`${label}.last`, row, 1, LAST_NAMES.length);
  return {
    name: sql`${FIRST}[${first}] || ' ' || ${LAST}[${last}]`,
    emailSlug: sql`${FIRST_SLUGS}[${first}] || '.' || ${LAST_SLUGS}[${last}]`,
  };
}

/** A surname, and its slug from the same draw. */
export function lastName(label: string, row: SQL): { name: SQL; slug: SQL } {
  const index = intBetween(label, row, 1, LAST_NAMES.length);
  return {
    name: sql`${LAST}[${index}]`,
    slug: sql`${LAST_SLUGS}[${index}]`,
  };
}

/** A 10-digit Indian mobile number (they start with 6, 7, 8 or 9). */
export function mobileNumber(label: string, row: SQL): SQL {
  return sql`(${intBetween(`${label}.lead`, row, 6, 9)}::text || lpad(${intBetween(`${label}.rest`, row, 0, 999_999_999)}::text, 9, '0'))`;
}

/** A city with its State and a pincode of the city's prefix, from one draw. */
export function place(label: string, row: SQL): { city: SQL; state: SQL; pincode: SQL } {
  const index = intBetween(`${label}.city`, row, 1, PLACES.length);
  const of = (field: 'city' | 'state' | 'pinPrefix') => sql`${PLACE_FIELDS[field]}[${index}]`;
  return {
    city: of('city'),
    state: of('state'),
    pincode: sql`(${of('pinPrefix')} || lpad(${intBetween(`${label}.pin`, row, 0, 999)}::text, 3, '0'))`,
  };
}

/** The street part: a house, flat or plot in a locality (places.ts street() in SQL). */
export function street(label: string, row: SQL): SQL {
  const n = (part: string, min: number, max: number) => sql`${intBetween(`${label}.${part}`, row, min, max)}::text`;
  const locality = pickFrom(`${label}.locality`, row, LOCALITY_LIST, LOCALITIES.length);
  const building = pickFrom(`${label}.building`, row, BUILDING_LIST, BUILDINGS.length);
  return sql`(case ${intBetween(`${label}.kind`, row, 0, 2)}
    when 0 then ${n('house', 1, 450)} || ', ' || ${locality}
    when 1 then 'Flat ' || ${n('floor', 1, 12)} || '0' || ${n('flat', 1, 8)} || ', ' || ${lastName(`${label}.owner`, row).name} || ' ' || ${building} || ', ' || ${locality}
    else 'Plot ' || ${n('plot', 1, 220)} || ', Sector ' || ${n('sector', 1, 60)} || ', ' || ${locality}
  end)`;
}

/** One line, as a shipping address is stored. */
export function fullAddress(label: string, row: SQL): SQL {
  const p = place(`${label}.place`, row);
  return sql`(${street(label, row)} || ', ' || ${p.city} || ', ' || ${p.state} || ' - ' || ${p.pincode})`;
}
