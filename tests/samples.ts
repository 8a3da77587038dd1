/** Sample inputs that both the admin's form tests and the API tests send (issue 25). */

/** Text made only of whitespace and invisible characters: as blank as nothing at all. */
export const LOOKS_BLANK = ['   ', '\u200b', '\u202e', '\u0007', ' \u200b\u202e\u00ad\u3164 '];

/** A valid accept-seller-request body for the request `requestId`. */
export const acceptRequestBody = (requestId: string) => ({
  name: 'Shop',
  ownerName: 'Owner',
  email: 'seller@example.com',
  mobile: '9876543210',
  address: '1 Road',
  city: 'Pune',
  state: 'MH',
  pincode: '560001',
  requestId,
});
