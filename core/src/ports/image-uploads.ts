import type { Result } from '../result.ts';

/** Where an uploaded image goes under /uploads/, by what it illustrates. */
export const uploadFolders = ['logos', 'articles', 'authors'] as const;
export type UploadFolder = (typeof uploadFolders)[number];

export type ImageUploadError =
  /** The content is none of the accepted image formats, whatever the file's name says. */
  | { type: 'upload/not-an-image' }
  /** More bytes or pixels than accepted. */
  | { type: 'upload/too-large'; maxBytes: number }
  /** An image format, but its content cannot be read. */
  | { type: 'upload/unreadable' };

export interface StoredImage {
  /** The path pages use: `/uploads/logos/3f2a….png`. */
  path: string;
  width: number;
  height: number;
}

/** Keeps the back office's uploaded images (logos, article images), checked from their content. */
export interface ImageUploads {
  store(input: { folder: UploadFolder; bytes: Uint8Array }): Promise<Result<StoredImage, ImageUploadError>>;
}
