import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { messages } from '../../shared/messages';
import type { Call } from './calls/call';
import { toHttpError } from './errors';

const signalOf = (params: unknown): AbortSignal | undefined => {
  const signal: unknown = params !== null && typeof params === 'object' ? Reflect.get(params, 'signal') : undefined;
  return signal instanceof AbortSignal ? signal : undefined;
};

export type SendCall = <Params, Result>(
  call: Call<Params, Result>,
  params: Params,
  options?: Pick<AxiosRequestConfig, 'onUploadProgress'>,
) => Promise<Result>;

/**
 * Makes one spec call over the shared axios instance: failures become react-admin HttpErrors
 * (the server's message, field errors in the body), and the answer is read by the call.
 */
export const sendCallWith =
  (http: AxiosInstance): SendCall =>
  async (call, params, options = {}) => {
    let body: unknown;
    try {
      ({ data: body } = await http.request({
        method: call.method,
        url: call.path,
        params: call.query?.(params),
        data: call.body?.(params),
        signal: signalOf(params),
        ...options,
      }));
    } catch (error) {
      throw toHttpError(error);
    }
    try {
      return call.read(body, params);
    } catch (error) {
      // A body that fails its schema is a contract break, not something to show field by field.
      throw new Error(messages.general.unexpectedResponse, { cause: error });
    }
  };
