import type { AxiosInstance } from 'axios';
import simpleRestProvider from 'ra-data-simple-rest';
import { combineDataProviders, type DataProvider } from 'react-admin';
import {
  type AdminDashboard,
  adminDashboardResponseSchema,
  type VendorDashboard,
  vendorDashboardResponseSchema,
} from '../../shared/contract/dashboard';
import { axiosFetchJson } from './axiosFetchJson';
import type { Call, EndpointTable } from './calls/call';
import { deleteImageCall, uploadImageCall } from './calls/files';
import { sendCallWith } from './sendCall';
import { specCallsProvider } from './specCallsProvider';

/** react-admin's DataProvider plus the calls that belong to no resource. */
export interface AppDataProvider extends DataProvider {
  getVendorDashboard(): Promise<VendorDashboard>;
  /** The admin's home figures (beyond the spec). */
  getAdminDashboard(): Promise<AdminDashboard>;
  /** Stores an image (spec §7 Files); `onProgress` gets the percentage sent so far. */
  uploadImage(file: File, onProgress?: (percent: number) => void): Promise<{ url: string }>;
  /** Deletes an image this server stored, by the URL upload returned. */
  deleteImage(url: string): Promise<void>;
}

export interface DataProviderOptions {
  http: AxiosInstance;
  endpoints: EndpointTable;
}

const vendorDashboardCall: Call<void, VendorDashboard> = {
  method: 'GET',
  path: '/dashboard/vendor-dashboard',
  read: (body) => vendorDashboardResponseSchema.parse(body).data,
};

const adminDashboardCall: Call<void, AdminDashboard> = {
  method: 'GET',
  path: '/dashboard/admin-dashboard',
  read: (body) => adminDashboardResponseSchema.parse(body).data,
};

/**
 * The endpoint table's resources go through their spec calls; every other resource falls
 * through to ra-data-simple-rest (the server's REST entities). Both use the one axios instance.
 */
export const createDataProvider = ({ http, endpoints }: DataProviderOptions): AppDataProvider => {
  const send = sendCallWith(http);
  const specCalls = specCallsProvider(endpoints, send);
  const simpleRest = simpleRestProvider('', axiosFetchJson(http));
  const routed = combineDataProviders((resource) => (resource in endpoints ? specCalls : simpleRest));

  return {
    ...routed,
    supportAbortSignal: true,
    getVendorDashboard: () => send(vendorDashboardCall, undefined),
    getAdminDashboard: () => send(adminDashboardCall, undefined),
    uploadImage: (file, onProgress) =>
      send(uploadImageCall, file, {
        onUploadProgress: ({ progress }) => {
          if (progress !== undefined) onProgress?.(Math.round(progress * 100));
        },
      }),
    deleteImage: (url) => send(deleteImageCall, { fileName: url }),
  };
};
