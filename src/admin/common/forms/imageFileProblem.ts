import { MAX_IMAGE_BYTES } from '../../../shared/constants';
import { IMAGE_TYPES } from '../../../shared/contract/files';
import { text } from '../../i18n/text';

/** The image types the file picker offers: the ones the server accepts. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(',');

const isImageType = (type: string): boolean => Object.hasOwn(IMAGE_TYPES, type);

/**
 * Spec §5 "Image upload", checked before any call: the translation key of what is wrong with
 * the chosen file, or null. The server judges the bytes again.
 */
export const imageFileProblem = (file: Pick<File, 'type' | 'size'>): string | null => {
  if (!isImageType(file.type)) return text.image.notImage;
  if (file.size > MAX_IMAGE_BYTES) return text.image.tooLarge;
  return null;
};
