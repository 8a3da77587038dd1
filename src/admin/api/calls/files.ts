import {
  type DeleteFileBody,
  UPLOAD_FIELD,
  type UploadResponse,
  uploadResponseSchema,
} from '../../../shared/contract/files';
import type { Call } from './call';

/** Spec §7 Files: POST /file/upload, multipart with the field `file`; answers the image's URL. */
export const uploadImageCall: Call<File, UploadResponse> = {
  method: 'POST',
  path: '/file/upload',
  body: (file) => {
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    return form;
  },
  read: (body) => uploadResponseSchema.parse(body),
};

/** Spec §7 Files: POST /file/delete with `fileName`, the image URL as upload returned it. */
export const deleteImageCall: Call<DeleteFileBody, void> = {
  method: 'POST',
  path: '/file/delete',
  body: (params) => params,
  read: () => undefined,
};
