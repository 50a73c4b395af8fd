/**
 * The longest side a picture is sent at. The server keeps a 256x256 copy, so a phone's 4000-pixel
 * photo would only cost the customer mobile data.
 */
export const UPLOAD_MAX_SIDE = 1024;
const JPEG_QUALITY = 0.85;

/** The size to draw a picture at: its own when it fits, else scaled down to fit `max` on its longest side. */
export const fittedSize = (width: number, height: number, max = UPLOAD_MAX_SIDE): { width: number; height: number } => {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

/**
 * A large photo redrawn on a canvas at most UPLOAD_MAX_SIDE pixels on its longest side, as a JPEG
 * (turned upright first, as the browser shows it). A picture that already fits, or that this
 * browser cannot decode, goes as it is: the server decides what it accepts.
 */
export async function shrinkPicture(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (width === bitmap.width || !context) {
    bitmap.close();
    return file;
  }
  // JPEG has no transparency: a transparent PNG gets white behind it rather than black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const shrunk = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  return shrunk && shrunk.size < file.size ? shrunk : file;
}
