/**
 * The canvas work of the crop (needs a browser; component tests replace this module): decoding
 * with the EXIF orientation honoured, quarter turns, and the cropped PNG.
 */
import { correctedSize, type CropMetaData, type Quarter, rotatedSize } from './logic.ts';

export interface Picture {
  /** The upright picture (EXIF orientation applied, scaled when corrected). */
  canvas: HTMLCanvasElement;
  width: number;
  height: number;
}

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  return [canvas, context];
}

/**
 * Decodes the file. Browsers apply the EXIF orientation when decoding (createImageBitmap with
 * imageOrientation 'from-image', the default, and <img> since 2020), so the bitmap is upright;
 * when the file carried an orientation other than 1, the picture is scaled to at most 1000 px
 * (spec §9). A corrupt or 0×0 picture rejects.
 */
export async function decodePicture(file: Blob, orientation: number): Promise<Picture> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    if (!bitmap.width || !bitmap.height) throw new Error('empty picture');
    const { width, height } = correctedSize(bitmap.width, bitmap.height, orientation);
    const [canvas, context] = canvasOf(width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return { canvas, width, height };
  } finally {
    bitmap.close();
  }
}

/** The picture turned by `quarter` degrees clockwise. */
export function turnPicture(picture: Picture, quarter: Quarter): Picture {
  if (quarter === 0) return picture;
  const { width, height } = rotatedSize(picture.width, picture.height, quarter);
  const [canvas, context] = canvasOf(width, height);
  context.translate(width / 2, height / 2);
  context.rotate((quarter * Math.PI) / 180);
  context.drawImage(picture.canvas, -picture.width / 2, -picture.height / 2);
  return { canvas, width, height };
}

function blobOf(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no blob'))), type),
  );
}

/** Longest side of the copy shown in the layer (the crop is taken from the full picture). */
const SHOWN_MAX = 1600;

/**
 * The picture as a data URL for the <img> in the crop layer: a JPEG copy of at most SHOWN_MAX
 * pixels. A data URL, not a blob URL, because strict page policies allow `img-src data:` far
 * more often than `blob:`.
 */
export async function pictureUrl(picture: Picture): Promise<string> {
  const scale = Math.min(1, SHOWN_MAX / Math.max(picture.width, picture.height));
  if (scale === 1) return picture.canvas.toDataURL('image/jpeg', 0.9);
  const [canvas, context] = canvasOf(
    Math.round(picture.width * scale),
    Math.round(picture.height * scale),
  );
  context.drawImage(picture.canvas, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.9);
}

export interface CroppedPng {
  blob: Blob;
  dataUrl: string;
}

/** The crop (image pixels) drawn at the preset's output size as a PNG, as a blob and a data URL. */
export async function cropToPng(
  picture: Picture,
  crop: CropMetaData,
  output: { width: number; height: number },
): Promise<CroppedPng> {
  const [canvas, context] = canvasOf(output.width, output.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    picture.canvas,
    crop.x,
    crop.y,
    crop.w,
    crop.h,
    0,
    0,
    output.width,
    output.height,
  );
  return { blob: await blobOf(canvas, 'image/png'), dataUrl: canvas.toDataURL('image/png') };
}
