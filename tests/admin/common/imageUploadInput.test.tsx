import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from '../../../src/admin/common/dialogs/FormDialog';
import { ImageUploadInput } from '../../../src/admin/common/forms/ImageUploadInput';
import { MAX_IMAGE_BYTES } from '../../../src/shared/constants';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import type { FakeHandler } from '../helpers/fakeApi';
import { renderInAdmin } from './renderInAdmin';

const stored = '/uploads/3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.png';
const uploaded = '/uploads/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.webp';
const another = '/uploads/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.gif';

type Values = { imageUrl: string | null };

const Harness = ({ initial, onSave }: { initial: string | null; onSave: (values: Values) => void }) => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="dialog-state">{open ? 'open' : 'closed'}</p>
      <FormDialog<Values>
        open={open}
        onClose={() => setOpen(false)}
        title="Edit"
        defaultValues={{ imageUrl: initial }}
        onSubmit={async (values) => onSave(values)}
      >
        <ImageUploadInput source="imageUrl" />
      </FormDialog>
    </>
  );
};

const renderInput = (routes: Record<string, FakeHandler>, initial: string | null = null) => {
  const onSave = vi.fn<(values: Values) => void>();
  return { onSave, ...renderInAdmin(<Harness initial={initial} onSave={onSave} />, { routes }) };
};

const png = (name = 'photo.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const fileInput = () => screen.getByTestId('image-input');
const uploadReplies = (...urls: string[]): FakeHandler => {
  const queue = [...urls];
  return () => [201, { url: queue.shift() }];
};

describe('ImageUploadInput (spec §5 "Image upload", §8)', () => {
  it('refuses a file that is not an image before any call', async () => {
    const { user, server } = renderInput({});
    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    expect(await screen.findAllByText('Please select a valid image file')).toHaveLength(2);
    expect(server.requests).toHaveLength(0);
  });

  it('refuses an image over 5MB before any call', async () => {
    const { user, server } = renderInput({});
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: MAX_IMAGE_BYTES + 1 });
    await user.upload(fileInput(), big);

    expect(await screen.findAllByText('Image size should be less than 5MB')).toHaveLength(2);
    expect(server.requests).toHaveLength(0);
  });

  it('uploads the file as multipart field "file" and sets the field to the returned URL', async () => {
    const { user, server, onSave } = renderInput({ 'POST /file/upload': uploadReplies(uploaded) });
    expect(screen.getByText('PNG, JPEG, WebP or GIF, up to 5MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeInTheDocument();

    await user.upload(fileInput(), png());

    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    const body = server.callsTo('POST /file/upload')[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByTestId('image-preview').querySelector('img')).toHaveAttribute('src', uploaded);
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ imageUrl: uploaded }));
    expect(server.callsTo('POST /file/delete')).toHaveLength(0);
  });

  it("toasts 'Failed to upload image: ' with the server's reason and keeps the field", async () => {
    allowConsoleErrors();
    const { user } = renderInput(
      { 'POST /file/upload': () => [415, { message: 'Please select a valid image file' }] },
      stored,
    );
    await user.upload(fileInput(), png('fake.png'));

    expect(await screen.findByText('Failed to upload image: Please select a valid image file')).toBeInTheDocument();
    expect(screen.getByTestId('image-preview').querySelector('img')).toHaveAttribute('src', stored);
  });

  it('removes a saved image from the form only: saving sends no image, and nothing is deleted yet', async () => {
    const { user, server, onSave } = renderInput({}, stored);
    await user.click(screen.getByTestId('image-remove'));

    expect(screen.queryByTestId('image-preview')).not.toBeInTheDocument();
    expect(screen.queryByTestId('image-remove')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ imageUrl: null }));
    // The server deletes the old file when the record is saved without it.
    expect(server.callsTo('POST /file/delete')).toHaveLength(0);
  });

  it('removes an image uploaded in this dialog through the delete call', async () => {
    const { user, server } = renderInput(
      {
        'POST /file/upload': uploadReplies(uploaded),
        'POST /file/delete': () => [200, { message: 'Image deleted' }],
      },
      stored,
    );
    await user.upload(fileInput(), png());
    await screen.findByText('Image uploaded successfully');
    await user.click(screen.getByTestId('image-remove'));

    expect(await screen.findByText('Image deleted successfully')).toBeInTheDocument();
    expect(server.callsTo('POST /file/delete')[0]?.body).toEqual({ fileName: uploaded });
    expect(screen.queryByTestId('image-preview')).not.toBeInTheDocument();
  });

  it("toasts 'Failed to delete image: ' with the reason and keeps the image", async () => {
    allowConsoleErrors();
    const { user } = renderInput({
      'POST /file/upload': uploadReplies(uploaded),
      'POST /file/delete': () => [404, { message: 'File not found' }],
    });
    await user.upload(fileInput(), png());
    await screen.findByText('Image uploaded successfully');
    await user.click(screen.getByTestId('image-remove'));

    expect(await screen.findByText('Failed to delete image: File not found')).toBeInTheDocument();
    expect(screen.getByTestId('image-preview')).toBeInTheDocument();
  });

  it('keeps Save and Cancel disabled while an image uploads', async () => {
    let finish: (reply: [number, unknown]) => void = () => undefined;
    const pending = new Promise<[number, unknown]>((resolve) => {
      finish = resolve;
    });
    const { user } = renderInput({ 'POST /file/upload': () => pending });
    await user.upload(fileInput(), png());

    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    expect(within(dialog).getByTestId('dialog-submit')).toBeDisabled();
    finish([201, { url: uploaded }]);
    await screen.findByText('Image uploaded successfully');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByTestId('dialog-submit')).toBeEnabled();
  });

  it('deletes an image uploaded in a cancelled dialog, and one replaced before saving', async () => {
    const { user, server } = renderInput(
      {
        'POST /file/upload': uploadReplies(uploaded, another),
        'POST /file/delete': () => [200, { message: 'Image deleted' }],
      },
      stored,
    );

    await user.upload(fileInput(), png('first.png'));
    await screen.findByText('Image uploaded successfully');
    await user.upload(fileInput(), png('second.png'));
    await waitFor(() =>
      expect(server.callsTo('POST /file/delete').map((call) => call.body)).toEqual([{ fileName: uploaded }]),
    );

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.getByTestId('dialog-state')).toHaveTextContent('closed');
    await waitFor(() =>
      expect(server.callsTo('POST /file/delete').map((call) => call.body)).toEqual([
        { fileName: uploaded },
        { fileName: another },
      ]),
    );
  });
});
