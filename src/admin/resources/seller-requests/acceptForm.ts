import {
  type AcceptRequestValues,
  acceptRequestBodySchema,
  type SellerRequest,
} from '../../../shared/contract/seller-requests';
import { zodValidate } from '../../common/forms/zodValidate';

/** The Create Vendor Account form, prefilled from the request (spec §5). */
export const acceptValuesOf = (request: SellerRequest): AcceptRequestValues => ({
  name: request.name,
  ownerName: request.ownerName,
  email: request.email,
  mobile: request.mobile,
  address: request.address,
  city: request.city,
  state: request.state,
  pincode: request.pincode,
  requestId: request.id,
});

/** The server's own rules and messages (one schema for both). */
export const validateAccept = zodValidate(acceptRequestBodySchema);
