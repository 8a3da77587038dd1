/**
 * Indian addresses whose city, State and pincode agree (the pincode's first digits are the city's).
 * The fixed rows draw them here with faker; the bulk rows in SQL from the same lists (wordsSql.ts).
 */
import { faker, pick } from './random';

export interface Place {
  city: string;
  state: string;
  pinPrefix: string;
}

export const PLACES: readonly Place[] = [
  { city: 'Mumbai', state: 'Maharashtra', pinPrefix: '400' },
  { city: 'Pune', state: 'Maharashtra', pinPrefix: '411' },
  { city: 'Nagpur', state: 'Maharashtra', pinPrefix: '440' },
  { city: 'Nashik', state: 'Maharashtra', pinPrefix: '422' },
  { city: 'Bengaluru', state: 'Karnataka', pinPrefix: '560' },
  { city: 'Mysuru', state: 'Karnataka', pinPrefix: '570' },
  { city: 'Chennai', state: 'Tamil Nadu', pinPrefix: '600' },
  { city: 'Coimbatore', state: 'Tamil Nadu', pinPrefix: '641' },
  { city: 'Hyderabad', state: 'Telangana', pinPrefix: '500' },
  { city: 'Ahmedabad', state: 'Gujarat', pinPrefix: '380' },
  { city: 'Surat', state: 'Gujarat', pinPrefix: '395' },
  { city: 'Jaipur', state: 'Rajasthan', pinPrefix: '302' },
  { city: 'Lucknow', state: 'Uttar Pradesh', pinPrefix: '226' },
  { city: 'Noida', state: 'Uttar Pradesh', pinPrefix: '201' },
  { city: 'New Delhi', state: 'Delhi', pinPrefix: '110' },
  { city: 'Gurugram', state: 'Haryana', pinPrefix: '122' },
  { city: 'Kolkata', state: 'West Bengal', pinPrefix: '700' },
  { city: 'Kochi', state: 'Kerala', pinPrefix: '682' },
  { city: 'Indore', state: 'Madhya Pradesh', pinPrefix: '452' },
  { city: 'Bhubaneswar', state: 'Odisha', pinPrefix: '751' },
  { city: 'Chandigarh', state: 'Chandigarh', pinPrefix: '160' },
  { city: 'Visakhapatnam', state: 'Andhra Pradesh', pinPrefix: '530' },
];

export const LOCALITIES = [
  'MG Road',
  'Station Road',
  'Gandhi Nagar',
  'Shivaji Nagar',
  'Nehru Colony',
  'Laxmi Nagar',
  'Rajendra Nagar',
  'Civil Lines',
  'Model Town',
  'Ashok Vihar',
  'Indira Colony',
  'Sai Baba Nagar',
  'Ram Nagar',
  'Vivekananda Road',
  'Patel Chowk',
  'Subhash Marg',
  'Tilak Road',
  'Industrial Area',
];
export const BUILDINGS = ['Residency', 'Apartments', 'Heights', 'Enclave', 'Towers', 'Complex'];

export const randomPlace = (): Place => pick(PLACES);

export function pincode(place: Place): string {
  return `${place.pinPrefix}${faker.string.numeric({ length: 3, allowLeadingZeros: true })}`;
}

/** The street part: a house, flat or plot in a locality. */
export function street(): string {
  const locality = pick(LOCALITIES);
  switch (faker.number.int({ min: 0, max: 2 })) {
    case 0:
      return `${faker.number.int({ min: 1, max: 450 })}, ${locality}`;
    case 1:
      return `Flat ${faker.number.int({ min: 1, max: 12 })}0${faker.number.int({ min: 1, max: 8 })}, ${faker.person.lastName()} ${pick(BUILDINGS)}, ${locality}`;
    default:
      return `Plot ${faker.number.int({ min: 1, max: 220 })}, Sector ${faker.number.int({ min: 1, max: 60 })}, ${locality}`;
  }
}
