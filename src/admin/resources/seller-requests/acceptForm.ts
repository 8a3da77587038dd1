import { acceptRequestBodySchema } from '../../../shared/contract/seller-requests';
import { zodValidate } from '../../common/forms/zodValidate';

/** The server's own rules and messages (one schema for both). */
export const validateAccept = zodValidate(acceptRequestBodySchema);
