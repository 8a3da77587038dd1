import axios, { type AxiosAdapter, AxiosHeaders } from 'axios';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/admin/api/dataProvider';
import { endpoints } from '../../../src/admin/screensFor';
import { API_BASE_PATH } from '../../../src/shared/constants';
import { fakeApi } from '../helpers/fakeApi';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });

const providerOver = (adapter: AxiosAdapter) =>
  createDataProvider({ http: axios.create({ baseURL: API_BASE_PATH, adapter }), endpoints });

describe('the dataProvider file calls (spec §7 Files)', () => {
  it('uploads multipart field "file", reports progress in percent and returns the URL', async () => {
    const reported: number[] = [];
    const sent: unknown[] = [];
    const adapter: AxiosAdapter = async (config) => {
      sent.push(config.url, config.data);
      config.onUploadProgress?.({ loaded: 1, total: 4, progress: 0.25, bytes: 1, lengthComputable: true });
      config.onUploadProgress?.({ loaded: 4, total: 4, progress: 1, bytes: 3, lengthComputable: true });
      return { data: { url: '/uploads/a.png' }, status: 201, statusText: '201', headers: new AxiosHeaders(), config };
    };

    await expect(providerOver(adapter).uploadImage(png(), (percent) => reported.push(percent))).resolves.toEqual({
      url: '/uploads/a.png',
    });
    expect(reported).toEqual([25, 100]);
    expect(sent[0]).toBe('/file/upload');
    expect((sent[1] as FormData).get('file')).toBeInstanceOf(File);
  });

  it('deletes by the URL as fileName and hands failures on as HttpErrors', async () => {
    const server = fakeApi({
      'POST /file/delete': ({ body }) =>
        (body as { fileName: string }).fileName === '/uploads/a.png'
          ? [200, { message: 'Image deleted' }]
          : [400, { message: 'This file is not stored by this server' }],
    });
    const provider = providerOver(server.adapter);

    await expect(provider.deleteImage('/uploads/a.png')).resolves.toBeUndefined();
    expect(server.callsTo('POST /file/delete')[0]?.body).toEqual({ fileName: '/uploads/a.png' });

    const failure = await provider.deleteImage('https://elsewhere.example/a.png').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 400, message: 'This file is not stored by this server' });
  });
});
